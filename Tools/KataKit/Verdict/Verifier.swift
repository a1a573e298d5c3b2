import Foundation

/// Whether the learner's own tests are trustworthy: they pass against the reference code of their stage,
/// and fail against the code of the stage before (a test never seen failing proves nothing).
struct LearnerTestsCheck: Sendable, Equatable {
    /// The learner's tests against the reference code of the stage.
    var againstReference: Verdict
    /// The learner's tests against the reference code of the stage before; `nil` for a refactor stage.
    var againstPreviousStage: Verdict?

    /// Whether they pass against the reference code, having run at least one test.
    var passReference: Bool {
        againstReference.colour == .green && againstReference.passed[.learner, default: 0] > 0
    }

    /// Whether they fail (or do not compile) without the stage's change; `nil` when not asked (refactor stages).
    var catchMissingBehaviour: Bool? {
        againstPreviousStage.map { $0.colour != .green }
    }
}

/// One `kata verify`: the learner's code with their tests and the stage's acceptance suite.
struct StageVerification: Sendable {
    var kata: Kata
    var stage: Stage
    var verdict: Verdict
    /// The check of the learner's tests, made only when the verdict is green.
    var learnerTests: LearnerTestsCheck?

    /// Whether the stage is done: the code is green and the learner's tests are trustworthy.
    var stageDone: Bool {
        guard verdict.colour == .green, let learnerTests else { return false }
        return learnerTests.passReference && learnerTests.catchMissingBehaviour != false
    }
}

/// Runs the workbook's suites and the learner's tests against the learner's code or the reference code.
struct Verifier: Sendable {
    let workbook: Workbook
    /// The limit for each test run.
    let timeout: Duration

    init(workbook: Workbook, timeout: Duration = .seconds(60)) {
        self.workbook = workbook
        self.timeout = timeout
    }

    /// Verifies the learner's work on `stage`: their code, their tests and the stage's suite in one build.
    func verify(_ kata: Kata, stage: Stage) throws -> StageVerification {
        let package = scratch(kata, "learner", code: workbook.learnerCode(kata), tests: [
            .init(name: kata.learnerTestModule, side: .learner, folder: workbook.learnerTests(kata)),
            .init(name: Self.workbookTarget, side: .workbook, folder: workbook.acceptanceSuite(kata, stage: stage.number)),
        ])
        let verdict = try runner(kata).verdict(for: package, in: workbook).requiringWorkbookTests()
        var verification = StageVerification(kata: kata, stage: stage, verdict: verdict)
        if verdict.colour == .green {
            verification.learnerTests = try checkLearnerTests(kata, stage: stage)
        }
        return verification
    }

    /// The learner's tests against the reference code of `stage` and, unless it is a refactor, of the stage before.
    ///
    /// The two are separate scratch packages, built and run at the same time.
    func checkLearnerTests(_ kata: Kata, stage: Stage) throws -> LearnerTestsCheck {
        let checks = [(stage.number, "reference")] + (stage.kind == .refactor ? [] : [(stage.number - 1, "previous")])
        let verdicts = try concurrently(checks.count) { try learnerTests(kata, against: checks[$0].0, scratchName: checks[$0].1) }
        return LearnerTestsCheck(againstReference: verdicts[0], againstPreviousStage: verdicts.count > 1 ? verdicts[1] : nil)
    }

    /// The workbook's suite of stage `suiteStage` against the reference code of stage `codeStage`.
    ///
    /// A green with no test run counts as red unless `requireTests` is false (the clean start's suite is empty).
    func checkSuite(_ kata: Kata, stage suiteStage: Int, againstReferenceOf codeStage: Int, requireTests: Bool = true) throws -> Verdict {
        let package = scratch(kata, "contract", code: workbook.reference(kata, stage: codeStage), tests: [
            .init(name: Self.workbookTarget, side: .workbook, folder: workbook.acceptanceSuite(kata, stage: suiteStage)),
        ])
        let verdict = try runner(kata).verdict(for: package, in: workbook)
        return requireTests ? verdict.requiringWorkbookTests() : verdict
    }

    private func learnerTests(_ kata: Kata, against codeStage: Int, scratchName: String) throws -> Verdict {
        let package = scratch(kata, scratchName, code: workbook.reference(kata, stage: codeStage), tests: [
            .init(name: kata.learnerTestModule, side: .learner, folder: workbook.learnerTests(kata)),
        ])
        return try runner(kata).verdict(for: package, in: workbook)
    }

    /// The workbook's acceptance suite is the test target `WorkbookTests` in every scratch package.
    static let workbookTarget = "WorkbookTests"

    private func scratch(_ kata: Kata, _ name: String, code: URL, tests: [ScratchPackage.TestTarget]) -> ScratchPackage {
        ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/\(name)"),
                       module: kata.module, code: code, testTargets: tests)
    }

    private func runner(_ kata: Kata) -> SuiteRunner {
        SuiteRunner(framework: kata.framework, timeout: timeout)
    }
}
