import Foundation

/// Fingerprints of a learner's work on a kata: their code and their tests, spaces, line breaks and comments ignored.
package struct WorkFingerprint: Sendable, Equatable {
    var code: String
    var tests: String
}

extension WorkFingerprint {
    /// The fingerprints of the code in `code` and the tests in `tests`.
    package init(code: URL, tests: URL) {
        self.code = SourceFiles.fingerprint(of: [code], ignoringCommentsAndWhitespace: true)
        self.tests = SourceFiles.fingerprint(of: [tests], ignoringCommentsAndWhitespace: true)
    }
}
