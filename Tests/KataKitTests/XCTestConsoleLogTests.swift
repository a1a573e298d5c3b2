import Testing
@testable import KataKit

@Suite("Reading XCTest's console lines")
struct XCTestConsoleLogTests {
    @Test("A failed assertion gives the test, the expected and actual values and the line")
    func failedAssertion() throws {
        let report = XCTestConsoleLog.parse(try Captured.text("xctest-failure.log"), target: "WorkbookTests")
        #expect(report.results.map(\.name.function) == ["testHasOneSection", "testRowsInOutOfBoundsSectionIsZero", "testRowsInSection"])
        let failure = try #require(report.failures.first)
        #expect(report.failures.count == 1)
        #expect(failure.name == TestName(target: "WorkbookTests", suite: "MenuDataSourceTests", function: "testRowsInOutOfBoundsSectionIsZero"))
        #expect(failure.issues.map(\.message) == [#"XCTAssertEqual failed: ("3") is not equal to ("0")"#,
                                                  #"XCTAssertEqual failed: ("3") is not equal to ("0")"#])
        #expect(failure.issues.map(\.location?.line) == [17, 18])
        #expect(failure.issues.first?.location?.path == "/tmp/capture/Tests/WorkbookTests/MenuDataSourceTests.swift")
        #expect(report.unfinished == nil)
        #expect(report.trapMessage == nil)
    }

    @Test("A crash leaves the running test unfinished, with the runtime's message")
    func crash() throws {
        let report = XCTestConsoleLog.parse(try Captured.text("xctest-crash.log"), target: "WorkbookTests")
        #expect(report.unfinished?.function == "testItemForOutOfBoundsRowAndSectionIsNil")
        #expect(report.trapMessage == "Fatal error: Index out of range")
        #expect(report.results.map(\.name.function) == ["testHasOneSection"])
    }

    @Test("The learner's own message after the dash is kept apart from the framework's")
    func comment() {
        let log = """
            Test Case 'MenuTests.testTitle' started at 2026-11-21 10:00:00.000
            /k/MenuTests.swift:9: error: MenuTests.testTitle : XCTAssertEqual failed: ("a - b") is not equal to ("c") - titles differ
            Test Case 'MenuTests.testTitle' failed (0.001 seconds)
            """
        let issue = XCTestConsoleLog.parse(log, target: nil).failures.first?.issues.first
        #expect(issue?.message == #"XCTAssertEqual failed: ("a - b") is not equal to ("c")"#)
        #expect(issue?.comments == ["titles differ"])
    }

    @Test("A test that prints a line like XCTest's own does not rename the test that ends")
    func junk() {
        let log = """
            Test Case 'MenuTests.testRows' started at 2026-11-21 10:00:00.000
            Test Case 'Fake.junk' started at the learner's whim
            Test Case 'MenuTests.testRows' passed (0.001 seconds)
            """
        #expect(XCTestConsoleLog.parse(log, target: nil).results.map(\.name.function) == ["testRows"])
    }

    @Test("macOS's -[Module.Class method] names are read too")
    func macOSNames() {
        let log = """
            Test Case '-[GiuseppesTests.MenuTests testRows]' started.
            Test Case '-[GiuseppesTests.MenuTests testRows]' passed (0.001 seconds).
            """
        #expect(XCTestConsoleLog.parse(log, target: nil).results.map(\.name)
                == [TestName(target: "GiuseppesTests", suite: "MenuTests", function: "testRows")])
    }
}
