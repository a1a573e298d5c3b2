import Foundation
import Testing
@testable import KataToolOutput
@testable import KataVerification

@Suite("Refusing learner code that declares the test frameworks' names")
struct FrameworkShadowingTests {
    /// The errors of a folder holding `code` in `Code.swift`, reported under `Katas/k/M`.
    private func errors(_ code: String) throws -> [CompilerDiagnostic] {
        let directory = try TemporaryDirectory()
        try code.write(to: directory.url.appending(path: "Code.swift"), atomically: true, encoding: .utf8)
        return FrameworkShadowing.errors(in: directory.url, reportedAs: "Katas/k/M")
    }

    /// The error for a declaration of `name`, a name of `framework`, at `line` of `Katas/k/M/Code.swift`.
    private func error(_ name: String, of framework: String, line: Int) -> CompilerDiagnostic {
        CompilerDiagnostic(refusal: .frameworkName(name, framework: framework), location: SourceLocation(path: "Katas/k/M/Code.swift", line: line))
    }

    @Test("A declaration of a framework's name is an error at its line, naming the framework", arguments: [
        ("let a = 1\nfunc XCTAssertEqual<T>(_ a: T, _ b: T) {}", "XCTAssertEqual", "XCTest", 2),
        ("struct Issue {}", "Issue", "Swift Testing", 1),
        ("func\nXCTAssertEqual() {}", "XCTAssertEqual", "XCTest", 1),
        ("@discardableResult\n@inline(never)\npublic\nfunc XCTFail() -> Bool { true }", "XCTFail", "XCTest", 4),
        ("func `confirmation`() {}", "confirmation", "Swift Testing", 1),
        ("let /* hidden */ withKnownIssue = 0", "withKnownIssue", "Swift Testing", 1),
    ])
    func declared(code: String, name: String, framework: String, line: Int) throws {
        #expect(try errors(code) == [error(name, of: framework, line: line)])
    }

    @Test("A name in a comment or a string, or only like a framework's, is no error", arguments: [
        "// func XCTAssertEqual()", "/* struct Issue {} */", #"let s = "func XCTAssertEqual()""#,
        "let s = \"\"\"\nfunc XCTFail()\n\"\"\"", "struct Issues {}", "func issue() {}", "XCTAssertEqual(a, b)",
    ])
    func notDeclared(code: String) throws {
        #expect(try errors(code).isEmpty)
    }
}
