/// A place in a source file, as a framework or the compiler reported it.
package struct SourceLocation: Sendable, Equatable, Codable {
    /// The file's path (absolute as reported, or relative to the workbook once mapped).
    package var path: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, when known.
    package var column: Int?

    package init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line` as editors and terminals understand it.
    package var description: String { "\(path):\(line)" }
}

/// A test as the learner knows it: its target, suite and function, and for a parameterized test the failing case.
package struct TestName: Sendable, Hashable, Codable {
    /// The test target (module), when the framework names it.
    var target: String?
    /// The suite: an XCTestCase subclass or a Swift Testing suite type.
    package var suite: String
    /// The test function.
    package var function: String
    /// The name the test is shown by, when it has one (`@Test("...")`).
    package var displayName: String?

    package init(target: String? = nil, suite: String, function: String, displayName: String? = nil) {
        self.target = target
        self.suite = suite
        self.function = function
        self.displayName = displayName
    }

    /// `Suite.function`, whatever the target and the name it is shown by: the same test wherever it is built. A Swift
    /// Testing test at a module's top level is its function alone, since what stands for its suite is the module.
    package var qualified: String { target == nil ? function : "\(suite).\(function)" }

    /// `Suite.function` or `Suite "display name"`.
    package var description: String {
        displayName.map { "\(suite) \"\($0)\"" } ?? "\(suite).\(function)"
    }
}

/// One failed expectation or assertion.
package struct TestIssue: Sendable, Equatable, Codable {
    /// What the framework said, e.g. `XCTAssertEqual failed: ("3") is not equal to ("0")`; empty for an issue the
    /// tool records itself.
    package var message: String
    /// The issue the tool records itself, where no framework recorded one: KataRendering says it.
    package var byTheTool: ToolIssue?
    /// The learner's own words attached to the assertion, if any.
    package var comments: [String]
    /// For a parameterized test, the arguments of the failing case as the framework shows them.
    package var testCase: String?
    /// Where it was recorded.
    package var location: SourceLocation?

    init(message: String, comments: [String] = [], testCase: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.comments = comments
        self.testCase = testCase
        self.location = location
    }

    /// The issue the tool records itself for a test: `issue`.
    init(byTheTool issue: ToolIssue) {
        self.init(message: "")
        byTheTool = issue
    }
}

/// An issue the tool records itself for a test, where no framework recorded one.
package enum ToolIssue: Sendable, Equatable, Codable {
    /// The test started and was never recorded as run: its process ended first.
    case notRecordedAsRun
    /// No test of the workbook's suite ran, so the suite proves nothing.
    case noWorkbookTestRan
}

/// The result of one test function.
package struct TestResult: Sendable, Equatable, Codable {
    package var name: TestName
    package var issues: [TestIssue]
    var skipped: Bool

    init(name: TestName, issues: [TestIssue] = [], skipped: Bool = false) {
        self.name = name
        self.issues = issues
        self.skipped = skipped
    }

    /// Whether it recorded at least one issue.
    var failed: Bool { !issues.isEmpty }
}

/// What a test run reported, read from its output.
package struct TestRunReport: Sendable, Equatable {
    /// The tests that finished, in the order they finished.
    var results: [TestResult]
    /// The test that started and never finished: it crashed, or it was still running when stopped.
    package var unfinished: TestName?
    /// The runtime's message when the process trapped, e.g. `Fatal error: Index out of range`.
    package var trapMessage: String?
    /// Whether the process ended before the framework reported the end of the run (a trap, or an `exit` call).
    package var endedEarly = false

    package init(results: [TestResult] = [], unfinished: TestName? = nil, trapMessage: String? = nil) {
        self.results = results
        self.unfinished = unfinished
        self.trapMessage = trapMessage
    }

    /// The tests that recorded issues.
    var failures: [TestResult] { results.filter(\.failed) }
}
