/// One thing a refactor stage's change leaves behind in the learner's files, checked in their code alone: what
/// comments, string contents and whitespace say never counts.
///
/// A check counts either the declarations of a name (`declares`) or the matches of a pattern (`matches`) in the
/// learner's code or tests, and holds when the count is at least `atLeast` (1 when neither bound is given) and at
/// most `atMost`.
package struct RefactorEvidence: Codable, Sendable, Equatable {
    /// The learner's files a check reads.
    package enum Place: String, Codable, Sendable {
        case code, tests
    }

    /// Where the check looks.
    package let place: Place
    /// A name whose declarations (`func`, `var`, `struct`, ...) are counted.
    package let declares: String?
    /// A regular expression whose matches in the code are counted; `\b` is any change between a word character
    /// and another.
    package let matches: String?
    /// The fewest the refactor leaves.
    let atLeast: Int?
    /// The most the refactor leaves.
    package let atMost: Int?
    /// What the refactor leaves, in words, for the lesson: "your tests make the view model in one helper".
    package let shows: String
    /// What the learner's work shows instead, in words, `{count}` standing for the count found and `{s}` for the
    /// plural's "s": "your tests still make the view model in {count} place{s}".
    package let missing: String

    private enum CodingKeys: String, CodingKey {
        case place = "in", declares, matches, atLeast, atMost, shows, missing
    }

    /// The fewest the check needs: `atLeast`, or 1 when no bound is given.
    package var lowest: Int { atLeast ?? (atMost == nil ? 1 : 0) }

    /// Whether `count` is within the check's bounds.
    package func holds(for count: Int) -> Bool {
        count >= lowest && count <= (atMost ?? .max)
    }

    /// The `missing` sentence for `count`.
    package func missing(for count: Int) -> String {
        missing.replacingOccurrences(of: "{count}", with: "\(count)").replacingOccurrences(of: "{s}", with: count == 1 ? "" : "s")
    }
}
