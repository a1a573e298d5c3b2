import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the builds and test processes of a grading run are held in: student code is untrusted.
///
/// Every process gets a scrubbed environment (`PATH`, `LANG`, a `HOME` and `TMPDIR` inside the grading slot, and
/// nothing else), the slot as its working directory, and resource limits set by a shell in the child before the
/// command runs. A test process's `HOME` is inside its own temporary folder, new for each run. Where bubblewrap
/// (`bwrap`) is installed (Linux), the process also runs in a sandbox: no network, a process, IPC and user namespace
/// of its own, no capabilities, every file read-only but the slot (for a test process, but its own new folders),
/// and the teacher's workbook, the students' folders, the homes and the temporary folders hidden. So no test run
/// can leave a trace that a later one reads: a test cannot count its runs to tell the reference from a mutant.
package struct Confinement: Sendable {
    /// The sandbox a process runs in, if any.
    enum Sandbox: Sendable, Equatable {
        /// Bubblewrap, at this path.
        case bubblewrap(String)
        /// None was found: the environment and the resource limits are all there is.
        case none
    }

    /// What a process is started for, which sets its resource limits.
    enum Role: Sendable {
        /// A build or a type-check: the compiler, trusted, with generous limits.
        case build
        /// A test process, which runs student code.
        case test
    }

    /// The grading slot: the one folder the processes may write, holding their home and temporary folder.
    let slot: URL
    /// Folders hidden from the processes in a sandbox.
    let hidden: [URL]
    let sandbox: Sandbox

    /// A confinement to `slot`, hiding `hidden`, in bubblewrap when it is on `PATH` (unless `sandboxed` is false).
    package init(slot: URL, hiding hidden: [URL], sandboxed: Bool = true) {
        self.slot = slot.standardizedFileURL
        self.hidden = hidden.map(\.standardizedFileURL)
        sandbox = sandboxed ? Self.workingBubblewrap.map(Sandbox.bubblewrap) ?? .none : .none
    }

    /// A build's home inside the slot, kept from build to build.
    var home: URL { slot.appending(path: "home") }

    /// The home of a process started as `role` whose temporary folder is `temporaryFolder`: a test's is inside that
    /// folder, so that it is new for each run.
    func home(of role: Role, temporaryFolder: String) -> String {
        role == .test ? temporaryFolder + "/home" : home.path
    }

    /// The whole environment of a confined process: nothing of the tool's but `PATH` and `LANG`.
    func environment(as role: Role, temporaryFolder: String, adding extra: [String: String]) -> [String: String] {
        let tool = ProcessInfo.processInfo.environment
        var environment = ["PATH": tool["PATH"] ?? "/usr/bin:/bin", "LANG": tool["LANG"] ?? "C.UTF-8",
                           "HOME": home(of: role, temporaryFolder: temporaryFolder), "TMPDIR": temporaryFolder]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// `arguments` as started inside the confinement: in the sandbox when there is one, through a shell that sets the
    /// resource limits of `role` and moves to the slot before it runs the command. In the sandbox a build may write
    /// the slot, and a test only the folders `writable` (its temporary folder and where its results go, each new).
    func command(_ arguments: [String], as role: Role, writable: [URL] = []) -> [String] {
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // dash names the process limit -p, bash and zsh -u.
        let limits = Self.limits(for: role).map { limit in
            limit.option == "u" ? "{ if (ulimit -u 1) 2>/dev/null; then ulimit -u \(limit.value); else ulimit -p \(limit.value); fi || exit 125; }"
                : "ulimit -\(limit.option) \(limit.value) || exit 125"
        }.joined(separator: "; ")
        let shell = ["/bin/sh", "-c", "\(limits); cd \"$0\" || exit 125; exec \"$@\"", slot.path] + arguments
        guard case .bubblewrap(let bwrap) = sandbox else { return shell }
        var sandbox = [bwrap, "--die-with-parent", "--new-session", "--unshare-all", "--cap-drop", "ALL",
                       "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
        let toolchain = Self.toolchainFolder()
        let userHome = ProcessInfo.processInfo.environment["HOME"].map { [$0] } ?? []
        for folder in ["/tmp", "/var/tmp", "/dev/shm", "/home", "/root"] + userHome + hidden.map(\.path)
            where folder != "/" && FileManager.default.fileExists(atPath: folder) {
            sandbox += ["--tmpfs", folder]
            if let toolchain, toolchain.hasPrefix(folder + "/") { sandbox += ["--ro-bind", toolchain, toolchain] }
        }
        let slotBinding = role == .test ? ["--ro-bind", slot.path, slot.path] + writable.flatMap { ["--bind", $0.path, $0.path] }
            : ["--bind", slot.path, slot.path]
        return sandbox + slotBinding + ["--chdir", slot.path, "--"] + shell
    }

    /// What is in force, in one sentence for a teacher.
    package var description: String {
        switch sandbox {
        case .bubblewrap:
            "bubblewrap sandbox (no network, own process and user namespaces, no capabilities, read-only files but the grading slot (for a test, its own new folders alone), "
                + "the workbook, the students' folders, homes and temporary folders hidden), a scrubbed environment and resource limits"
        case .none:
            "no sandbox (bubblewrap not found): a scrubbed environment, the grading slot as home and working folder, and resource limits"
        }
    }

    /// A short name of what is in force, for documents.
    var name: String {
        switch sandbox {
        case .bubblewrap: "bubblewrap"
        case .none: "limits-only"
        }
    }

    /// The limits of each role, as `ulimit` options: CPU seconds, file size (512-byte blocks), open files, processes
    /// and (on Linux) virtual memory in KiB. A test gets few processes: it has no reason to start any.
    private static func limits(for role: Role) -> [(option: String, value: Int)] {
        var limits: [(option: String, value: Int)]
        switch role {
        case .build:
            limits = [("t", 3_600), ("f", 2 * 1_024 * 1_024 * 2), ("n", 4_096)]
        case .test:
            limits = [("t", 600), ("f", 64 * 1_024 * 2), ("n", 256), ("u", runningProcesses() + 64)]
        }
        #if os(Linux)
        limits.append(("v", role == .build ? 16 * 1_024 * 1_024 : 4 * 1_024 * 1_024))
        #endif
        return limits
    }

    /// How many processes run now: the process limit counts every process of the user, not the child's alone.
    private static func runningProcesses() -> Int {
        #if os(Linux)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { Int($0) != nil }.count
        #else
        return 2_000
        #endif
    }

    /// Bubblewrap's path, when it is on `PATH`, this is Linux, and it can make a sandbox here (in a container without
    /// the rights to make namespaces it cannot): found once, by starting `true` in the sandbox.
    /// Whether a student's code runs in a sandbox here, where it cannot write in the teacher's workbook.
    package static var sandboxes: Bool { workingBubblewrap != nil }

    private static let workingBubblewrap: String? = {
        #if os(Linux)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let bwrap = path.split(separator: ":").map({ "\($0)/bwrap" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let pid = try? ChildProcess.start([bwrap, "--die-with-parent", "--unshare-all", "--cap-drop", "ALL", "--ro-bind", "/", "/",
                                                 "--dev", "/dev", "--proc", "/proc", "--", "/bin/true"], standardFiles: { actions in
                  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
              }) else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status == 0 ? bwrap : nil
        #else
        return nil
        #endif
    }()

    /// The folder of the toolchain that runs `swift` (two levels above its real `bin/swift`), to keep it in sight.
    private static func toolchainFolder() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let swift = path.split(separator: ":").map({ "\($0)/swift" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let real = realpath(swift, nil) else { return nil }
        defer { free(real) }
        return URL(filePath: String(cString: real)).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }
}
