import KataModel
import KataToolOutput

/// Why a kata's stages could not be proved: the kata's files, as its author wrote them, do not hold together.
enum ProofError: KataFailure {
    /// A mutant's text does not stand exactly once in its file.
    case mutantDoesNotApply(kata: String, stage: Int, mutant: String)
    /// The package of the kata's stages did not build at all: its verdict.
    case stagesNotBuilt(kata: String, Verdict)

    var kind: FailureKind { .input }

    var description: String {
        switch self {
        case .mutantDoesNotApply(let kata, let stage, let mutant):
            "\(kata) stage \(stage): the mutant '\(mutant)' does not apply: its text does not stand exactly once in its file."
        case .stagesNotBuilt(let kata, let verdict): "\(kata): the package of every stage did not build: \(Self.firstError(of: verdict))"
        }
    }

    /// What stopped the build of the workbook's own code: its time limit, the compiler's first error, or a problem of
    /// the build's (no refusal of a learner's work reaches it), else the verdict's colour by name.
    private static func firstError(of verdict: Verdict) -> String {
        if let hang = verdict.hang { return "the build ran past \(hang.limit.components.seconds) s" }
        return verdict.diagnostics.first.map { "\($0.location.description): \($0.message)" } ?? verdict.looseErrors.first ?? "its verdict is \(verdict.colour.rawValue)"
    }
}
