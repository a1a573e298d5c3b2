/// Whether the learner made a refactor stage's change: their work differs, where the reference's does, from
/// what it was at their green of the stage before.
struct RefactorCheck: Sendable, Equatable {
    /// Whether the stage's reference changes the production code.
    var changesCode: Bool
    /// Whether the stage's reference changes the tests.
    var changesTests: Bool
    /// Whether the learner's work changed in each place the reference did.
    var changed: Bool
    /// What their work was compared with, e.g. "your code at your green of stage 3".
    var baseline: String
    /// Whether the learner said they made the change earlier (`--already-refactored`).
    var waived: Bool

    /// Whether the stage's refactor counts as made.
    var holds: Bool { changed || waived }

    /// What the stage's reference changes: "code", "tests" or "code and tests".
    var whatChanges: String {
        [changesCode ? "code" : nil, changesTests ? "tests" : nil].compactMap { $0 }.joined(separator: " and ")
    }
}
