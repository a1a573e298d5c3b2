/// Reads XCTest's console lines: the toolchain gives nothing more structured for XCTest on Linux.
///
/// Its xUnit file (written only with `--parallel`) says no more than `failure` for a failed test, so the
/// expected and actual values come from the console, as on Linux:
///
///     Test Case 'MenuDataSourceTests.testRows' started at 2026-11-21 19:27:57.316
///     /path/MenuDataSourceTests.swift:4: error: MenuDataSourceTests.testRows : XCTAssertEqual failed: ("1") is not equal to ("3") - 
///     Test Case 'MenuDataSourceTests.testRows' failed (0.001 seconds)
///
/// and as on macOS (`-[Module.Class method]`).
///
/// A test's own output shares the console with these lines, so they are read defensively: a test is judged by
/// the last line that closes it, an assertion line counts only for a test that closes as failed, and a run that
/// stops before XCTest's end of the run (`Test Suite 'Selected tests' passed|failed at ...`) ended early.
package enum XCTestConsoleLog {
    /// The report in `output`; `target` names the test target the run was filtered to.
    package static func parse(_ output: String, target: String?) -> TestRunReport {
        var report = TestRunReport()
        var issues: [String: [TestIssue]] = [:]
        var lastStarted: TestName?
        var ended = false
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingTrailingWhitespace()
            if let (name, event) = testCaseEvent(line, target: target) {
                if event == "started" {
                    ended = false
                    lastStarted = name
                    issues[name.description] = []
                    continue
                }
                var result = TestResult(name: name, skipped: event == "skipped")
                if event == "failed" {
                    let recorded = issues[name.description] ?? []
                    result.issues = recorded.isEmpty ? [TestIssue(message: "failed")] : recorded
                }
                report.results.removeAll { $0.name == name }
                report.results.append(result)
            } else if let (test, issue) = issue(line) {
                // The line names its test; a line naming none that started belongs to the one running.
                let owner = issues[test] != nil ? test : lastStarted?.description
                if let owner { issues[owner, default: []].append(issue) }
            } else if isEndOfRun(line) {
                ended = true
            }
        }
        if !ended {
            report.unfinished = lastStarted
            report.endedEarly = true
            report.trapMessage = TrapMessage.find(in: output)
        }
        return report
    }

    /// `Test Suite 'Selected tests' passed|failed at ...` (or `'All tests'`): the end of a run.
    private static func isEndOfRun(_ line: String) -> Bool {
        ["Selected tests", "All tests"].contains { suite in
            line.hasPrefix("Test Suite '\(suite)' passed at ") || line.hasPrefix("Test Suite '\(suite)' failed at ")
        }
    }

    /// `Test Case 'Suite.test' started|passed|failed|skipped ...`
    private static func testCaseEvent(_ line: String, target: String?) -> (TestName, String)? {
        let prefix = "Test Case '"
        guard line.hasPrefix(prefix), let close = line.dropFirst(prefix.count).firstIndex(of: "'") else { return nil }
        let quoted = line[line.index(line.startIndex, offsetBy: prefix.count)..<close]
        // macOS ends the line of a start with a full stop: `Test Case '-[Module.Suite test]' started.`
        let event = line[line.index(after: close)...].split(separator: " ").first.map { String($0.hasSuffix(".") ? $0.dropLast() : $0) } ?? ""
        guard ["started", "passed", "failed", "skipped"].contains(event), let name = testName(quoted, target: target) else {
            return nil
        }
        return (name, event)
    }

    /// The test a quoted name means: `Suite.test` (Linux) or `-[Module.Suite test]` (macOS).
    static func testName(_ quoted: Substring, target: String?) -> TestName? {
        if quoted.hasPrefix("-["), quoted.hasSuffix("]") {
            let parts = quoted.dropFirst(2).dropLast().split(separator: " ")
            guard parts.count == 2 else { return nil }
            let qualified = parts[0].split(separator: ".")
            return TestName(target: qualified.count > 1 ? String(qualified[0]) : target,
                            suite: String(qualified.last!), function: String(parts[1]))
        }
        guard let dot = quoted.lastIndex(of: ".") else { return nil }
        return TestName(target: target, suite: String(quoted[..<dot]), function: String(quoted[quoted.index(after: dot)...]))
    }

    /// `/path/File.swift:12: error: Suite.test : message - comment`
    private static func issue(_ line: String) -> (test: String, issue: TestIssue)? {
        guard let errorRange = line.range(of: ": error: ") else { return nil }
        let place = line[..<errorRange.lowerBound]
        guard let colon = place.lastIndex(of: ":"), let lineNumber = Int(place[place.index(after: colon)...]) else { return nil }
        let rest = line[errorRange.upperBound...]
        guard let separator = rest.range(of: " : ") else { return nil }
        let test = String(rest[..<separator.lowerBound])
        var message = String(rest[separator.upperBound...])
        var comments: [String] = []
        if message.hasSuffix(" -") {
            message = String(message.dropLast(2))
        } else if let dash = message.range(of: " - ", options: .backwards) {
            comments.append(String(message[dash.upperBound...]))
            message = String(message[..<dash.lowerBound])
        }
        return (test, TestIssue(message: message, comments: comments,
                                location: SourceLocation(path: String(place[..<colon]), line: lineNumber)))
    }
}
