import Foundation
import KataModel
import KataToolOutput

/// Declarations in the learner's code of names the workbook's suites take from the test frameworks.
///
/// A test target sees the declarations of the module it tests before those of an imported framework, so a
/// function `XCTAssertEqual` in the learner's code would stand in for XCTest's in the workbook's suite, and a
/// do-nothing one would pass every test. A verify refuses such code before building it.
enum FrameworkShadowing {
    /// A pattern for the names the workbook's suites take from XCTest and Swift Testing, the frameworks' module names
    /// (a type named so would stand in for the module in a qualified name), and the `__` names that Swift Testing's
    /// macros expand to.
    static let frameworkNames = #"XCT\w*|Testing|Issue|confirmation|withKnownIssue|__\w+"#

    /// One error per declaration of such a name in the `.swift` files under `folder`, at the line of its keyword.
    static func errors(in folder: URL, reportedAs relativeFolder: String) -> [CompilerDiagnostic] {
        SwiftSource.files(under: folder).flatMap { file in
            SwiftSource(file.text).declarations(named: frameworkNames).map { declaration in
                let framework = declaration.name.hasPrefix("XCT") ? "XCTest" : "Swift Testing"
                return CompilerDiagnostic(refusal: .frameworkName(declaration.name, framework: framework),
                                          location: SourceLocation(path: "\(relativeFolder)/\(file.path)", line: declaration.line))
            }
        }
    }
}

extension Workbook {
    /// The shadowing errors of the learner's code for `kata`, reported at its paths in the workbook.
    package func shadowingErrors(_ kata: Kata) -> [CompilerDiagnostic] {
        FrameworkShadowing.errors(in: learnerCode(kata), reportedAs: relativePath(learnerCode(kata)))
    }
}
