/// Reads the records the tool's XCTest observer wrote (see `TestInstrumentation`): the run's report, which the console
/// only adds the failures' messages to.
///
/// Each line is `TOKEN<tab>started|passed|failed|skipped<tab>Suite.test`, or `TOKEN<tab>ended` for the run's normal
/// end; a line without the run's token is not the observer's and is left out. A test counts as passed only from its
/// record, and a run with no `ended` record ended early, whatever it printed.
package enum XCTestRecords {
    /// The report of a run from its records; `console` is what its console lines gave, `expected` the tests the
    /// target holds (every one must be recorded in a run that ended normally).
    package static func report(_ text: String, token: String, console: TestRunReport, expected: [TestName], target: String?) -> TestRunReport {
        var report = TestRunReport()
        var started: [TestName] = []
        var ended = false
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, fields[0] == token else { continue }
            if fields[1] == "ended" {
                ended = true
                continue
            }
            guard fields.count == 3, let name = XCTestConsoleLog.testName(fields[2][...], target: target) else { continue }
            switch fields[1] {
            case "started":
                started.append(name)
            case "passed", "skipped":
                started.removeAll { $0 == name }
                report.results.removeAll { $0.name == name }
                report.results.append(TestResult(name: name, skipped: fields[1] == "skipped"))
            case "failed":
                started.removeAll { $0 == name }
                let said = console.results.first { $0.name == name && $0.failed }?.issues ?? []
                report.results.removeAll { $0.name == name }
                report.results.append(TestResult(name: name, issues: said.isEmpty ? [TestIssue(message: "failed")] : said))
            default:
                continue
            }
        }
        guard ended else {
            report.endedEarly = true
            report.unfinished = started.last
            report.trapMessage = console.trapMessage
            return report
        }
        let recorded = Set(report.results.map(\.name.description))
        for test in expected where !recorded.contains(test.description) {
            report.results.append(TestResult(name: test, issues: [TestIssue(byTheTool: .notRecordedAsRun)]))
        }
        return report
    }
}
