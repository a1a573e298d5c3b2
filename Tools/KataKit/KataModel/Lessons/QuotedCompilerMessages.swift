/// The compiler's messages a lesson quotes under "Red to expect", for the check that the compiler says them.
///
/// A message is recognised by its wording (`cannot find 'X' in scope`, `value of type 'T' has no member 'm'`,
/// ...). Sentences about a later moment of the cycle ("Once the type exists: ...", "If you edit the test first,
/// ...", "With the method in place, ...") and messages the lesson says do not come ("not with ...") are left out:
/// the check runs the suite against the stage before only.
package enum QuotedCompilerMessages {
    /// The messages quoted in the "Red to expect" part of a lesson section, spaces collapsed.
    package static func inRedToExpect(of lesson: String) -> [String] {
        guard let start = lesson.range(of: "**Red to expect.**"), let end = lesson.range(of: "**Smallest green.**"),
              start.upperBound < end.lowerBound else { return [] }
        let red = String(lesson[start.upperBound..<end.lowerBound]).collapsingSpaces
        let sentences = red.split(separator: /\.\s+/).filter { sentence in
            !["Once", "With", "If", "Then", "After", "When"].contains { sentence.trimmingCharacters(in: .whitespaces).hasPrefix($0 + " ") }
                && !sentence.contains(" not with ")
        }
        let message = /cannot find (?:type )?'[^']+' in scope|(?:value of )?type '[^']+' has no member '[^']+'|argument passed to (?:a )?call that takes no arguments|extra arguments? (?:'[^']+' |at positions? [#0-9, ]+ )?in call|missing arguments? for parameters? [^ ]+(?: in call)?|incorrect argument labels? in call|no exact matches in call to [a-z ]+/
        return sentences.flatMap { $0.matches(of: message).map { String($0.output) } }
    }
}

extension String {
    /// The text with each run of spaces and line breaks made one space.
    package var collapsingSpaces: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
