import Foundation
import KataModel
import KataToolOutput
import KataVerification

/// The JSON document of `kata verify --json`: one verify, or one grade (`--stage`), for a program to read.
///
/// Its shape is versioned by `version`; a field is only ever added within a version.
package struct VerificationJSON: Encodable {
    /// The version of this document's shape.
    /// Version 2: a refactor's `missing` evidence in place of `waived`, which no option sets any more.
    static let currentVersion = 2

    let version = currentVersion
    var kata: String
    /// The stage verified (the learner's) or graded (`--stage`).
    var stage: Int
    var title: String
    /// How the stage's red shows itself: `red-compile`, `red-assert`, `red-crash` or `refactor`.
    var kind: String
    /// The colour of the run: `green`, `red`, `amber`, `crashed` or `timed-out`.
    var verdict: VerdictColour
    /// Whether the stage is done (verify) or passes (grade): the exit status is 0 exactly when it is.
    var done: Bool
    /// Why it is not done, in one sentence; `null` when it is.
    var whyNotDone: String?
    /// Every test that ran, the workbook's and the learner's.
    var tests: [Test]
    var compilerErrors: [CompilerError]
    /// Build errors not tied to a file (a link error).
    var buildErrors: [String]
    var crash: Crash?
    var timeout: Timeout?
    /// The stage proof of the learner's tests, made only on green.
    var proof: Proof?
    /// On a refactor stage with a green run, whether the refactor was made.
    var refactor: Refactor?
    /// On a green run, the earlier refactors the work undoes where the stage's reference keeps them (a grade does
    /// not pass those stages); left out when there are none.
    var undoneRefactors: [UndoneRefactor]?
    /// Files the learner's tests wrote (a recorded snapshot), now in their folder.
    var recorded: [String]
    var durations: Durations
    /// Present with `--stage`: how the grade was reached.
    var grading: Grading?

    struct Test: Encodable {
        /// `workbook` or `learner`.
        var side: TestSide
        var suite: String
        var name: String
        var displayName: String?
        var status: Status
        /// The first issue's message, with the assertion's own words.
        var message: String?
        var file: String?
        var line: Int?
        /// Every issue of a failed test.
        var issues: [Issue]
    }

    /// How a test ended.
    enum Status: String, Encodable {
        case passed, failed, skipped
    }

    struct Issue: Encodable {
        var message: String
        var testCase: String?
        var file: String?
        var line: Int?
    }

    struct CompilerError: Encodable {
        var file: String
        var line: Int
        var column: Int?
        var message: String
    }

    struct Crash: Encodable {
        var side: TestSide
        var test: String?
        var message: String
    }

    struct Timeout: Encodable {
        /// `null` when the build, not a test, ran past the limit.
        var side: TestSide?
        var test: String?
        var limitSeconds: Int64
    }

    struct Proof: Encodable {
        var holds: Bool
        /// The colour of the learner's tests against the stage's reference code.
        var againstReference: VerdictColour
        var mutants: [Mutant]
        /// The colour of the learner's tests against the stage before, when it counts (it compiles with them).
        var againstPreviousStage: VerdictColour?
    }

    struct Mutant: Encodable {
        var name: String
        /// What the mutant gets wrong.
        var wrong: String
        var caught: Bool
        var verdict: VerdictColour
    }

    struct Refactor: Encodable {
        var made: Bool
        /// What the learner's work shows instead of the refactor's change, one sentence per missing piece.
        var missing: [String]
    }

    struct UndoneRefactor: Encodable {
        var stage: Int
        /// What the learner's work shows instead of that refactor's change, one sentence per missing piece.
        var missing: [String]
    }

    struct Durations: Encodable {
        /// The whole command, in seconds.
        var total: Double
        /// Building the code with both suites and running them.
        var suites: Double
        /// Proving the learner's tests, when a proof was made.
        var proof: Double?
    }

    struct Grading: Encodable {
        /// The highest stage from the graded one whose suite the learner's code passes.
        var reachedStage: Int?
        /// The stage the learner's tests proved: the reached one, or the next when their tests are at its red.
        var testsProvedStage: Int?
        /// The stage whose run the rest of the document describes.
        var describedStage: Int
    }
}

extension VerificationJSON {
    /// The document of a verify that took `total`.
    package init(_ verification: StageVerification, total: Duration) {
        let verdict = verification.verdict
        kata = verification.kata.id
        stage = verification.stage.number
        title = verification.stage.title
        kind = verification.stage.kind.rawValue
        self.verdict = verdict.colour
        done = verification.stageDone
        whyNotDone = verification.notDone.map { NotDoneText.sentence($0, verdict: verdict) }
        tests = verdict.passes.map { pass in
            Test(side: pass.side, suite: pass.name.suite, name: pass.name.function, displayName: pass.name.displayName,
                 status: pass.skipped ? .skipped : .passed, issues: [])
        } + verdict.failures.map { failure in
            let name = failure.test.name, first = failure.test.issues.first
            return Test(side: failure.side, suite: name.suite, name: name.function, displayName: name.displayName, status: .failed,
                        message: first.map { ([$0.said] + $0.comments).joined(separator: "\n") },
                        file: first?.location?.path, line: first?.location?.line,
                        issues: failure.test.issues.map { Issue(message: ([$0.said] + $0.comments).joined(separator: "\n"),
                                                                testCase: $0.testCase, file: $0.location?.path, line: $0.location?.line) })
        }
        compilerErrors = verdict.diagnostics.map {
            CompilerError(file: $0.location.path, line: $0.location.line, column: $0.location.column, message: $0.said)
        }
        buildErrors = verdict.saidLooseErrors
        crash = verdict.crash.map { Crash(side: $0.side, test: $0.test?.description, message: $0.said) }
        timeout = verdict.hang.map { Timeout(side: $0.side, test: $0.test?.description, limitSeconds: $0.limit.components.seconds) }
        proof = verification.proof.map { proof in
            Proof(holds: proof.holds, againstReference: proof.againstReference.colour,
                  mutants: proof.mutants.map { Mutant(name: $0.name, wrong: $0.wrong, caught: $0.caught, verdict: $0.colour) },
                  againstPreviousStage: proof.againstPreviousStage)
        }
        refactor = verification.refactor.map { Refactor(made: $0.holds, missing: $0.missing) }
        undoneRefactors = verification.undoneRefactors.isEmpty ? nil : verification.undoneRefactors.map { UndoneRefactor(stage: $0.stage.number, missing: $0.missing) }
        recorded = verification.recorded
        durations = Durations(total: total.inSeconds, suites: verification.durations.suites.inSeconds, proof: verification.durations.proof?.inSeconds)
    }

    /// The document of a grade that took `total`: the graded stage, with the run it rests on.
    package init(_ grade: StageGrade, total: Duration) {
        self.init(grade.verification, total: total)
        stage = grade.stage.number
        title = grade.stage.title
        kind = grade.stage.kind.rawValue
        done = grade.passed
        whyNotDone = grade.shortfall.map(GradeText.sentence)
        grading = Grading(reachedStage: grade.reached, testsProvedStage: grade.testsProved, describedStage: grade.verification.stage.number)
    }

    /// The document as text: keys sorted, slashes plain.
    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
