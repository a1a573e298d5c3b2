import Foundation
import KataModel
import KataToolOutput
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process left behind.
package struct ProcessOutcome: Sendable {
    /// How it ended.
    package let termination: Termination
    /// Its standard output and standard error, interleaved as written.
    package let output: String
    /// How long it ran.
    let duration: Duration
}

/// Runs a command in its own process group, its output in a file, under an optional time limit.
public struct ProcessRunner: Sendable {
    /// How the processes are held in when they may run student code; `nil` for the learner's own work.
    let confinement: Confinement?

    package init(confinement: Confinement? = nil) {
        self.confinement = confinement
    }

    /// The process groups started and not yet ended, so that an interrupted tool can stop them.
    private static let running = Mutex<Set<pid_t>>([])

    /// Stops every process group still running, then every process that left one: for the tool's own Ctrl-C, since
    /// its children have groups of their own and the terminal's interrupt does not reach them.
    public static func stopEverything() {
        for group in running.withLock({ $0 }) {
            kill(-group, SIGINT)
            kill(-group, SIGKILL)
        }
        let tool = Watchdog.shared.mark
        endProcesses(marked: ["\(tool.variable)=\(tool.value)"])
    }

    /// Runs `arguments` (the first is looked up on `PATH`) and waits for it to end.
    ///
    /// The working directory is left alone (it is shared by every thread), so commands take paths as arguments.
    /// The process's TMPDIR is `temporaryFolder`, emptied before and after it runs: SwiftPM leaves folders behind
    /// there on Linux, and a tool killed by `kill -9` cannot clean the system's temporary folder. Give the same
    /// folder from run to run: SwiftPM compiles a package's manifest again whenever its environment changes.
    /// With `endingEscapes`, what the process starts and moves out of its group is ended with it too (on Linux): a
    /// test process, which runs code under test. Under a confinement, the environment is `environment` alone (with
    /// the confinement's own variables) and the process runs with the limits of a test or a build; a test may write
    /// its temporary folder and the folders `writable` alone, and sees of the slot only those and `readable`, behind
    /// a boundary; as root, it runs as a grading user of its own, whose every process ends with the run. Past its
    /// `timeout`, an `interruptible` run is interrupted and given a moment to end before it is killed. Without
    /// `errorsToo`, what it prints on standard error is dropped; with `keepingTemporaryFiles`, the temporary folder is
    /// neither emptied before nor after (the toolchain's plan names files it leaves there).
    package func run(
        _ arguments: [String],
        environment overrides: [String: String] = [:],
        outputFile: URL,
        timeout: Duration? = nil,
        temporaryFolder: URL,
        endingEscapes: Bool = false,
        readable: [URL] = [],
        writable: [URL] = [],
        input: String? = nil,
        interruptible: Bool = true,
        errorsToo: Bool = true,
        keepingTemporaryFiles: Bool = false
    ) throws -> ProcessOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        // xcrun's cache of where a Mac's developer tools are, which takes seconds to make again, is kept: but not from a
        // test under grading, whose student code could have written it.
        let kept = confinement == nil || !endingEscapes ? [Self.xcrunCache] : []
        let temporary = keepingTemporaryFiles ? temporaryFolder.path : try Self.emptyFolder(temporaryFolder, keeping: kept)
        defer { if !keepingTemporaryFiles { _ = try? Self.emptyFolder(temporaryFolder, keeping: kept) } }
        var environment = overrides
        environment["TMPDIR"] = temporary
        // Marks that every descendant inherits, to find those that leave the process group. Not for a build:
        // SwiftPM compiles the manifest again when the environment changes, and a build leaves nothing behind.
        let tool = Watchdog.shared.mark
        let marks = endingEscapes ? [tool.variable: tool.value, "KATA_RUN_MARK": "\(Self.runCount.add(1, ordering: .relaxed).newValue)"] : [:]
        environment.merge(marks) { _, mark in mark }
        let role: Confinement.Role = endingEscapes ? .test : .build
        if let confinement {
            try FileManager.default.createDirectory(atPath: confinement.home(of: role, temporaryFolder: temporary), withIntermediateDirectories: true)
            environment = confinement.environment(as: role, temporaryFolder: temporary, adding: environment)
        }
        let ownFolders = [URL(filePath: temporary)] + writable
        let user = role == .test ? try confinement?.userForTestRun(readable: readable, writable: ownFolders + [
            URL(filePath: confinement?.home(of: role, temporaryFolder: temporary) ?? temporary),
        ]) : nil
        defer { if let user { confinement?.endRun(of: user) } }
        let command = confinement?.command(arguments, as: role, readable: readable, writable: ownFolders, user: user) ?? arguments
        let pid = try spawn(command, environment: environment, inheriting: confinement == nil, outputFile: outputFile, errorsToo: errorsToo, input: input)
        Self.started(pid)
        defer { Self.ended(pid) }
        // A limit past a day means the same as a day, and cannot overflow the deadline.
        let deadline = timeout.map { start + min($0, .seconds(Defaults.longestLimitSeconds)) }
        var termination = wait(for: pid, until: deadline)
        if termination == nil {
            stopGroup(of: pid, interrupting: interruptible)
            termination = .timedOut
        } else {
            // Whatever the process started and left behind in its group ends with it.
            kill(-pid, SIGKILL)
        }
        Self.waitForTheEnd(ofGroup: pid)
        if !marks.isEmpty { Self.endProcesses(marked: marks.map { "\($0.key)=\($0.value)" }) }
        let output = (try? String(contentsOf: outputFile, encoding: .utf8))
            ?? String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self)
        return ProcessOutcome(termination: termination ?? .timedOut, output: output, duration: clock.now - start)
    }

    /// Counts the process group `group`, just started, among those `stopEverything` and the watchdog end.
    private static func started(_ group: pid_t) {
        _ = running.withLock { $0.insert(group) }
        Watchdog.shared.started(group)
    }

    /// Stops counting the process group `group`, which has ended.
    private static func ended(_ group: pid_t) {
        _ = running.withLock { $0.remove(group) }
        Watchdog.shared.ended(group)
    }

    /// Runs `arguments` (the first looked up on `PATH`) to its end with nothing to read and nothing of what it prints
    /// kept, counted among the groups `stopEverything` stops meanwhile: a probe, or a sweep behind a grading user.
    /// Without `inheritingEnvironment`, the environment is empty. Whether it started and exited 0.
    package static func succeedsQuietly(_ arguments: [String], inheritingEnvironment: Bool = true) -> Bool {
        guard let pid = try? ChildProcess.start(arguments, inheritingEnvironment: inheritingEnvironment, standardFiles: { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }) else { return false }
        started(pid)
        defer { ended(pid) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return termination(fromWaitStatus: status) == .exited(0)
    }

    /// The runs started so far, numbering each run's mark.
    private static let runCount = Atomic<Int>(0)

    /// Ends every process whose environment holds all of `entries`: what a run started and moved out of its
    /// process group (Foundation's `Process` does, and SwiftPM for the test process `swift test` starts), as far as
    /// the system shows the environments (see `ProcessEnvironments`).
    private static func endProcesses(marked entries: [String]) {
        // Each entry as it stands in an environment's bytes, between two zeros (the bytes read get one in front).
        let wanted = entries.map { [0] + Array($0.utf8) + [0] }
        for pid in ProcessEnvironments.processIDs() {
            guard let environment = ProcessEnvironments.environment(of: pid) else { continue }
            let variables = [0] + environment
            if wanted.allSatisfy({ Self.holds(variables, $0) }) { kill(pid, SIGKILL) }
        }
    }

    /// Whether `entry` (a variable between two zeros) stands in `variables` (an environment's bytes after a zero): it
    /// can begin only at a zero, found by `memchr`, then compared whole by `memcmp`.
    private static func holds(_ variables: [UInt8], _ entry: [UInt8]) -> Bool {
        variables.withUnsafeBytes { haystack in
            entry.withUnsafeBytes { needle in
                guard let start = haystack.baseAddress, let wanted = needle.baseAddress else { return false }
                var offset = 0
                while offset + needle.count <= haystack.count, let zero = memchr(start + offset, 0, haystack.count - offset) {
                    let at = start.distance(to: UnsafeRawPointer(zero))
                    if at + needle.count <= haystack.count, memcmp(start + at, wanted, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    /// The file in `TMPDIR` where xcrun (the `swift` of a Mac's `/usr/bin`) keeps where the developer tools are.
    static let xcrunCache = "xcrun_db"

    /// `folder`, created if missing and emptied but for the files named in `kept`; its path.
    static func emptyFolder(_ folder: URL, keeping kept: [String] = []) throws -> String {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where !kept.contains(name) {
            try? fileManager.removeItem(at: folder.appending(path: name))
        }
        return folder.path
    }

    private func spawn(_ arguments: [String], environment overrides: [String: String], inheriting: Bool, outputFile: URL, errorsToo: Bool,
                       input: String?) throws -> pid_t {
        // The input is written whole before the process starts: a pipe holds far more than the few bytes given.
        var pipeEnds: [Int32] = [-1, -1]
        if let input {
            guard pipe(&pipeEnds) == 0 else { throw RunningError.cannotStart(arguments[0], .noPipe) }
            // No other process started meanwhile may hold an end: the reader would wait for good.
            pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            _ = input.utf8CString.withUnsafeBufferPointer { write(pipeEnds[1], $0.baseAddress, $0.count - 1) }
            close(pipeEnds[1])
        }
        defer { if input != nil { close(pipeEnds[0]) } }
        return try ChildProcess.start(arguments, environment: overrides, inheritingEnvironment: inheriting) { actions in
            if input != nil {
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            // The tool's alone: a later run behind a separate user cannot read what an earlier one printed.
            posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            if errorsToo {
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
        }
    }

    /// Waits for `pid` to end; `nil` when the deadline passes first.
    private func wait(for pid: pid_t, until deadline: ContinuousClock.Instant?) -> Termination? {
        let ending = Self.endSignal(of: pid)
        defer { if ending >= 0 { close(ending) } }
        var pause: UInt32 = 1_000
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.termination(fromWaitStatus: status) }
            if result < 0 && errno != EINTR { return .exited(-1) }
            let left = deadline.map { ContinuousClock.now.duration(to: $0) }
            if let left, left <= .zero { return nil }
            if ending >= 0 {
                // Asleep until the process ends or the deadline comes, rather than waking every few milliseconds:
                // with a few dozen compiles and runs at once, the wake-ups alone cost seconds of processor time.
                var watched = pollfd(fd: ending, events: Int16(POLLIN), revents: 0)
                let milliseconds = left.map { Int32(clamping: $0.components.seconds * 1_000 + $0.components.attoseconds / 1_000_000_000_000_000 + 1) } ?? -1
                _ = poll(&watched, 1, milliseconds)
            } else {
                usleep(pause)
                // Most test runs take tens of milliseconds: a short pause finds their end soon after it.
                pause = min(pause * 2, 4_000)
            }
        }
    }

    #if os(Linux)
    /// glibc's `pidfd_open` (2.36 on), which the Glibc module does not show.
    private typealias PidFDOpen = @convention(c) (pid_t, UInt32) -> Int32
    private static let pidFDOpen: PidFDOpen? = dlsym(nil, "pidfd_open").map { unsafeBitCast($0, to: PidFDOpen.self) }
    #endif

    /// A file that becomes readable when the child `pid` ends (a pidfd, on Linux 5.3 and glibc 2.36 on), or -1 where
    /// there is none: the wait then polls.
    private static func endSignal(of pid: pid_t) -> Int32 {
        #if os(Linux)
        guard let descriptor = pidFDOpen?(pid, 0), descriptor >= 0 else { return -1 }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
        #else
        return -1
        #endif
    }

    /// How long an interrupted process group's leader is given to end before the group is killed.
    static let interruptGrace: Duration = .seconds(3)

    /// Interrupts the process group when `interrupting` (SwiftPM stops the test process it started, which has a group
    /// of its own) and gives its leader `interruptGrace` to end, then kills whatever is left in the group: a shell's
    /// background children ignore the interrupt.
    private func stopGroup(of pid: pid_t, interrupting: Bool) {
        var leaderEnded = false
        if interrupting {
            kill(-pid, SIGINT)
            leaderEnded = wait(for: pid, until: ContinuousClock.now + Self.interruptGrace) != nil
        }
        kill(-pid, SIGKILL)
        if !leaderEnded {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// How often, and how long apart, a killed group is looked for until it is gone: a second at most.
    private static let groupEndChecks = (count: 200, microsecondsApart: UInt32(5_000))

    /// Waits, a second at most, until no process of the group `group` is left: a killed process is gone only once
    /// the kernel has ended it, which on a busy machine took long enough for `ps` to see it still running.
    private static func waitForTheEnd(ofGroup group: pid_t) {
        for _ in 0..<groupEndChecks.count where kill(-group, 0) == 0 {
            usleep(groupEndChecks.microsecondsApart)
        }
    }

    static func termination(fromWaitStatus status: Int32) -> Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
