import Foundation
import Testing
@testable import KataToolOutput
@testable import KataVerification

@Suite("Refusing learner code marked unsafe, which strict memory safety would let through")
struct UnsafeCodeRefusalTests {
    /// The lines of the errors of a folder holding `code` in `Code.swift`, each with the mark it names.
    private func refused(_ code: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        try code.write(to: directory.url.appending(path: "Code.swift"), atomically: true, encoding: .utf8)
        return UnsafeCodeRefusal.errors(in: directory.url, reportedAs: "Katas/k/MTests").map { error in
            #expect(error.severity == .error && error.location.path == "Katas/k/MTests/Code.swift")
            guard case .unsafeMark(let mark) = error.refusal else { return "\(error.location.line) not refused as unsafe" }
            return "\(error.location.line) \(mark)"
        }
    }

    @Test("Each mark is an error at its line: the word `unsafe` however it is used, and the attributes that mark a declaration", arguments: [
        ("let a = unsafe pointer.pointee", ["1 unsafe"]),
        ("let a = 1\nnonisolated(unsafe) var shared = 0", ["2 unsafe"]),
        ("unowned(unsafe) let owner: Owner", ["1 unsafe"]),
        ("@unsafe\nfunc read() {}", ["1 @unsafe"]),
        ("@safe func read() {}", ["1 @safe"]),
        ("@ safe struct S {}", ["1 @ safe"]),
        ("for x in unsafe sequence {}\nlet b = unsafe (p.pointee == 0)", ["1 unsafe", "2 unsafe"]),
    ])
    func marked(code: String, lines: [String]) throws {
        #expect(try refused(code) == lines)
    }

    @Test("The word in a comment or a string, or inside a longer name, is no mark", arguments: [
        "// unsafe", "/* @safe */", #"let s = "unsafe""#, "let s = \"\"\"\nunsafe\n\"\"\"", "let unsafeCount = 0",
        "x.withUnsafeBytes { _ in }", "let safety = 1", "@safeArea var a = 0", "let notunsafe = 1",
    ])
    func notMarked(code: String) throws {
        #expect(try refused(code).isEmpty)
    }
}
