import KataModel
import KataToolOutput
import KataVerification

/// Why a verify did not complete its stage (`NotDoneReason`), in words: a sentence for the verify and a grade, a few
/// words for the run history's log, and the next step for the learner.
enum NotDoneText {
    /// The reason in one sentence; `verdict` is the verify's, which a verify that is not green is explained by.
    static func sentence(_ reason: NotDoneReason, verdict: Verdict) -> String {
        switch reason {
        case .notGreen(let colour):
            "the verify is \(colour.word): \(verdict.explanation)"
        case .testsNotProved:
            "your tests were not proved"
        case .testsFailAgainstReference(let colour):
            "your tests do not pass against the reference code (\(colour.word))"
        case .mutantsLetThrough(let caught, let count, let firstWrong):
            "your tests do not notice when \(firstWrong)"
                + (count - caught > 1 ? ", nor \(count - caught - 1) more wrong version\(count - caught == 2 ? "" : "s")" : "")
        case .passesTheStageBefore:
            "your tests pass against the code of the stage before"
        case .generatedMutantsNotRun(let colour):
            "your tests do not pass against the build of the generated mutants with none switched on (\(colour?.word ?? "not run"))"
        case .behaviourUnguarded(let outcome):
            letThrough(outcome)
        case .refactorNotMade(let missing):
            "the refactor is not made" + (missing.map { ": \($0)" } ?? "")
        }
    }

    /// The reason in a few words, as the log lists a green that did not complete its stage.
    static func words(_ reason: NotDoneReason) -> String {
        switch reason {
        case .notGreen(let colour): "the verify is \(colour.word)"
        case .testsNotProved: "your tests not proved"
        case .testsFailAgainstReference: "your tests fail against the reference"
        case .mutantsLetThrough(let caught, let count, _): "\(caught) of \(count) mutant\(count == 1 ? "" : "s") caught"
        case .passesTheStageBefore: "your tests pass against the stage before"
        case .generatedMutantsNotRun: "your tests do not run against the generated mutants"
        case .behaviourUnguarded(let outcome): "stage \(outcome.stage)'s behaviour not guarded"
        case .refactorNotMade: refactorNotMadeWords
        }
    }

    /// A refactor stage's green before its change, in the log's few words: what a history of the first format kept.
    static let refactorNotMadeWords = "the refactor not made"

    /// What a green that did not complete its stage asks of the learner next.
    static func nextStep(_ reason: NotDoneReason, kata: Kata) -> String {
        switch reason {
        case .testsFailAgainstReference:
            "Not done yet: the code is right, but your tests must pass against the reference code too."
        case .refactorNotMade:
            "Not done yet: this is a refactor stage, and its change is not in your work yet (above). Make the change `swift run kata show \(kata.id)` "
                + "describes, keeping the bar green."
        case .notGreen, .testsNotProved, .mutantsLetThrough, .passesTheStageBefore, .generatedMutantsNotRun, .behaviourUnguarded:
            "Not done yet: the code is right, but your tests would pass with the wrong code too. Add a test that fails for each wrong version named above, then verify again."
        }
    }

    /// What the tests let through, by the behaviour it breaks: its stage, in the lesson's title, and what the workbook's
    /// suite sees go wrong; never by the code, nor by a test's name the learner may not have.
    static func letThrough(_ outcome: StageProof.GuardOutcome) -> String {
        "your tests do not notice when stage \(outcome.stage)'s behaviour (\(outcome.stageTitle)) is broken (the workbook's suite then sees: \(outcome.check))"
            + (outcome.colour == .amber ? " (they do not compile against it)" : "")
    }
}
