import Foundation
import KataModel

/// A suite with its assertions hollowed out: each assertion statement (`Issue.record` in a helper too), and the call
/// it made, replaced by one that cannot fail. Used as a learner's tests, it compiles and passes against anything, so it must prove nothing.
enum HollowSuite {
    /// The statement that replaces an assertion, per framework.
    private static let xctestNoOp = "XCTAssertTrue(true)"
    private static let swiftTestingNoOp = "#expect(Bool(true))"

    /// `source` with every assertion that stands as a statement of its own replaced by a no-op.
    static func hollow(_ source: String) -> String {
        replacingAssertions(in: source) { _, isXCTest in isXCTest ? xctestNoOp : swiftTestingNoOp }
    }

    /// The environment variable that hollows a suite made `switchable` when it runs.
    static let switchVariable = "KATA_HOLLOW"
    /// The file that a switchable suite adds, which reads the switch.
    static let switchFile = "_KataHollowSwitch.swift"
    /// The text of `switchFile`.
    static let switchSource = """
        // Written by the kata tool: whether this run has the suite's assertions hollowed.
        import Foundation

        let _kataHollowed = ProcessInfo.processInfo.environment["\(switchVariable)"] != nil

        """

    /// `source` with every assertion that `hollow` replaces made a choice, on its own line: nothing when the run has
    /// `switchVariable` set (see `switchSource`), else the assertion. One build then runs whole and hollowed. (The
    /// branch is empty rather than a no-op assertion: a Swift Testing no-op is one more macro to expand, and made a
    /// stage's suite take a third longer to compile.)
    static func switchable(_ source: String) -> String {
        replacingAssertions(in: source) { assertion, _ in "if _kataHollowed {} else { \(assertion) }" }
    }

    /// Every assertion statement of `source` that `hollow` replaces, by the line it starts on (from 1), with its text.
    static func assertions(in source: String) -> [(line: Int, text: String)] {
        let text = Array(source)
        var found: [(line: Int, text: String)] = []
        var index = 0, line = 1
        while index < text.count {
            if atStatementStart(text, index), let (end, _) = assertion(in: text, at: index) {
                let statement = String(text[index..<end])
                found.append((line, statement))
                line += statement.count { $0 == "\n" }
                index = end
            } else {
                if text[index] == "\n" { line += 1 }
                index += 1
            }
        }
        return found
    }

    /// `source` with every assertion statement replaced by what `replacement` makes of its text.
    private static func replacingAssertions(in source: String, with replacement: (String, Bool) -> String) -> String {
        let text = Array(source)
        var result = ""
        var index = 0
        while index < text.count {
            if atStatementStart(text, index), let (end, isXCTest) = assertion(in: text, at: index) {
                result += replacement(String(text[index..<end]), isXCTest)
                index = end
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// What an assertion statement starts with, to its opening parenthesis.
    private static let assertionStart = SharedRegex(/^(try |await )*(#expect|#require|XCTAssert[A-Za-z]*|XCTFail|XCTUnwrap|Issue\.record)\(/)

    private static func atStatementStart(_ text: [Character], _ index: Int) -> Bool {
        var position = index - 1
        while position >= 0, text[position] == " " || text[position] == "\t" { position -= 1 }
        return position < 0 || text[position] == "\n"
    }

    /// The end of the assertion statement starting at `index` (after its closing parenthesis), if one does.
    private static func assertion(in text: [Character], at index: Int) -> (end: Int, isXCTest: Bool)? {
        let rest = String(text[index..<min(text.count, index + 80)])
        guard let match = assertionStart.firstMatch(in: rest[...]) else { return nil }
        var depth = 0
        var position = index + match.output.0.count - 1
        var inString = false
        while position < text.count {
            let character = text[position]
            if inString {
                if character == "\\" { position += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return (position + 1, match.output.2.hasPrefix("XCT")) }
            }
            position += 1
        }
        return nil
    }
}
