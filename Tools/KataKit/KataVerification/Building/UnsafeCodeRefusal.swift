import Foundation
import KataModel
import KataToolOutput

/// What in the learner's code or tests would let unsafe code past strict memory safety, which no kata needs.
///
/// Their files are compiled with every unsafe construct an error (see `StrictMemorySafety`), but an expression marked
/// `unsafe` (or a declaration `@unsafe`, `@safe`, `nonisolated(unsafe)`, `unowned(unsafe)`) is accepted silently: a
/// test could read the C library's buffers through a pointer, or call `ioctl` on a terminal. The word is refused in
/// the code, where no comment or string can spell it, before anything is built, in a verify and a grade alike.
enum UnsafeCodeRefusal {
    /// The word `unsafe` on its own, and the attributes that mark a declaration safe or unsafe.
    private static let marks = SwiftSource.regex(#"@\s*(?:unsafe|safe)\b|\bunsafe\b"#)

    /// One error per mark in the `.swift` files under `folder`, at its line.
    static func errors(in folder: URL, reportedAs relativeFolder: String) -> [CompilerDiagnostic] {
        CompilerDiagnostic.errors(matching: marks, in: folder, reportedAs: relativeFolder) { matched, _ in .unsafeMark(matched) }
    }
}

extension Workbook {
    /// The marks of unsafe code in the learner's code and tests for `kata`, reported at their paths in the workbook.
    package func unsafeCodeErrors(_ kata: Kata) -> [CompilerDiagnostic] {
        [learnerCode(kata), learnerTests(kata)].flatMap { UnsafeCodeRefusal.errors(in: $0, reportedAs: relativePath($0)) }
    }

    /// What the learner's work on `kata` is refused for before anything is built, in a verify and a grade alike: a
    /// name the test frameworks own declared in their code, or code marked `unsafe`.
    package func refusedSourceErrors(_ kata: Kata) -> [CompilerDiagnostic] {
        shadowingErrors(kata) + unsafeCodeErrors(kata)
    }
}
