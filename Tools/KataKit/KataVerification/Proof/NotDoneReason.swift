import KataToolOutput

/// Why a verify did not complete its stage, decided once: the verify's text, its JSON, a grade and the run history's log
/// each say it in their own words (KataRendering), and the history keeps it as this value.
package enum NotDoneReason: Sendable, Equatable, Codable {
    /// The verify is not green: of this colour.
    case notGreen(VerdictColour)
    /// Green, and the learner's tests were not proved.
    case testsNotProved
    /// The learner's tests do not pass against the reference code: its colour.
    case testsFailAgainstReference(VerdictColour)
    /// The learner's tests let mutants of the stage through: how many of how many were caught, and what the first one
    /// let through gets wrong, in the manifest's words.
    case mutantsLetThrough(caught: Int, of: Int, firstWrong: String)
    /// The learner's tests pass against the code of the stage before.
    case passesTheStageBefore
    /// The learner's tests do not pass against the generated mutants' build with none switched on: its colour, if it ran.
    case generatedMutantsNotRun(VerdictColour?)
    /// A generated mutant of the stage's behaviour, or of an earlier stage's, that the learner's tests let through.
    case behaviourUnguarded(StageProof.GuardOutcome)
    /// The stage's refactor is not made: the first thing the work lacks of it, if the check named one.
    case refactorNotMade(firstMissing: String?)

    /// Whether it is the one reason a refactor stage's first green always has, the bar seen green before the change.
    package var isRefactorNotMade: Bool {
        if case .refactorNotMade = self { true } else { false }
    }
}

extension StageVerification {
    /// Why the stage is not done; `nil` when it is. The first reason found, in this order: the verdict, the proof
    /// (against the reference, the stage's mutants, the stage before, the generated mutants' control run, then each
    /// stage's behaviour), then the refactor.
    package var notDone: NotDoneReason? {
        guard !stageDone else { return nil }
        guard verdict.colour == .green else { return .notGreen(verdict.colour) }
        guard let proof else { return .testsNotProved }
        if !proof.passReference { return .testsFailAgainstReference(proof.againstReference.colour) }
        if let first = proof.uncaught.first {
            return .mutantsLetThrough(caught: proof.mutants.count - proof.uncaught.count, of: proof.mutants.count, firstWrong: first.wrong)
        }
        if !proof.catchPreviousStage { return .passesTheStageBefore }
        if !proof.generatedRan { return .generatedMutantsNotRun(proof.againstGenerated) }
        if let unguarded = proof.unguarded(upTo: stage.number).first { return .behaviourUnguarded(unguarded) }
        return .refactorNotMade(firstMissing: refactor?.missing.first)
    }
}
