import Testing
@testable import KataToolOutput

@Suite("Reading Swift Testing's event stream")
struct EventStreamTests {
    @Test("Failures carry the expression with its values, display names and the failing parameterized case")
    func failures() throws {
        let report = EventStream.parse(try Captured.text("swift-testing-events.jsonl"))
        #expect(report.results.count == 5)
        #expect(!report.endedEarly, "the stream ends with the run's end")
        let byFunction = Dictionary(uniqueKeysWithValues: report.results.map { ($0.name.function, $0) })

        let sections = try #require(byFunction["sections()"])
        #expect(sections.name == TestName(target: "STests", suite: "MenuSpec", function: "sections()", displayName: "has sections"))
        #expect(sections.issues.first?.message == "Expectation failed: (MenuDataSource(pizzas: []).numberOfSections → 1) == 3")
        #expect(sections.issues.first?.location == SourceLocation(path: "/tmp/exp/Tests/STests/S.swift", line: 5, column: 43))

        let parameterized = try #require(byFunction["param(name:n:)"])
        #expect(parameterized.issues.count == 1)
        #expect(parameterized.issues.first?.testCase == #""one", 1"#)
        #expect(parameterized.issues.first?.comments == ["case one"])

        #expect(byFunction["req()"]?.issues.first?.message == "Expectation failed: x → nil")
        #expect(byFunction["m()"]?.name.suite == "MainSpec", "a @MainActor suite reports like any other")
        #expect(byFunction["crash()"]?.failed == false)
        #expect(report.unfinished == nil)
    }

    @Test("A crash leaves the running test unfinished; the stream's other results stand")
    func crash() throws {
        let report = EventStream.parse(try Captured.text("swift-testing-crash-events.jsonl"))
        #expect(report.unfinished == TestName(target: "STests", suite: "MenuSpec", function: "crash()"))
        #expect(report.endedEarly)
        #expect(report.failures.map(\.name.function) == ["sections()", "param(name:n:)", "req()"])
    }

    @Test("A known issue and a warning do not fail the test")
    func knownIssues() {
        let text = """
            {"kind":"event","payload":{"kind":"testStarted","testID":"M.S/t()/F.swift:1:1","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/t()/F.swift:1:1","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"known"}]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/t()/F.swift:1:1","issue":{"isKnown":false,"_severity":"warning"},"messages":[{"symbol":"warning","text":"just a warning"}]},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"M.S/t()/F.swift:1:1","messages":[]},"version":0}
            """
        #expect(EventStream.parse(text).results.map(\.failed) == [false])
    }

    @Test("Lines it cannot read, and kinds it does not know, are skipped")
    func junk() {
        let text = """
            not json at all
            {"kind":"somethingNew","payload":{},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"M.S/t()/F.swift:1:1","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","testID":"M.S/u()/F.swift:2:1","mess
            """
        let report = EventStream.parse(text)
        #expect(report.results.map(\.name.function) == ["t()"])
        #expect(report.unfinished == nil, "a half-written line is not evidence that a test started")
    }
}
