import Testing
@testable import KataToolOutput

@Suite("Deciding the verdict")
struct VerdictTests {
    private let limit = Duration.seconds(60)
    private let passing = TestResult(name: TestName(suite: "S", function: "testPasses"))
    private let failing = TestResult(name: TestName(suite: "S", function: "testFails"), issues: [TestIssue(message: "XCTAssertEqual failed")])
    private let hanging = TestName(suite: "S", function: "testLoops")

    @Test("Every test passing on both sides is green, with the passes counted per side")
    func green() {
        let verdict = Verdict.combining([
            SuiteRun(target: "T", side: .workbook, termination: .exited(0), report: TestRunReport(results: [passing, passing])),
            SuiteRun(target: "T", side: .learner, termination: .exited(0), report: TestRunReport(results: [passing])),
        ], limit: limit)
        #expect(verdict.colour == .green)
        #expect(verdict.passed == [.workbook: 2, .learner: 1])
    }

    @Test("A failure on either side is red, and says whose test failed")
    func red() {
        let verdict = Verdict.combining([
            SuiteRun(target: "T", side: .workbook, termination: .exited(0), report: TestRunReport(results: [passing])),
            SuiteRun(target: "T", side: .learner, termination: .exited(1), report: TestRunReport(results: [failing])),
        ], limit: limit)
        #expect(verdict.colour == .red)
        #expect(verdict.failures == [Verdict.Failure(side: .learner, test: failing)])
    }

    @Test("A trap is a crash, naming the running test and the runtime's message")
    func crashed() {
        let report = TestRunReport(results: [failing], unfinished: hanging, trapMessage: "Fatal error: Index out of range")
        let verdict = Verdict.combining([SuiteRun(target: "T", side: .workbook, termination: .signalled(4), report: report)], limit: limit)
        #expect(verdict.colour == .crashed)
        #expect(verdict.crash == Verdict.Crash(side: .workbook, test: hanging, cause: .trapped("Fatal error: Index out of range")))
        #expect(verdict.failures.count == 1, "the failures before the crash are kept")
    }

    @Test("A failing exit status with no failure reported counts as a crash, not as green")
    func silentFailure() {
        let verdict = Verdict.combining([SuiteRun(target: "T", side: .learner, termination: .exited(1), report: TestRunReport())], limit: limit)
        #expect(verdict.colour == .crashed)
    }

    @Test("A test process that exits in the middle of a test, even with status 0, counts as a crash")
    func exitInTheMiddle() {
        let report = TestRunReport(results: [passing], unfinished: hanging)
        let verdict = Verdict.combining([SuiteRun(target: "T", side: .workbook, termination: .exited(0), report: report)], limit: limit)
        #expect(verdict.colour == .crashed)
        #expect(verdict.crash?.test == hanging)
    }

    @Test("A run stopped at the limit is timed out, naming the test that was running, even if another crashed")
    func timedOut() {
        let verdict = Verdict.combining([
            SuiteRun(target: "T", side: .workbook, termination: .signalled(4), report: TestRunReport(unfinished: hanging)),
            SuiteRun(target: "T", side: .learner, termination: .timedOut, report: TestRunReport(unfinished: hanging)),
        ], limit: limit)
        #expect(verdict.colour == .timedOut)
        #expect(verdict.hang == Verdict.Hang(side: .learner, test: hanging, limit: limit))
    }

    @Test("A build that fails is amber with the compiler's errors; one past its limit is timed out")
    func buildFailed() throws {
        let log = try Captured.text("compile-error.log")
        let amber = Verdict.buildFailed(.exited(1), log: log, limit: limit)
        #expect(amber.colour == .amber)
        #expect(amber.diagnostics.map(\.message) == ["cannot find 'MenuDataSource' in scope"])
        let stopped = Verdict.buildFailed(.timedOut, log: "", limit: limit)
        #expect(stopped.colour == .timedOut)
        #expect(stopped.hang?.side == nil)
    }

    @Test("A green in which no workbook test ran is red: a suite that tests nothing proves nothing")
    func noWorkbookTests() {
        let verdict = Verdict.combining([SuiteRun(target: "T", side: .workbook, termination: .exited(0), report: TestRunReport())], limit: limit)
        #expect(verdict.colour == .green)
        #expect(verdict.requiringWorkbookTests().colour == .red)
    }
}
