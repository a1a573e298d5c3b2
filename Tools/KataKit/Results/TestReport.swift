/// A place in a source file, as a framework or the compiler reported it.
public struct SourceLocation: Sendable, Equatable, Codable {
    /// The file's path (absolute as reported, or relative to the workbook once mapped).
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, when known.
    public var column: Int?

    public init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line` as editors and terminals understand it.
    public var description: String { "\(path):\(line)" }
}

/// A test as the learner knows it: its target, suite and function, and for a parameterized test the failing case.
public struct TestName: Sendable, Equatable, Codable {
    /// The test target (module), when the framework names it.
    public var target: String?
    /// The suite: an XCTestCase subclass or a Swift Testing suite type.
    public var suite: String
    /// The test function.
    public var function: String
    /// The name the test is shown by, when it has one (`@Test("...")`).
    public var displayName: String?

    public init(target: String? = nil, suite: String, function: String, displayName: String? = nil) {
        self.target = target
        self.suite = suite
        self.function = function
        self.displayName = displayName
    }

    /// `Suite.function` or `Suite "display name"`.
    public var description: String {
        displayName.map { "\(suite) \"\($0)\"" } ?? "\(suite).\(function)"
    }
}

/// One failed expectation or assertion.
public struct TestIssue: Sendable, Equatable, Codable {
    /// What the framework said, e.g. `XCTAssertEqual failed: ("3") is not equal to ("0")`.
    public var message: String
    /// The learner's own words attached to the assertion, if any.
    public var comments: [String]
    /// For a parameterized test, the arguments of the failing case as the framework shows them.
    public var testCase: String?
    /// Where it was recorded.
    public var location: SourceLocation?

    public init(message: String, comments: [String] = [], testCase: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.comments = comments
        self.testCase = testCase
        self.location = location
    }
}

/// The result of one test function.
public struct TestResult: Sendable, Equatable, Codable {
    public var name: TestName
    public var issues: [TestIssue]
    public var skipped: Bool

    public init(name: TestName, issues: [TestIssue] = [], skipped: Bool = false) {
        self.name = name
        self.issues = issues
        self.skipped = skipped
    }

    /// Whether it recorded at least one issue.
    public var failed: Bool { !issues.isEmpty }
}

/// What a test run reported, read from its output.
public struct TestRunReport: Sendable, Equatable {
    /// The tests that finished, in the order they finished.
    public var results: [TestResult]
    /// The test that started and never finished: it crashed, or it was still running when stopped.
    public var unfinished: TestName?
    /// The runtime's message when the process trapped, e.g. `Fatal error: Index out of range`.
    public var trapMessage: String?

    public init(results: [TestResult] = [], unfinished: TestName? = nil, trapMessage: String? = nil) {
        self.results = results
        self.unfinished = unfinished
        self.trapMessage = trapMessage
    }

    /// The tests that recorded issues.
    public var failures: [TestResult] { results.filter(\.failed) }
}
