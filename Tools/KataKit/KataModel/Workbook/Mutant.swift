/// A small edit of a stage's reference code that keeps its API and gets the stage's behaviour wrong.
///
/// The learner's tests must fail against every mutant of their stage: a test that cannot tell the mutant from
/// the reference does not test the stage's behaviour.
package struct Mutant: Codable, Sendable, Equatable {
    /// A short kebab-case name, unique within the stage.
    package let name: String
    /// The file of the stage's reference folder that the edit changes.
    package let file: String
    /// The text replaced; it stands exactly once in `file`.
    package let find: String
    /// The text put in its place.
    package let replace: String
    /// What the mutant gets wrong, as the end of "your tests do not notice when ...".
    package let wrong: String

    package init(name: String, file: String, find: String, replace: String, wrong: String) {
        self.name = name
        self.file = file
        self.find = find
        self.replace = replace
        self.wrong = wrong
    }

    /// The reference file's text with the edit made, or `nil` unless `find` stands in it exactly once.
    package func applied(to text: String) -> String? {
        text.replacingOnce(find, with: replace)
    }
}

extension String {
    /// The text with `find` replaced by `replacement`, or `nil` unless `find` stands in it exactly once: a manifest's
    /// edit of a file, a mutant's or a weaker test's.
    package func replacingOnce(_ find: String, with replacement: String) -> String? {
        let ranges = ranges(of: find)
        guard ranges.count == 1, let range = ranges.first else { return nil }
        return replacingCharacters(in: range, with: replacement)
    }
}
