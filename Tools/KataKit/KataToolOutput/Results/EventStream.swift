import Foundation

/// Reads Swift Testing's JSON Lines event stream (`--event-stream-output-path F --event-stream-version 0`).
///
/// Each line is `{"kind":"test"|"event","payload":{...},"version":0}`; kinds this reader does not know are skipped,
/// and so is a last line cut short by a crash.
package enum EventStream {
    /// The report in the stream's text.
    package static func parse(_ text: String) -> TestRunReport {
        var tests: [String: TestRecord] = [:]
        var started: [String] = []
        var issues: [String: [TestIssue]] = [:]
        var skipped: Set<String> = []
        var report = TestRunReport()
        report.endedEarly = true
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
            if record.kind == "test", let test = record.payload.test {
                tests[test.id] = test
                continue
            }
            guard record.kind == "event", let event = record.payload.event else { continue }
            if event.kind == "runEnded" { report.endedEarly = false }
            guard let id = event.testID else { continue }
            switch event.kind {
            case "testStarted":
                started.append(id)
            case "issueRecorded" where event.failsTheTest:
                issues[id, default: []].append(event.issue)
            case "testSkipped":
                skipped.insert(id)
            case "testEnded":
                started.removeAll { $0 == id }
                if tests[id]?.kind != "suite" {
                    report.results.append(TestResult(name: name(of: id, tests[id]), issues: issues[id] ?? [], skipped: skipped.contains(id)))
                }
            default:
                break
            }
        }
        for id in skipped where tests[id]?.kind != "suite" && !report.results.contains(where: { $0.name == name(of: id, tests[id]) }) {
            report.results.append(TestResult(name: name(of: id, tests[id]), skipped: true))
        }
        if let id = started.last(where: { tests[$0]?.kind != "suite" && $0.contains("/") }) {
            report.unfinished = name(of: id, tests[id])
        }
        // A run that ended normally has a record of the end of every test it planned.
        if !report.endedEarly {
            let ended = Set(report.results.map(\.name))
            for (id, test) in tests.sorted(by: { $0.key < $1.key }) where test.kind == "function" && !ended.contains(name(of: id, test)) {
                report.results.append(TestResult(name: name(of: id, test), issues: [TestIssue(byTheTool: .notRecordedAsRun)]))
            }
        }
        return report
    }

    /// A test ID is `Module.Suite.Nested/function(label:)/File.swift:line:column`.
    private static func name(of id: String, _ test: TestRecord?) -> TestName {
        let components = id.split(separator: "/", omittingEmptySubsequences: false)
        let qualifiedSuite = components.first.map(String.init) ?? id
        let dot = qualifiedSuite.firstIndex(of: ".")
        let target = dot.map { String(qualifiedSuite[..<$0]) }
        let suite = dot.map { String(qualifiedSuite[qualifiedSuite.index(after: $0)...]) } ?? qualifiedSuite
        let function = components.count > 1 ? String(components[1]) : (test?.name ?? "")
        let displayName = test?.displayName.flatMap { $0 == test?.name ? nil : $0 }
        return TestName(target: target, suite: suite, function: function, displayName: displayName)
    }

    private struct Record: Decodable {
        let kind: String
        let payload: Payload
    }

    /// The payload is a test record or an event, depending on the record's kind.
    private struct Payload: Decodable {
        let test: TestRecord?
        let event: Event?

        init(from decoder: Decoder) throws {
            test = try? TestRecord(from: decoder)
            event = try? Event(from: decoder)
        }
    }

    private struct TestRecord: Decodable {
        let id: String
        let kind: String
        let name: String
        let displayName: String?
    }

    private struct Event: Decodable {
        let kind: String
        let testID: String?
        let messages: [Message]
        let issue: TestIssue
        /// False for a known issue (`withKnownIssue`) and for a warning: neither fails the test.
        let failsTheTest: Bool

        private enum CodingKeys: String, CodingKey {
            case kind, testID, messages, issue, testCase = "_testCase", sourceLocation = "_sourceLocation"
        }

        private struct IssuePayload: Decodable {
            let sourceLocation: Location?
            let isKnown: Bool?
            let _severity: String?
        }

        private struct TestCasePayload: Decodable {
            let displayName: String?
        }

        private struct Location: Decodable {
            let _filePath: String?
            let fileID: String?
            let line: Int
            let column: Int?

            var sourceLocation: SourceLocation {
                SourceLocation(path: _filePath ?? fileID ?? "?", line: line, column: column)
            }
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            testID = try container.decodeIfPresent(String.self, forKey: .testID)
            messages = try container.decodeIfPresent([Message].self, forKey: .messages) ?? []
            let payload = try container.decodeIfPresent(IssuePayload.self, forKey: .issue)
            failsTheTest = payload?.isKnown != true && payload?._severity != "warning"
            let location = try payload?.sourceLocation ?? container.decodeIfPresent(Location.self, forKey: .sourceLocation)
            let testCase = try container.decodeIfPresent(TestCasePayload.self, forKey: .testCase)?.displayName
            let failure = messages.first { $0.symbol != "details" }?.text ?? ""
            issue = TestIssue(
                message: failure,
                comments: messages.filter { $0.symbol == "details" }.map(\.text),
                testCase: testCase,
                location: location?.sourceLocation
            )
        }
    }

    private struct Message: Decodable {
        let symbol: String
        let text: String
    }
}
