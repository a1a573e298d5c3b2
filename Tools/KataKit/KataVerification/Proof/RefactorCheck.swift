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

    /// The checks of `evidence` on the texts of Swift files of code and of tests. In the tests, what a refactor
    /// leaves at most is counted per suite (each top-level type and its extensions, and the code outside them as one):
    /// one helper in each of several suites is the refactor made, as the contract's "in the suite" says.
    init(_ evidence: [RefactorEvidence], code: [String], tests: [String]) {
        let sources: [RefactorEvidence.Place: [SwiftSource]] = [.code: code.map(SwiftSource.init), .tests: tests.map(SwiftSource.init)]
        missing = evidence.compactMap { check in
            let files = sources[check.place] ?? []
            let total = files.reduce(0) { $0 + $1.count(of: check) }
            guard check.place == .tests, let atMost = check.atMost else { return check.holds(for: total) ? nil : check.missing(for: total) }
            guard total >= check.lowest else { return check.missing(for: total) }
            let bySuite = files.reduce(into: [String: Int]()) { counts, file in counts.merge(file.countsBySuite(of: check)) { $0 + $1 } }
            let most = bySuite.values.max() ?? 0
            return most <= atMost ? nil : check.missing(for: most)
        }
    }
}

extension Workbook {
    /// What the learner's work lacks of the change of refactor stage `refactor`, one sentence per check, where the
    /// workbook's own code and suite of the later stage `later` still show it (a later change may rightly undo a
    /// refactor's trace, as pizza-menu 15 does 4's): empty when the change is there, or when `later` undoes it too.
    func refactorUndone(_ kata: Kata, _ refactor: Stage, keptBy later: Stage) -> [String] {
        guard refactor.kind == .refactor,
              RefactorCheck(refactor.evidence, code: reference(kata, at: .after(later)), tests: acceptanceSuite(kata, at: .after(later))).holds
        else { return [] }
        return RefactorCheck(refactor.evidence, code: learnerCode(kata), tests: learnerTests(kata)).missing
    }
}

/// An earlier refactor stage whose change a later stage's work undoes, where that stage's reference keeps it.
package struct UndoneRefactor: Sendable, Equatable {
    package var stage: Stage
    /// What the learner's work shows instead of the change, one sentence per check.
    package var missing: [String]
}

extension SwiftSource {
    /// How many times `check` finds what it counts in this file's code: declarations of its name, or matches of its
    /// pattern.
    func count(of check: RefactorEvidence) -> Int {
        if let name = check.declares {
            return declarations(named: NSRegularExpression.escapedPattern(for: name)).count
        }
        return matches(of: check).count
    }

    /// How many times the pattern of `check` matches in each top-level type or extension of this file, by the name
    /// it declares or extends, and outside them (under the empty name).
    func countsBySuite(of check: RefactorEvidence) -> [String: Int] {
        let all = bodies(of: "class|struct|enum|actor|extension")
        let suites = all.filter { suite in
            !all.contains { $0.body.startIndex < suite.body.startIndex && $0.body.endIndex >= suite.body.endIndex }
        }
        return matches(of: check).reduce(into: [:]) { counts, found in
            counts[suites.first { $0.body.startIndex <= found.lowerBound && found.upperBound <= $0.body.endIndex }?.name ?? "", default: 0] += 1
        }
    }

    /// Where the pattern of `check` matches in this file's code; nowhere for a check of a declaration.
    private func matches(of check: RefactorEvidence) -> [Range<String.Index>] {
        guard check.declares == nil, let pattern = check.matches else { return [] }
        return Self.regex(pattern).matches(in: code[...]).map(\.range)
    }
}
