import Foundation

/// Declarations in the learner's code of names the workbook's suites take from the test frameworks.
///
/// A test target sees the declarations of the module it tests before those of an imported framework, so a
/// function `XCTAssertEqual` in the learner's code would stand in for XCTest's in the workbook's suite, and a
/// do-nothing one would pass every test. A verify refuses such code before building it.
enum FrameworkShadowing {
    /// One error per declaration of such a name in the `.swift` files under `folder`, at its line.
    static func errors(in folder: URL, reportedAs relativeFolder: String) -> [CompilerDiagnostic] {
        SourceFiles.paths(under: folder).filter { $0.hasSuffix(".swift") }.flatMap { path -> [CompilerDiagnostic] in
            guard let text = try? String(contentsOf: folder.appending(path: path), encoding: .utf8) else { return [] }
            // `func XCTAssertEqual`, `let expect`, `struct Issue`, ... with or without backticks.
            let declaration = /\b(?:func|var|let|typealias|struct|class|enum|actor|macro)\s+`?(?<name>XCT\w*|Issue|confirmation|withKnownIssue)\b/
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                guard let match = line.firstMatch(of: declaration) else { return nil }
                let name = String(match.output.name)
                let framework = name.hasPrefix("XCT") ? "XCTest" : "Swift Testing"
                return CompilerDiagnostic(
                    severity: .error,
                    message: "your code declares '\(name)', a name the workbook's tests take from \(framework): rename it",
                    location: SourceLocation(path: "\(relativeFolder)/\(path)", line: index + 1))
            }
        }
    }
}

extension Workbook {
    /// The shadowing errors of the learner's code for `kata`, reported at its paths in the workbook.
    func shadowingErrors(_ kata: Kata) -> [CompilerDiagnostic] {
        FrameworkShadowing.errors(in: learnerCode(kata), reportedAs: relativePath(learnerCode(kata)))
    }
}
