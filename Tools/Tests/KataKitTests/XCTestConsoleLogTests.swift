import Testing
@testable import KataToolOutput

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
            Test Suite 'Selected tests' passed at 2026-11-21 10:00:00.002
            """
        #expect(XCTestConsoleLog.parse(log, target: nil).results.map(\.name.function) == ["testRows"])
    }

    @Test("A test that prints a line saying it passed, then fails, has failed, with its assertion")
    func forgedPass() {
        let log = """
            Test Case 'MenuTests.testRows' started at 2026-11-21 10:00:00.000
            Test Case 'MenuTests.testRows' passed (0.001 seconds)
            /k/MenuTests.swift:9: error: MenuTests.testRows : failed - for real
            Test Case 'MenuTests.testRows' failed (0.002 seconds)
            Test Suite 'Selected tests' failed at 2026-11-21 10:00:00.003
            \t Executed 1 test, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
            """
        let report = XCTestConsoleLog.parse(log, target: nil)
        #expect(report.results.count == 1)
        #expect(report.failures.first?.issues.map(\.comments) == [["for real"]])
        #expect(report.unfinished == nil && !report.endedEarly)
    }

    @Test("An assertion line printed by a test that passes is not a failure")
    func forgedFailure() {
        let log = """
            Test Case 'MenuTests.testRows' started at 2026-11-21 10:00:00.000
            /x/Fake.swift:1: error: MenuTests.testRows : XCTAssertTrue failed - fake
            Test Case 'MenuTests.testRows' passed (0.001 seconds)
            Test Suite 'Selected tests' passed at 2026-11-21 10:00:00.002
            """
        let report = XCTestConsoleLog.parse(log, target: nil)
        #expect(report.results.map(\.failed) == [false])
    }

    @Test("A run that stops before XCTest's end of the run ended early, whatever its last test printed")
    func exitBeforeTheEnd() {
        let log = """
            Test Case 'MenuTests.testRows' started at 2026-11-21 10:00:00.000
            Test Case 'MenuTests.testRows' passed (0.001 seconds)
            """
        let report = XCTestConsoleLog.parse(log, target: nil)
        #expect(report.endedEarly)
        #expect(report.unfinished?.function == "testRows")
    }

    @Test("A test closed as failed with no assertion line read still fails")
    func failedWithoutALine() {
        let log = """
            Test Case 'MenuTests.testRows' started at 2026-11-21 10:00:00.000
            Test Case 'MenuTests.testRows' failed (0.001 seconds)
            Test Suite 'Selected tests' failed at 2026-11-21 10:00:00.002
            """
        #expect(XCTestConsoleLog.parse(log, target: nil).failures.first?.issues.map(\.message) == ["failed"])
    }

    @Test("macOS's -[Module.Class method] names are read too")
    func macOSNames() {
        let log = """
            Test Case '-[GiuseppesTests.MenuTests testRows]' started.
            Test Case '-[GiuseppesTests.MenuTests testRows]' passed (0.001 seconds).
            Test Suite 'Selected tests' passed at 2026-11-21 10:00:00.002.
            """
        #expect(XCTestConsoleLog.parse(log, target: nil).results.map(\.name)
                == [TestName(target: "GiuseppesTests", suite: "MenuTests", function: "testRows")])
    }

    /// As `swift test` prints a run on macOS (Apple's XCTest): the names `-[Module.Class method]`, lines ending in a
    /// full stop, the failure line naming its test the same way (the form SwiftPM's and the Swift extension for VS
    /// Code's tests read: `path:11: error: -[MyCLITests.MyCLIXCTests testFailure] : XCTAssertEqual failed: ...`), and
    /// the suites' summaries indented with a tab.
    @Test("A macOS run's failure is read with its message, place and comment, and its passed test beside it")
    func macOSRun() {
        let log = """
            Test Suite 'Selected tests' started at 2026-11-21 10:00:00.000.
            Test Suite 'GiuseppesPackageTests.xctest' started at 2026-11-21 10:00:00.001.
            Test Suite 'MenuTests' started at 2026-11-21 10:00:00.001.
            Test Case '-[GiuseppesTests.MenuTests testRows]' started.
            /work/Katas/pizza-menu/GiuseppesTests/MenuTests.swift:11: error: -[GiuseppesTests.MenuTests testRows] : XCTAssertEqual failed: ("1") is not equal to ("3") - rows of pizzas
            Test Case '-[GiuseppesTests.MenuTests testRows]' failed (0.003 seconds).
            Test Case '-[GiuseppesTests.MenuTests testSections]' started.
            Test Case '-[GiuseppesTests.MenuTests testSections]' passed (0.001 seconds).
            Test Suite 'MenuTests' failed at 2026-11-21 10:00:00.005.
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.004 (0.004) seconds
            Test Suite 'GiuseppesPackageTests.xctest' failed at 2026-11-21 10:00:00.005.
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.004 (0.004) seconds
            Test Suite 'Selected tests' failed at 2026-11-21 10:00:00.006.
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.004 (0.005) seconds
            """
        let report = XCTestConsoleLog.parse(log, target: "GiuseppesTests")
        #expect(!report.endedEarly)
        #expect(report.results.map(\.name.function) == ["testRows", "testSections"])
        let issue = report.failures.first?.issues.first
        #expect(report.failures.map(\.name) == [TestName(target: "GiuseppesTests", suite: "MenuTests", function: "testRows")])
        #expect(issue?.message == #"XCTAssertEqual failed: ("1") is not equal to ("3")"# && issue?.comments == ["rows of pizzas"])
        #expect(issue?.location == SourceLocation(path: "/work/Katas/pizza-menu/GiuseppesTests/MenuTests.swift", line: 11))
    }
}
