import Synchronization

/// A regular expression built once and used from any thread.
///
/// Building a `Regex` parses its pattern and, at its first match, compiles it: about 0.2 ms, which code that built one
/// for each line of a suite, or each compile, paid every time. A built `Regex` is not `Sendable` (it compiles itself
/// lazily), so each match holds a lock; a match takes microseconds.
package final class SharedRegex<Output>: Sendable {
    private let regex: Mutex<Regex<Output>>

    package init(_ regex: sending Regex<Output>) {
        self.regex = Mutex(regex)
    }

    /// The first match in `text`.
    package func firstMatch(in text: Substring) -> Regex<Output>.Match? {
        regex.withLock { text.firstMatch(of: $0) }
    }

    /// `text` with each match replaced by what `replacement` makes of it.
    package func replacing(in text: String, with replacement: (Regex<Output>.Match) -> String) -> String {
        var result = "", rest = text.startIndex
        for match in matches(in: text[...]) {
            result += text[rest..<match.range.lowerBound] + replacement(match)
            rest = match.range.upperBound
        }
        return result + text[rest...]
    }

    /// Every match in `text`, in order.
    package func matches(in text: Substring) -> [Regex<Output>.Match] {
        regex.withLock { text.matches(of: $0) }
    }
}
