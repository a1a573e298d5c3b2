import KataToolOutput

/// Why a graded stage does not pass, decided once by `StageGrade`; KataRendering says it in a sentence.
package enum GradeShortfall: Sendable, Equatable, Codable {
    /// The code passes the suite of a later stage, and this refactor stage's change is not in the work: what it lacks.
    case refactorMissing(stage: Int, missing: [String])
    /// The code passes neither this stage's suite nor a later one's: the verdict of this stage's.
    case suiteNotPassed(stage: Int, Verdict)
    /// The code passes the suite of `reached`, a later stage, and the tests do not pass against its reference code.
    case guardsNothing(reached: Int)
    /// The code passes the suite of `reached`, a later stage, and the tests let a mutant of this stage's behaviour through.
    case letThrough(reached: Int, StageProof.GuardOutcome)
    /// The code passes the suite of `reached`, a later stage, and the tests do not run against the generated mutants.
    case generatedMutantsNotRun(reached: Int)
    /// The code passes the suite of `reached` (this stage or a later one), and the tests do not prove it: why, with the
    /// verdict of that stage's verify.
    case notProved(reached: Int, NotDoneReason?, Verdict)
}

/// What a stage's grade rests on, decided by the grader and the report; KataRendering says it in words (a grade's
/// documents, a report's cell).
package indirect enum StageNote: Sendable, Equatable, Codable {
    /// A stage after the first one not passed.
    case notReached
    /// The first stage not passed: the verdict of its suite against the code.
    case suiteFails(Verdict)
    /// A stage below the one reached, which passes on the later suite (`reached`'s) and the tests' guard.
    case passesOnTheSuiteOf(reached: Int)
    /// The stage reached, which passes: the code passes its suite and the tests prove it.
    case passes
    /// A refactor stage whose change is not in the work: what it lacks.
    case refactorNotMade([String])
    /// The tests ran past their time limit: why the stage does not pass.
    case timedOut(GradeShortfall)
    /// The code passes, and the tests do not prove the stage: why.
    case unproved(GradeShortfall)
    /// The stage after the last one passed, whose suite does not compile against the code yet: that verdict.
    case notStarted(Verdict)
    /// A stage below the one the run history says the student works on, where the code compiles nowhere.
    case codeDoesNotCompile
    /// The note of the stage the run history says the student works on, where the code compiles nowhere.
    case workedOn(StageNote)
    /// A note of a grading that ran past the student's time limit (`seconds`), after which what was left timed out.
    case pastTheStudentsLimit(StageNote, seconds: Int64)
}
