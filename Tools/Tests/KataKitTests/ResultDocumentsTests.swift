import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataVerification
@testable import KataWorkspace
@testable import KataRendering

@Suite("The JSON and JUnit documents a program reads")
struct ResultDocumentsTests {
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes", stages: [
        Stage(number: 1, slug: "one", title: "One section", kind: .redCompile, commit: "c", hints: ["h"]),
        Stage(number: 2, slug: "rows", title: "Rows", kind: .redAssert, commit: "c", hints: ["h"]),
    ])

    @Test("kata list --json: every kata with the learner's stage, last verdict and hints")
    func listDocument() throws {
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 2, lastVerdict: .red, hintsTaken: 1)
        progress.current = "pizza-menu"
        let object = try JSONSerialization.jsonObject(with: Data(ListJSON([kata], progress: progress).text().utf8)) as? [String: Any]
        let entry = try #require((object?["katas"] as? [[String: Any]])?.first)
        #expect(object?["version"] as? Int == 1 && object?["current"] as? String == "pizza-menu")
        #expect(entry["id"] as? String == "pizza-menu" && entry["framework"] as? String == "XCTest")
        #expect(entry["stage"] as? Int == 2 && entry["stages"] as? Int == 2 && entry["done"] as? Bool == false)
        #expect(entry["lastVerdict"] as? String == "red" && entry["hintsTaken"] as? Int == 1)
    }

    @Test("A failure's message with markup and terminal escapes is well-formed XML, and keeps its place")
    func junitEscaping() throws {
        let issue = TestIssue(message: "XCTAssertEqual failed: (\"<a & b>\") is not equal to ('c')\u{1B}[31m", location: SourceLocation(path: "Katas/x/T.swift", line: 7))
        var verdict = Verdict(colour: .red)
        verdict.failures = [.init(side: .learner, test: TestResult(name: TestName(suite: "T", function: "testA"), issues: [issue]))]
        verdict.passes = [.init(side: .workbook, name: TestName(suite: "W", function: "testB"))]
        let verification = StageVerification(kata: kata, stage: kata.stages[1], verdict: verdict)
        let xml = JUnitReport(VerificationJSON(verification, total: .seconds(1))).text()
        #expect(XMLParser(data: Data(xml.utf8)).parse(), "\(xml)")
        #expect(xml.contains(#"<testcase name="testA" classname="T" time="0">"#))
        #expect(xml.contains(#"message="XCTAssertEqual failed: (&quot;&lt;a &amp; b&gt;&quot;) is not equal to (&apos;c&apos;)�[31m at Katas/x/T.swift:7""#), "\(xml)")
        #expect(xml.contains(#"<testcase name="testB" classname="W" time="0"/>"#))
        #expect(xml.contains(#"<testsuite name="pizza-menu.learner" package="pizza-menu" id="1" tests="1" failures="1" errors="0""#))
    }
}
