import KataModel

/// A grader's word on one stage of a learner's work, given without their progress: whether the stage passes.
///
/// A stage passes when the learner's code passes the workbook's suite of that stage or of a later one (a later
/// suite holds every earlier stage's behaviour), and, when that stage is the highest their code reaches, their
/// tests prove it: the stage proof of that stage, or of the next one when their tests are already at its red. A
/// refactor stage below the one reached passes only when its refactor is in the work.
package struct StageGrade: Sendable {
    /// The stage graded.
    package var stage: Stage
    /// The highest stage, from the graded one on, whose suite the learner's code passes; `nil` when none does.
    package var reached: Int?
    /// The stage the learner's tests proved, when they proved one: `reached`, or the stage after it.
    package var testsProved: Int?
    /// What the grade rests on: the verify of the reached stage when it is the graded one, otherwise the verdict
    /// of the suite of the reached stage (or of the graded stage, when none is reached).
    package var verification: StageVerification
    /// On a refactor stage below the one reached, what the learner's work lacks of its refactor; empty otherwise.
    package var refactorMissing: [String] = []
    /// The proof the learner's tests gave of the stage reached (or of the one after it, when they are at its red):
    /// the stages below the one reached are credited by it too.
    package var proof: StageProof?

    /// Whether the stage passes: the stage reached when the tests prove it, a stage below when they guard its
    /// behaviour and every earlier stage's (see `StageProof.guards(stage:)`), and its refactor, if any, is made.
    package var passed: Bool {
        guard let reached, refactorMissing.isEmpty else { return false }
        guard reached == stage.number else { return reached > stage.number && proof?.guards(stage: stage.number) == true }
        return testsProved != nil
    }

    /// Whether the learner's tests ran past their time limit, against their code or the reference code, and so the
    /// stage does not pass: a verdict of its own, not a proof that failed.
    package var timedOut: Bool {
        !passed && reached != nil && refactorMissing.isEmpty
            && (verification.verdict.colour == .timedOut || proof?.againstReference.colour == .timedOut)
    }

    /// Why the stage does not pass; `nil` when it passes.
    package var shortfall: GradeShortfall? {
        guard !passed else { return nil }
        if !refactorMissing.isEmpty { return .refactorMissing(stage: stage.number, missing: refactorMissing) }
        guard let reached else { return .suiteNotPassed(stage: stage.number, verification.verdict) }
        if reached > stage.number {
            guard let proof, proof.passReference else { return .guardsNothing(reached: reached) }
            if let letThrough = proof.letThrough(against: stage.number) { return .letThrough(reached: reached, letThrough) }
            if !proof.generatedRan { return .generatedMutantsNotRun(reached: reached) }
        }
        return .notProved(reached: reached, verification.notDone, verification.verdict)
    }
}
