/// Whether the learner made a refactor stage's change: their work differs, where the reference's does, from
/// what it was at their green of the stage before.
struct RefactorCheck: Sendable, Equatable {
    /// Whether the stage's reference changes the production code.
    var changesCode: Bool
    /// Whether the stage's reference changes the tests.
    var changesTests: Bool
    /// Whether the learner's code differs from the baseline.
    var codeChanged: Bool
    /// Whether the learner's tests differ from the baseline.
    var testsChanged: Bool
    /// What their work was compared with, e.g. "your code at your green of stage 3".
    var baseline: String
    /// Whether the learner said they made the change earlier (`--already-refactored`).
    var waived: Bool

    /// Whether the learner's work changed in each place the reference did.
    var changed: Bool { (!changesCode || codeChanged) && (!changesTests || testsChanged) }

    /// Whether the stage's refactor counts as made.
    var holds: Bool { changed || waived }

    /// What the stage's reference changes: "code", "tests" or "code and tests".
    var whatChanges: String { Self.phrase(code: changesCode, tests: changesTests) }

    /// What the stage's reference changes and the learner's work does not: "code", "tests" or "code and tests".
    var whatStayedTheSame: String { Self.phrase(code: changesCode && !codeChanged, tests: changesTests && !testsChanged) }

    private static func phrase(code: Bool, tests: Bool) -> String {
        [code ? "code" : nil, tests ? "tests" : nil].compactMap { $0 }.joined(separator: " and ")
    }
}
