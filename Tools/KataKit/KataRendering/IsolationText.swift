import KataClassroom
import KataRunning

/// What held a student's code in (`Isolation`), in words for a teacher.
enum IsolationText {
    /// The isolation in one phrase, with what the results said shown with its control characters written out.
    static func words(_ isolation: Isolation) -> String {
        switch isolation {
        case .behind(let boundary, let asRoot): promise(of: boundary, asRoot: asRoot) + ", a scrubbed environment and resource limits"
        case .nothingRan: "nothing of the student's ran"
        case .asTheResultsSay(let words): "as the results say, " + words.escapingControls
        }
    }

    /// What `boundary` holds a student's code to, for a teacher; `asRoot` when the tool ran as root.
    private static func promise(of boundary: Boundary, asRoot: Bool) -> String {
        switch boundary {
        case .bubblewrap:
            "bubblewrap sandbox (no network, own process and user namespaces, no capabilities, read-only files but the grading slot "
                + "(a test sees only its executable, its tests and its own new folders), the workbook, the students' folders, homes, "
                + "temporary folders and grading state hidden)"
        case .namespaces:
            "namespaces (util-linux unshare: own mount, process, network and IPC namespaces, no capabilities; the workbook, the "
                + "students' folders, homes, temporary folders and grading state hidden; a test sees only its executable, its tests and its "
                + "own new folders\(asRoot ? ", as a user of its own" : ""))"
        case .separateUser:
            "a user of its own for each test run (no namespaces here: root's fallback): it cannot read the grading state nor what "
                + "of yours is not world-readable, nor write anything of yours; its processes and its files in the shared temporary "
                + "folders are ended after each run; the network is open to it"
        case .none:
            "unsandboxed (--unsandboxed): student code could read and write whatever you can, and use the network"
        }
    }
}
