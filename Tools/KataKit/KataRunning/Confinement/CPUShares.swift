import Foundation
import KataModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An equal share of the processor for each grading slot, so that students graded side by side cannot slow each other
/// past their limits: a student whose tests spin sixty threads takes their slot's share, not the machine.
///
/// Each slot has a control group of its own under `kata-grading` in the cgroup v1 `cpu` hierarchy, or in cgroup v2's
/// when the tool runs in its root group, every one with the default weight; every process a slot's grading starts
/// joins it first. `kata-grading` itself weighs as many processes (`weight`): with the default, the whole grading
/// weighed one process against the machine's others, and beside a busy machine an honest student's quick run
/// timed out. Where neither can be made (a teacher who is not root, a container without its cgroups), there is
/// none, and students share the processor as the system shares it.
enum CPUShares {
    /// The folder holding the slots' groups, made once, the groups no process is in removed (a group can be removed
    /// only then); `nil` where none can be made.
    static let groups: URL? = {
        let found = hierarchy()
        if let found {
            for group in (try? FileManager.default.contentsOfDirectory(atPath: found.path)) ?? [] {
                rmdir(found.appending(path: group).path)
            }
        }
        return found
    }()

    /// The `kata-grading` folder of cgroup v1's `cpu` hierarchy or, from its root group, of cgroup v2's, made.
    private static func hierarchy() -> URL? {
        let v1 = URL(filePath: "/sys/fs/cgroup/cpu")
        if access(v1.appending(path: "cgroup.procs").path, W_OK) == 0, made(v1.appending(path: "kata-grading")) {
            try? "\(weight.v1)".write(to: v1.appending(path: "kata-grading/cpu.shares"), atomically: false, encoding: .utf8)
            return v1.appending(path: "kata-grading")
        }
        // cgroup v2, from its root group (where a group may have processes and controllers at once).
        let v2 = URL(filePath: "/sys/fs/cgroup")
        guard (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) == "0::/\n",
              (try? String(contentsOf: v2.appending(path: "cgroup.controllers"), encoding: .utf8))?.split(whereSeparator: \.isWhitespace).contains("cpu") == true,
              enable(in: v2), made(v2.appending(path: "kata-grading")), enable(in: v2.appending(path: "kata-grading")) else { return nil }
        try? "\(weight.v2)".write(to: v2.appending(path: "kata-grading/cpu.weight"), atomically: false, encoding: .utf8)
        return v2.appending(path: "kata-grading")
    }

    /// The weight of the whole grading against each other process of the machine: that of 32 processes, in cgroup v1's
    /// `cpu.shares` (1024 a process) and v2's `cpu.weight` (100 a process).
    static let weight = (v1: 32 * 1_024, v2: 32 * 100)

    /// The group of `slot`, named by its path's fingerprint; `nil` where there are no groups.
    static func group(of slot: URL) -> String? {
        groups.map { $0.appending(path: String(SourceFiles.fingerprint(ofText: slot.standardizedFileURL.path).prefix(16))).path }
    }

    /// `arguments` started so that the process, and whatever it starts, is in `group` before anything else runs: a
    /// shell makes the group if it is gone, joins it, then becomes the command. A group that cannot be joined is none.
    static func started(_ arguments: [String], in group: String) -> [String] {
        let quoted = "'" + group.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return ["/bin/sh", "-c", "mkdir -p \(quoted) 2>/dev/null; echo $$ > \(quoted)/cgroup.procs 2>/dev/null; exec \"$@\"", "kata-cpu"] + arguments
    }

    /// Whether `folder` is there or could be made.
    private static func made(_ folder: URL) -> Bool {
        mkdir(folder.path, 0o755) == 0 || errno == EEXIST
    }

    /// Whether cgroup v2's `cpu` controller is given to the groups inside `folder`.
    private static func enable(in folder: URL) -> Bool {
        let control = folder.appending(path: "cgroup.subtree_control")
        if (try? String(contentsOf: control, encoding: .utf8))?.split(whereSeparator: \.isWhitespace).contains("cpu") == true {
            return true
        }
        return (try? "+cpu".write(to: control, atomically: false, encoding: .utf8)) != nil
    }
}
