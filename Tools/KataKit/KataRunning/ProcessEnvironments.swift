import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes of the machine and their environments, as far as the system shows them to the tool: to find the
/// processes a run started that left its process group, by a mark each inherits in its environment.
enum ProcessEnvironments {
    /// Every process the tool can see, the tool itself left out.
    static func processIDs() -> [pid_t] {
        allProcessIDs().filter { $0 > 0 && $0 != getpid() }
    }

    /// The environment of `pid` as its bytes (`NAME=value` entries, each ended by a zero); `nil` when it cannot be read.
    static func environment(of pid: pid_t) -> [UInt8]? {
        #if os(Linux)
        return FileManager.default.contents(atPath: "/proc/\(pid)/environ").map(Array.init)
        #elseif os(macOS)
        return processArguments(of: pid).flatMap(environment(fromProcessArguments:))
        #else
        return nil
        #endif
    }

    /// The environment within what macOS's `KERN_PROCARGS2` gives of a process: the argument count (a 32-bit
    /// integer), the executable's path, zeros, the arguments, then the environment up to an empty entry. The
    /// arguments are left out: the watchdog's hold the mark it looks for.
    static func environment(fromProcessArguments buffer: [UInt8]) -> [UInt8]? {
        guard buffer.count >= 4 else { return nil }
        let count = buffer.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        var index = 4
        while index < buffer.count, buffer[index] != 0 { index += 1 }
        while index < buffer.count, buffer[index] == 0 { index += 1 }
        for _ in 0..<count {
            while index < buffer.count, buffer[index] != 0 { index += 1 }
            index += 1
        }
        guard index <= buffer.count else { return nil }
        var end = index
        while end < buffer.count, buffer[end] != 0 {
            while end < buffer.count, buffer[end] != 0 { end += 1 }
            end += 1
        }
        return Array(buffer[index..<min(end, buffer.count)])
    }

    #if os(Linux)
    private static func allProcessIDs() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }
    #elseif os(macOS)
    private static func allProcessIDs() -> [pid_t] {
        var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
        var size = 0
        guard sysctl(&name, 4, nil, &size, nil, 0) == 0, size > 0 else { return [] }
        var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride + 16)
        size = processes.count * MemoryLayout<kinfo_proc>.stride
        guard sysctl(&name, 4, &processes, &size, nil, 0) == 0 else { return [] }
        return processes.prefix(size / MemoryLayout<kinfo_proc>.stride).map(\.kp_proc.p_pid)
    }

    /// What `KERN_PROCARGS2` gives of `pid`: readable for the tool's own user's processes, and for every one as root.
    private static func processArguments(of pid: pid_t) -> [UInt8]? {
        var name: [Int32] = [CTL_KERN, KERN_PROCARGS2, pid]
        var size = 0
        guard sysctl(&name, 3, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        guard sysctl(&name, 3, &buffer, &size, nil, 0) == 0 else { return nil }
        return Array(buffer.prefix(size))
    }
    #else
    private static func allProcessIDs() -> [pid_t] { [] }
    #endif
}
