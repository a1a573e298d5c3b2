/// What one test target's run gave.
struct SuiteRun: Sendable {
    /// The test target that ran.
    var target: String
    var side: TestSide
    var termination: Termination
    var report: TestRunReport
    /// How long its test process ran.
    var duration: Duration = .zero
}
