/// The compiler's messages a lesson quotes under "Red to expect", each marked by being written as the compiler prints
/// it, in code type after `error: ` (`` `error: cannot find 'Pizza' in scope` ``), so that the check finds every one.
///
/// A sentence about a later moment of the cycle ("Once the type exists: ...", "If you edit the test first, ...")
/// cannot be held to a build, which runs the suite against the stage before only: it describes the compiler in
/// words and quotes nothing. A quote in a sentence that says "not with" is a message that must not come.
package enum QuotedCompilerMessages {
    /// What a lesson's "Red to expect" part says the compiler prints, read for the check against its real output.
    package struct Reading: Sendable, Equatable {
        /// Messages the compiler must print against the stage before, spaces collapsed.
        package var expected: [String] = []
        /// Messages the lesson says do not come ("not with ...").
        package var absent: [String] = []
        /// Quotes in sentences about a later moment, which no build checks.
        package var unchecked: [String] = []
        /// Text in the compiler's wording that is not marked as a quote.
        package var unmarked: [String] = []
    }

    /// The quotes and the unmarked compiler wording of the "Red to expect" part of a lesson section.
    package static func reading(ofRedToExpect lesson: String) -> Reading {
        guard let start = lesson.range(of: "**Red to expect.**"), let end = lesson.range(of: "**Smallest green.**"),
              start.upperBound < end.lowerBound else { return Reading() }
        var reading = Reading()
        for sentence in String(lesson[start.upperBound..<end.lowerBound]).collapsingSpaces.split(separator: /\.\s+/) {
            let quotes = sentence.matches(of: quote).map { String($0.output.message).collapsingSpaces }
            let later = laterMoments.contains { sentence.trimmingCharacters(in: .whitespaces).hasPrefix($0 + " ") }
            if later {
                reading.unchecked += quotes
            } else if sentence.contains(" not with ") {
                reading.absent += quotes
            } else {
                reading.expected += quotes
                reading.unmarked += sentence.replacing(quote, with: "").matches(of: wording).map { String($0.output) }
            }
        }
        return reading
    }

    /// The words that open a sentence about a later moment of the cycle.
    private static let laterMoments = ["Once", "With", "If", "Then", "After", "When"]

    /// A marked quote: `` `error: MESSAGE` ``.
    private static var quote: Regex<(Substring, message: Substring)> { /`error: (?<message>[^`]+)`/ }

    /// Wordings the Swift compiler's errors use, to find a message quoted without its mark.
    private static var wording: Regex<Substring> { /cannot find (?:type )?'[^']+' in scope|(?:value of )?type '[^']+' has no member '[^']+'|argument passed to (?:a )?call that takes no arguments|extra arguments? (?:'[^']+' |at positions? [#0-9, ]+ )?in call|missing arguments? for parameters? [^ ]+(?: in call)?|incorrect argument labels? in call|no exact matches in call to [a-z ]+|'[^']+' is inaccessible due to '[^']+' protection level|cannot convert value of type '[^']+' to expected argument type '[^']+'|cannot infer contextual base in reference to member '[^']+'|generic (?:struct|class|enum) '[^']+' cannot be used as an attribute|extra trailing closure passed in call|cannot infer key path type from context/ }
}

extension String {
    /// The text with each run of spaces and line breaks made one space.
    package var collapsingSpaces: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Substring {
    /// The text with each run of spaces and line breaks made one space.
    var collapsingSpaces: String { String(self).collapsingSpaces }
}
