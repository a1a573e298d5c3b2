import Foundation
import KataModel
import KataToolOutput

/// What in a student's sources or objects reaches below Swift, which no kata needs, and a grade refuses.
///
/// Code that defines a C-level symbol (`@_cdecl`, `@c`, `@_silgen_name`, `@_extern`) can stand in for a function of
/// the C library or the Swift runtime inside the test process, such as `exit`, and rewrite what the run reports;
/// code placed in a section of its own (`@section`, `@used`, with or without an underscore) can run before the tests, as a constructor does.
/// The attributes are refused in the source, where no string can spell them; the compiled objects are read too
/// (`BinaryScan`) for what the source reading did not see.
enum LinkageRefusal {
    /// The attributes that define symbols or sections by hand.
    static let attributes = #"_silgen_name|_cdecl|c|_section|section|_used|used|_extern|extern|_dynamicReplacement|_expose|expose"#

    /// One error per such attribute in the `.swift` files under `folder`, at its line.
    static func errors(in folder: URL, reportedAs relativeFolder: String) -> [CompilerDiagnostic] {
        let attribute = SwiftSource.regex(#"@\s*(?<name>\#(attributes))\b(?!\.)"#)
        return CompilerDiagnostic.errors(matching: attribute, in: folder, reportedAs: relativeFolder) { _, match in
            .linkageAttribute(String(match.output["name"]?.substring ?? ""))
        }
    }
}

extension Workbook {
    /// The linkage errors of the learner's code and tests for `kata`, reported at their paths in the workbook.
    package func linkageErrors(_ kata: Kata) -> [CompilerDiagnostic] {
        [learnerCode(kata), learnerTests(kata)].flatMap { LinkageRefusal.errors(in: $0, reportedAs: relativePath($0)) }
    }
}
