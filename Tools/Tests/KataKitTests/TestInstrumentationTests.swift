import Foundation
import Testing
@testable import KataToolOutput
@testable import KataRunning

@Suite("A pass comes from the frameworks' own record, reached by module selectors")
struct TestInstrumentationTests {
    @Test("A workbook suite of XCTest calls XCTest's assertions and waits by module selectors, and its classes are recorded")
    func xctestSuite() {
        let suite = """
            import XCTest
            @testable import Bev

            final class BeerTests: XCTestCase {
                func testLoad() async {
                    let done = expectation(description: "loaded")
                    XCTAssertEqual(try XCTUnwrap(value), 1)
                    XCTest::XCTAssertNil(other)
                    waitForExpectations(timeout: 1)
                    await fulfillment(of: [done])
                }
            }
            """
        let copy = TestInstrumentation.workbookSuite(suite, framework: .xctest)
        #expect(copy.contains("final class BeerTests: KataRecordedTestCase {"))
        #expect(copy.contains("let done = self.XCTest::expectation(description: \"loaded\")"))
        #expect(copy.contains("XCTest::XCTAssertEqual(try XCTest::XCTUnwrap(value), 1)"))
        #expect(copy.contains("        XCTest::XCTAssertNil(other)"), "a name already qualified stays as it is")
        #expect(copy.contains("self.XCTest::waitForExpectations(timeout: 1)"))
        #expect(copy.contains("await self.XCTest::fulfillment(of: [done])"))
        #expect(copy.split(separator: "\n").count == suite.split(separator: "\n").count, "every line stays on its line")
    }

    @Test("A workbook suite of Swift Testing takes its macros and functions from Testing by module selectors")
    func swiftTestingSuite() {
        let suite = """
            import Testing
            @testable import Films

            @Suite("Films") @MainActor struct FilmTests {
                @Test func loads() async throws {
                    #expect(films.count == 3)
                    let first = try #require(films.first)
                    Issue.record("no \\(first)")
                    await confirmation { done in done() }
                }
            }
            """
        let copy = TestInstrumentation.workbookSuite(suite, framework: .swiftTesting)
        #expect(copy.contains("@Testing::Suite(\"Films\") @MainActor struct FilmTests {"))
        #expect(copy.contains("@Testing::Test func loads()"))
        #expect(copy.contains("#Testing::expect(films.count == 3)"))
        #expect(copy.contains("try #Testing::require(films.first)"))
        #expect(copy.contains("Testing::Issue.record("))
        #expect(copy.contains("await Testing::confirmation { done in done() }"))
    }

    @Test("A learner's XCTest file only has its classes recorded, however they name XCTestCase")
    func learnerTests() {
        let tests = "final class A: XCTestCase {}\nclass B : XCTest.XCTestCase {}\nextension XCTestCase {}\nlet x = XCTAssertEqual\n"
        #expect(TestInstrumentation.observed(tests)
            == "final class A: KataRecordedTestCase {}\nclass B : KataRecordedTestCase {}\nextension XCTestCase {}\nlet x = XCTAssertEqual\n")
    }
}

@Suite("Reading the XCTest observer's records")
struct XCTestRecordsTests {
    private let token = "t0k3n"
    private func name(_ function: String) -> TestName { TestName(target: "T", suite: "CounterTests", function: function) }

    @Test("Passes, failures and skips come from the signed records; the console only gives a failure its message")
    func signedRecords() {
        let records = [
            "\(token)\tstarted\tCounterTests.testA", "\(token)\tpassed\tCounterTests.testA",
            "\(token)\tstarted\tCounterTests.testB", "\(token)\tfailed\tCounterTests.testB",
            "forged\tpassed\tCounterTests.testB", "\(token)\tskipped\tCounterTests.testC", "\(token)\tended",
        ].joined(separator: "\n")
        let console = TestRunReport(results: [TestResult(name: name("testB"), issues: [TestIssue(message: "XCTAssertEqual failed: (\"5\") is not equal to (\"0\")")])])
        let report = XCTestRecords.report(records, token: token, console: console, expected: [name("testA"), name("testB"), name("testC")], target: "T")
        #expect(report.results == [TestResult(name: name("testA")), TestResult(name: name("testB"), issues: console.results[0].issues),
                                   TestResult(name: name("testC"), skipped: true)])
        #expect(!report.endedEarly)
    }

    @Test("Printed passes count for nothing: with no signed end the run ended early, at the test that was running")
    func printedLinesDoNotCount() {
        let console = XCTestConsoleLog.parse("""
            Test Case 'CounterTests.testA' started at 2026-11-24 10:00:00.000
            Test Case 'CounterTests.testA' passed (0.001 seconds)
            Test Suite 'Selected tests' passed at 2026-11-24 10:00:00.001
            """, target: "T")
        #expect(!console.endedEarly && console.failures.isEmpty, "the console alone would say it passed")
        let report = XCTestRecords.report("\(token)\tstarted\tCounterTests.testA\nx\tended\n", token: token, console: console,
                                          expected: [name("testA")], target: "T")
        #expect(report.endedEarly)
        #expect(report.unfinished == name("testA"))
        #expect(report.results.isEmpty)
    }

    @Test("A test the target holds with no record, in a run that ended, fails")
    func missingTest() {
        let report = XCTestRecords.report("\(token)\tstarted\tCounterTests.testA\n\(token)\tpassed\tCounterTests.testA\n\(token)\tended\n",
                                          token: token, console: TestRunReport(), expected: [name("testA"), name("testB")], target: "T")
        #expect(report.failures.map(\.name) == [name("testB")])
        #expect(report.failures.first?.issues.first?.byTheTool == .notRecordedAsRun)
    }

    @Test("In Swift Testing's stream, a planned test with no end, in a run that ended, fails")
    func unrecordedSwiftTestingTest() {
        let text = """
            {"kind":"test","payload":{"id":"M.S/a()/F.swift:1:1","kind":"function","name":"a()"},"version":0}
            {"kind":"test","payload":{"id":"M.S/b()/F.swift:2:1","kind":"function","name":"b()"},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","testID":"M.S/a()/F.swift:1:1","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"M.S/a()/F.swift:1:1","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
            """
        let report = EventStream.parse(text)
        #expect(report.results.map(\.name.function) == ["a()", "b()"])
        #expect(report.failures.map(\.name.function) == ["b()"])
    }
}
