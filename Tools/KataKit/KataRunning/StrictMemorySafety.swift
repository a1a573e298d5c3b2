/// Strict memory safety (SE-0458) for the learner's code and tests: every unsafe construct in their files is a compile
/// error, so that nothing a test runs reads memory it was not handed (the C library's buffers, another module's
/// constants) nor calls the C library through a pointer.
///
/// The tool's own files compiled beside them (the test entry point, XCTest's recorder) mark what they do `unsafe`,
/// which the learner's files may not (see `UnsafeCodeRefusal`): the compiler then holds the learner's files alone.
package enum StrictMemorySafety {
    /// The compiler's options that make each unsafe construct of a module an error.
    package static let compilerOptions = ["-strict-memory-safety", "-Werror", "StrictMemorySafety"]
}
