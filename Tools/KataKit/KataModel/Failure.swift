/// Whose fault it is that a command could not be carried out: the tool's exit status says it.
public enum FailureKind: Sendable {
    /// The command line, or a kata, stage, file or folder it names: exit status 2.
    case input
    /// The machine or a program the tool runs (swift, git, the file system): exit status 3.
    case environment
}

/// An error of the tool, said in one sentence that says what to do, with whose fault it is.
///
/// Each layer of the tool has its own; the command line maps its kind to the exit status.
public protocol KataFailure: Error, CustomStringConvertible {
    /// Whether the user's input or the environment failed.
    var kind: FailureKind { get }
}
