import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting a child process with `posix_spawn`, for the test runs and the watchdog alike.
enum ChildProcess {
    #if canImport(Darwin)
    typealias FileActions = posix_spawn_file_actions_t?
    #else
    typealias FileActions = posix_spawn_file_actions_t
    #endif

    /// Starts `arguments` (the first looked up on `PATH`) with the tool's environment and `overrides`, in a session of
    /// its own (a process group of its own too, to stop it and its children together) with no controlling terminal,
    /// so that neither the terminal's signals nor `/dev/tty` reach it or come from it, with signals unblocked and at
    /// their defaults whatever the tool had set; `standardFiles` opens its files 0, 1 and 2.
    /// Without `inheritingEnvironment`, `overrides` is the whole environment.
    static func start(_ arguments: [String], environment overrides: [String: String] = [:], inheritingEnvironment: Bool = true,
                      standardFiles: (inout FileActions) -> Void) throws -> pid_t {
        var environment = inheritingEnvironment ? ProcessInfo.processInfo.environment : [:]
        environment.merge(overrides) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        #if canImport(Darwin)
        var actions: FileActions = nil
        var attributes: posix_spawnattr_t?
        #else
        var actions = FileActions()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        standardFiles(&actions)
        closeInheritedFiles(&actions)
        #if canImport(Darwin)
        // Darwin's way of `closeInheritedFiles`: only the files the actions open reach the child.
        let closing = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        let closing: Int16 = 0
        #endif
        // A new session is a new process group whose number is the child's: `kill(-pid, ...)` stops them all.
        posix_spawnattr_setflags(&attributes, Int16(newSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | closing)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)

        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw RunningError.cannotStart(arguments[0], .refused(String(cString: strerror(status))))
        }
        return pid
    }

    #if os(Linux)
    /// glibc's `POSIX_SPAWN_SETSID` (2.26 on), which the Glibc module does not show: a GNU extension.
    private static let newSession: Int32 = 0x80
    #else
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
    #endif

    #if os(Linux)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), which the Glibc module does not show.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
    #endif

    /// Closes in the child every file above the standard three, whatever the tool has open: a child that kept the
    /// write end of a pipe another thread reads, or the socket by which Foundation's `Process` learns that its child
    /// ended, would keep that thread waiting as long as it lives, and the watchdog lives as long as the tool.
    private static func closeInheritedFiles(_ actions: inout FileActions) {
        #if os(Linux)
        _ = closeFrom?(&actions, 3)
        #endif
    }
}
