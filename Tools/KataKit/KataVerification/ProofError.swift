import KataModel

/// Why a kata's stages could not be proved: the kata's files, as its author wrote them, do not hold together.
enum ProofError: KataFailure {
    /// A mutant's text does not stand exactly once in its file.
    case mutantDoesNotApply(kata: String, stage: Int, mutant: String)
    /// The kata's stages could not be built or run at all, and why.
    case cannotProve(kata: String, String)

    var kind: FailureKind { .input }

    var description: String {
        switch self {
        case .mutantDoesNotApply(let kata, let stage, let mutant):
            "\(kata) stage \(stage): the mutant '\(mutant)' does not apply: its text does not stand exactly once in its file."
        case .cannotProve(let kata, let reason): "\(kata): \(reason)"
        }
    }
}
