import Foundation
import KataModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the builds and test processes of a grading run are held in: student code is untrusted.
///
/// Every process gets a scrubbed environment (`PATH`, `LANG`, a `HOME` and `TMPDIR` of its own, and nothing else) and
/// resource limits set by a shell in the child before the command runs, behind the strongest `Boundary` the machine
/// offers. Behind one, a build sees the slot and writes only there; a test process sees none of the slot but its
/// executable and its tests' folder (read-only) and its own new temporary and results folders, so no run can read
/// an object, a kept result or a trace of another, and, as root, it runs as a grading user of its own.
package struct Confinement: Sendable {
    /// What a process is started for, which sets its resource limits and what it sees.
    enum Role: Sendable {
        /// A build or a type-check: the compiler, trusted, with generous limits.
        case build
        /// A test process, which runs student code.
        case test
    }

    /// The grading slot: the one folder a build may write.
    package let slot: URL
    /// Folders hidden from the processes behind a boundary, besides the homes and the temporary folders.
    let hidden: [URL]
    package let boundary: Boundary
    /// The slot's share of the processor, a control group every process of the grading joins (see `CPUShares`), where
    /// groups can be had.
    let cpuShare: String?

    /// A confinement to `slot`, hiding `hidden`, behind `boundary`.
    package init(slot: URL, hiding hidden: [URL], boundary: Boundary = .strongestHere) {
        self.slot = slot.standardizedFileURL
        self.hidden = hidden.map(\.standardizedFileURL)
        self.boundary = boundary
        cpuShare = CPUShares.group(of: self.slot)
    }

    /// Whether gradings side by side each have a share of the processor here (see `CPUShares`): a time-out then is
    /// the student's own.
    package static var sharesTheProcessor: Bool { CPUShares.groups != nil }

    /// A build's home inside the slot, kept from build to build.
    var home: URL { slot.appending(path: "home") }

    /// The home of a process started as `role` whose temporary folder is `temporaryFolder`: a test's is inside that
    /// folder, so that it is new for each run.
    func home(of role: Role, temporaryFolder: String) -> String {
        role == .test ? temporaryFolder + "/home" : home.path
    }

    /// The whole environment of a confined process: nothing of the tool's but `PATH` and `LANG`, and for a build what
    /// chooses the toolchain: its own folder first on `PATH` (swiftly's proxy reads files in the teacher's home, which
    /// a build's `HOME` is not), and a Mac's `DEVELOPER_DIR`, `TOOLCHAINS` and `SDKROOT`.
    func environment(as role: Role, temporaryFolder: String, adding extra: [String: String],
                     tool: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = ["PATH": tool["PATH"] ?? "/usr/bin:/bin", "LANG": tool["LANG"] ?? "C.UTF-8",
                           "HOME": home(of: role, temporaryFolder: temporaryFolder), "TMPDIR": temporaryFolder]
        if role == .build, let toolchain = ProgramPaths.toolchainBin { environment["PATH"] = toolchain.path + ":" + (environment["PATH"] ?? "") }
        // A test run on SwiftPM's path is `swift test`, which finds the same toolchain by them.
        for name in Self.toolchainVariables { environment[name] = tool[name] }
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// The variables that choose a Mac's Xcode, toolchain and SDK, which a build and a test run keep.
    static let toolchainVariables = ["DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"]

    /// `arguments` as started inside the confinement, with the resource limits of `role`. A build sees the slot and
    /// may write it; a test sees of the slot only `readable` and `writable` (its temporary folder first, where it
    /// starts), and runs as `user` when there is one.
    func command(_ arguments: [String], as role: Role, readable: [URL] = [], writable: [URL] = [], user: uid_t? = nil) -> [String] {
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Behind a separate user, what a build writes is the tool's alone.
        let mask = role == .build && boundary.switchesUser ? ["umask 077"] : []
        let limits = (mask + Self.limitCommands(Self.limits(for: role, ownUser: user != nil))).joined(separator: "; ")
        var hiddenFolders = ["/tmp", "/var/tmp", "/home", "/root"] + (ProcessInfo.processInfo.environment["HOME"].map { [$0] } ?? [])
            + hidden.map(\.path)
        var binds = Self.toolchainFolder().map { toolchain in
            hiddenFolders.contains { toolchain.hasPrefix($0 + "/") } ? [SandboxView.Bind(path: toolchain, writable: false)] : []
        } ?? []
        let workingFolder: String
        switch role {
        case .build:
            binds.append(.init(path: slot.path, writable: true))
            workingFolder = slot.path
        case .test:
            // `/sys` shows the machine's devices and control groups: a test needs none of them.
            hiddenFolders += [slot.path, "/sys"]
            // Its temporary folder (its home inside) is a space of its own, bounded: not the teacher's disk.
            binds += readable.map { .init(path: $0.path, writable: false) }
                + writable.enumerated().map { .init(path: $0.element.path, writable: true, ownSpace: $0.offset == 0) }
            workingFolder = writable.first?.path ?? slot.path
        }
        let view = SandboxView(hidden: hiddenFolders.filter { $0 != "/" && FileManager.default.fileExists(atPath: $0) }, binds: binds,
                               workingFolder: workingFolder)
        let wrapped = boundary.wrapping(arguments, in: view, user: role == .test ? user : nil, limits: limits)
        return cpuShare.map { CPUShares.started(wrapped, in: $0) } ?? wrapped
    }

    /// Where `slots` holds the grading slots of a confinement that switches users: makes it and the folder above it
    /// searchable by the grading users (nothing in them listable), and says which folder above those they still
    /// cannot search (a home of mode 0700), if any.
    package static func unreachableByGradingUsers(_ slots: URL) -> String? {
        for folder in [slots.deletingLastPathComponent(), slots] {
            var info = stat()
            if stat(folder.path, &info) == 0 { _ = chmod(folder.path, (info.st_mode & 0o7777) | S_IXOTH) }
        }
        return GradingUsers.unreachableFolder(above: slots.deletingLastPathComponent())
    }

    /// The shell's commands that set `limits`, each ending the shell with status 125 if it cannot. The process limit
    /// is at most the hard one (a Mac's is about 1,300 for a user, or 2,666), and dash names it -p, bash and zsh -u.
    static func limitCommands(_ limits: [(option: String, value: Int)]) -> [String] {
        limits.map { limit in
            guard limit.option == "u" else { return "ulimit -\(limit.option) \(limit.value) || exit 125" }
            return "{ if (ulimit -u 1) 2>/dev/null; then o=-u; else o=-p; fi; n=\(limit.value); h=$(ulimit -H $o); "
                + "if [ \"$h\" != unlimited ] && [ \"$h\" -lt \"$n\" ]; then n=$h; fi; ulimit $o \"$n\" || exit 125; }"
        }
    }

    /// What a process of a role may use, as `ulimit` sets it.
    struct ResourceLimits: Sendable {
        /// Processor time, in seconds.
        var cpuSeconds: Int
        /// The largest file it may write, in bytes.
        var fileBytes: Int
        /// Files open at once.
        var openFiles: Int
        /// Processes besides those already running (or of its own user, as a grading user of its own).
        var processes: Int?
        /// Virtual memory, in bytes (set on Linux alone: a Mac's `ulimit -v` refuses).
        var memoryBytes: Int
    }

    /// A build's or a type-check's: the compiler, trusted, with generous limits.
    static let buildLimits = ResourceLimits(cpuSeconds: 3_600, fileBytes: 2 << 30, openFiles: 4_096, memoryBytes: 16 << 30)
    /// A test process's, which runs student code: few processes, since it has no reason to start any.
    static let testLimits = ResourceLimits(cpuSeconds: 600, fileBytes: 64 << 20, openFiles: 256, processes: 64, memoryBytes: 4 << 30)

    /// The limits of each role, as `ulimit` options: CPU seconds, file size (512-byte blocks), open files, processes
    /// and (on Linux) virtual memory in KiB. A grading user of its own counts only its own processes; any other user
    /// counts every process of theirs, so the running ones are added.
    private static func limits(for role: Role, ownUser: Bool) -> [(option: String, value: Int)] {
        let limits = role == .build ? buildLimits : testLimits
        var options = [("t", limits.cpuSeconds), ("f", limits.fileBytes / 512), ("n", limits.openFiles)]
        if let processes = limits.processes { options.append(("u", ownUser ? processes : runningProcesses() + processes)) }
        #if os(Linux)
        options.append(("v", limits.memoryBytes / 1_024))
        #endif
        return options
    }

    /// How many processes run now (those of every user, as the tool sees them): the process limit counts every
    /// process of the user, not the child's alone.
    private static func runningProcesses() -> Int {
        ProcessEnvironments.processIDs().count + 1
    }

    /// The folder of the toolchain that runs `swift` (two levels above its `bin`), to keep it in sight.
    private static func toolchainFolder() -> String? {
        ProgramPaths.toolchainBin?.deletingLastPathComponent().deletingLastPathComponent().path
    }
}
