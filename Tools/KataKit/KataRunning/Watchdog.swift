import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small shell that outlives the tool for one purpose: to end the processes the tool leaves behind.
///
/// The tool tells it `+GROUP` when it starts a process group and `-GROUP` once the group has ended, over a socket
/// whose other end is the shell's standard input. However the tool ends, even by `kill -9`, its end of the socket
/// closes; the shell then kills every group still listed, and on Linux every process whose environment holds the
/// tool's mark (a child that left its group), and exits. It ignores the terminal's signals (Ctrl-C, a closed
/// terminal) and `kill`'s default, which the tool handles itself.
struct Watchdog: Sendable {
    /// The tool's end of the socket; `nil` when the watchdog could not be started (the tool then works without it).
    private let socket: Int32?
    /// The environment variable, and its value, that every test run the tool starts carries, and its children with it.
    let mark: (variable: String, value: String)

    /// The one watchdog of this process, started on first use.
    static let shared = Watchdog()

    private init() {
        mark = ("KATA_TOOL_MARK", "kata-\(getpid())-\(UInt64.random(in: 1 << 60 ..< 1 << 61))")
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            socket = nil
            return
        }
        #else
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else {
            socket = nil
            return
        }
        var on: Int32 = 1
        setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #endif
        defer { close(ends[1]) }
        socket = Self.spawnShell(reading: ends[1], mark: "\(mark.variable)=\(mark.value)") ? ends[0] : nil
        if socket == nil { close(ends[0]) }
    }

    /// Adds `group` to the groups to end if the tool dies.
    func started(_ group: pid_t) { tell("+\(group)\n") }

    /// Takes `group` off the list: it has ended.
    func ended(_ group: pid_t) { tell("-\(group)\n") }

    private func tell(_ line: String) {
        guard let socket else { return }
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        _ = line.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, flags) }
    }

    /// The shell's program: keep a list of live groups from standard input; at its end, kill what is listed, then
    /// what carries the mark given as `$1` (found by one `grep` of every process's environment, not one a process),
    /// and again a second later while any is found: a child a killed test process was starting may show its
    /// environment only once it has started.
    private static let script = """
        trap '' INT HUP TERM PIPE
        live=' '
        while IFS= read -r line; do
            group=${line#?}
            case $line in
                +*) live="$live$group " ;;
                -*) case $live in *" $group "*) live="${live%% $group *} ${live#* $group }" ;; esac ;;
            esac
        done
        for group in $live; do kill -s KILL -- "-$group" 2>/dev/null; done
        for pass in 1 2 3; do
            found=$(grep -lsaF -e "$1" /proc/[0-9]*/environ)
            [ -n "$found" ] || break
            for environ in $found; do
                pid=${environ#/proc/}
                kill -s KILL "${pid%/environ}" 2>/dev/null
            done
            sleep 1
        done
        """

    /// Starts the shell, `mark` (`VARIABLE=value`) as its `$1`.
    private static func spawnShell(reading input: Int32, mark: String) -> Bool {
        let shell = try? ChildProcess.start(["/bin/sh", "-c", script, "kata-watchdog", mark]) { actions in
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        return shell != nil
    }
}
