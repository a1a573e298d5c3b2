/// How a child process ended.
package enum Termination: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a trap, an abort).
    case signalled(Int32)
    /// It ran past its time limit and its process group was killed.
    case timedOut
}
