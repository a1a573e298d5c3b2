import Foundation
import KataModel

/// Whether a refactor stage's change is in the learner's work: each of the stage's evidence checks, counted in
/// their code and tests with comments, string contents and whitespace left out.
package struct RefactorCheck: Sendable, Equatable {
    /// What the learner's work shows instead, one sentence per check that does not hold.
    package var missing: [String]

    /// Whether the stage's refactor counts as made.
    package var holds: Bool { missing.isEmpty }

    /// The checks of `evidence` on the Swift files under `code` and `tests`.
    init(_ evidence: [RefactorEvidence], code: URL, tests: URL) {
        self.init(evidence, code: SwiftSource.files(under: code).map(\.text), tests: SwiftSource.files(under: tests).map(\.text))
    }

    /// The checks of `evidence` on the texts of Swift files of code and of tests.
    init(_ evidence: [RefactorEvidence], code: [String], tests: [String]) {
        let sources: [RefactorEvidence.Place: [SwiftSource]] = [.code: code.map(SwiftSource.init), .tests: tests.map(SwiftSource.init)]
        missing = evidence.compactMap { check in
            let count = (sources[check.place] ?? []).reduce(0) { $0 + $1.count(of: check) }
            return check.holds(for: count) ? nil : check.missing(for: count)
        }
    }
}

extension SwiftSource {
    /// How many times `check` finds what it counts in this file's code.
    func count(of check: RefactorEvidence) -> Int {
        if let name = check.declares {
            return declarations(named: NSRegularExpression.escapedPattern(for: name)).count
        }
        guard let pattern = check.matches else { return 0 }
        return Self.regex(pattern).matches(in: code[...]).count
    }
}
