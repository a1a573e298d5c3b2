import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `kata` programs and scripts the self-check starts with Foundation's `Process`, which gives each a process group
/// of its own that Ctrl-C on the test run does not reach: stopped with the tool's own groups (see `offThePool`).
enum StartedProcesses {
    /// The process groups started and not yet ended.
    private static let groups = Mutex<Set<pid_t>>([])

    /// Counts `process`'s group among those to stop, until `ended` is called.
    static func started(_ process: Process) {
        _ = groups.withLock { $0.insert(process.processIdentifier) }
    }

    /// Stops counting `process`'s group, which has ended.
    static func ended(_ process: Process) {
        _ = groups.withLock { $0.remove(process.processIdentifier) }
    }

    /// Kills every group still counted.
    static func stopAll() {
        for group in groups.withLock({ $0 }) { kill(-group, SIGKILL) }
    }
}
