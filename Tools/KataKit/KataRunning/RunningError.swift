import KataModel

/// Why a program the tool runs could not be started, or failed: the machine's fault, not the user's input.
enum RunningError: KataFailure {
    /// The program could not be started at all: the command and the system's reason.
    case cannotStart(String, String)
    /// A git command failed: one line with what git said.
    case gitFailed(String)

    var kind: FailureKind { .environment }

    var description: String {
        switch self {
        case .cannotStart(let command, let reason): "Cannot start \(command): \(reason)."
        case .gitFailed(let message): message
        }
    }
}
