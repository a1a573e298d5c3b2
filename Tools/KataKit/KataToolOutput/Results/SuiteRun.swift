/// What one test target's run gave.
package struct SuiteRun: Sendable {
    /// The test target that ran.
    package var target: String
    var side: TestSide
    var termination: Termination
    var report: TestRunReport
    /// How long its test process ran.
    var duration: Duration = .zero

    package init(target: String, side: TestSide, termination: Termination, report: TestRunReport, duration: Duration = .zero) {
        self.target = target
        self.side = side
        self.termination = termination
        self.report = report
        self.duration = duration
    }
}
