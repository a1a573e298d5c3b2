/// A weaker test that a stage's lesson says would let one of its mutants through ("a list that kept only the first
/// would pass a test of one"): the stage's suite with one edit, which `kata check` runs against the stage's reference,
/// where it must pass, and against the mutant, where it must pass too, so that what the lesson says holds.
package struct WeakerTest: Codable, Sendable, Equatable {
    /// The name of the stage's mutant the weaker test lets through.
    package let lets: String
    /// The file of the stage's suite the edit changes.
    package let file: String
    /// The suite's text replaced; it stands exactly once in `file`.
    package let find: String
    /// The text put in its place.
    package let replace: String
    /// The lesson's words that say so, as they stand in the stage's section (spaces aside).
    package let says: String

    /// The suite file's text with the edit made, or `nil` unless `find` stands in it exactly once.
    package func applied(to text: String) -> String? {
        text.replacingOnce(find, with: replace)
    }
}
