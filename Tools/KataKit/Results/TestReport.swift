/// A place in a source file, as a framework or the compiler reported it.
struct SourceLocation: Sendable, Equatable, Codable {
    /// The file's path (absolute as reported, or relative to the workbook once mapped).
    var path: String
    /// The line, from 1.
    var line: Int
    /// The column, from 1, when known.
    var column: Int?

    init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line` as editors and terminals understand it.
    var description: String { "\(path):\(line)" }
}

/// A test as the learner knows it: its target, suite and function, and for a parameterized test the failing case.
struct TestName: Sendable, Hashable, Codable {
    /// The test target (module), when the framework names it.
    var target: String?
    /// The suite: an XCTestCase subclass or a Swift Testing suite type.
    var suite: String
    /// The test function.
    var function: String
    /// The name the test is shown by, when it has one (`@Test("...")`).
    var displayName: String?

    init(target: String? = nil, suite: String, function: String, displayName: String? = nil) {
        self.target = target
        self.suite = suite
        self.function = function
        self.displayName = displayName
    }

    /// `Suite.function` or `Suite "display name"`.
    var description: String {
        displayName.map { "\(suite) \"\($0)\"" } ?? "\(suite).\(function)"
    }
}

/// One failed expectation or assertion.
struct TestIssue: Sendable, Equatable, Codable {
    /// What the framework said, e.g. `XCTAssertEqual failed: ("3") is not equal to ("0")`.
    var message: String
    /// The learner's own words attached to the assertion, if any.
    var comments: [String]
    /// For a parameterized test, the arguments of the failing case as the framework shows them.
    var testCase: String?
    /// Where it was recorded.
    var location: SourceLocation?

    init(message: String, comments: [String] = [], testCase: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.comments = comments
        self.testCase = testCase
        self.location = location
    }
}

/// The result of one test function.
struct TestResult: Sendable, Equatable, Codable {
    var name: TestName
    var issues: [TestIssue]
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
struct TestRunReport: Sendable, Equatable {
    /// The tests that finished, in the order they finished.
    var results: [TestResult]
    /// The test that started and never finished: it crashed, or it was still running when stopped.
    var unfinished: TestName?
    /// The runtime's message when the process trapped, e.g. `Fatal error: Index out of range`.
    var trapMessage: String?
    /// Whether the process ended before the framework reported the end of the run (a trap, or an `exit` call).
    var endedEarly = false

    init(results: [TestResult] = [], unfinished: TestName? = nil, trapMessage: String? = nil) {
        self.results = results
        self.unfinished = unfinished
        self.trapMessage = trapMessage
    }

    /// The tests that recorded issues.
    var failures: [TestResult] { results.filter(\.failed) }
}
