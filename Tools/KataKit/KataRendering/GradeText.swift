import KataModel
import KataClassroom
import KataToolOutput
import KataVerification

/// A grade's decisions in words: why a stage does not pass (`GradeShortfall`) and what each stage's grade rests on
/// (`StageNote`), as `verify --stage`, the grade's documents and the report say them.
enum GradeText {
    /// Why a graded stage does not pass, in one sentence.
    static func sentence(_ shortfall: GradeShortfall) -> String {
        switch shortfall {
        case .refactorMissing(let stage, let missing):
            "your code passes the suite of a later stage, and the refactor of stage \(stage) is not made: " + missing.joined(separator: "; ")
        case .suiteNotPassed(let stage, let verdict):
            "your code does not pass the workbook's suite of stage \(stage) or of a later stage (\(verdict.colour.word): \(verdict.explanation))"
        case .guardsNothing(let reached):
            "your code passes the suite of stage \(reached), and your tests do not pass against its reference code, so they guard nothing"
        case .letThrough(let reached, let outcome):
            "your code passes the suite of stage \(reached), and " + NotDoneText.letThrough(outcome)
        case .generatedMutantsNotRun(let reached):
            "your code passes the suite of stage \(reached), and your tests do not run against the generated mutants"
        case .notProved(let reached, let reason, let verdict):
            "your code passes the suite of stage \(reached), and your tests do not prove it: "
                + (reason.map { NotDoneText.sentence($0, verdict: verdict) } ?? "they fail")
        }
    }

    /// What a stage's grade rests on, in words, with the student's text in it shown with its control characters
    /// written out (see `escapingControls`).
    static func note(_ note: StageNote) -> String {
        words(note).escapingControls
    }

    /// What a stage of a student's grade rests on, as its documents list it: why the work could not be graded, that
    /// it is the clean start, or the stage's note.
    static func note(of stage: GradedStage) -> String {
        stage.problem.map(GradeProblem.words) ?? (stage.untouched ? "no work yet: the clean start" : stage.standingNote.map(note) ?? "not graded")
    }

    private static func words(_ note: StageNote) -> String {
        switch note {
        case .notReached: "not reached"
        case .suiteFails(let verdict): "\(verdict.colour.word): \(verdict.explanation)"
        case .passesOnTheSuiteOf(let reached):
            "passes: the code passes the suite of stage \(reached), which holds this stage's behaviour, and the tests guard it"
        case .passes: "passes: the code passes its suite and the tests prove it"
        case .refactorNotMade(let missing): "not passed: the refactor is not made (\(missing.joined(separator: "; ")))"
        case .timedOut(let shortfall): "timed out: " + sentence(shortfall)
        case .unproved(let shortfall): sentence(shortfall)
        case .notStarted(let verdict): "not started: its suite does not compile against the code yet (\(verdict.explanation))"
        case .codeDoesNotCompile: "not passed: the code does not compile"
        case .workedOn(let note): words(note) + " (the stage the run history says they work on)"
        case .pastTheStudentsLimit(let note, let seconds):
            words(note) + " (the student's grading ran past its \(seconds) s: what was left is timed out)"
        }
    }
}
