extension Array where Element == String {
    /// The only element that starts with `word`, or else the nearest by edit distance if near enough to be a likely typo.
    package func closest(to word: String) -> String? {
        let extending = filter { $0.hasPrefix(word) && !word.isEmpty }
        if extending.count == 1 { return extending[0] }
        let scored = map { ($0, $0.editDistance(to: word)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= Swift.max(2, word.count / 3) ? best.0 : nil
    }
}

extension String {
    /// The Levenshtein distance between two strings.
    func editDistance(to other: String) -> Int {
        let a = Array(self), b = Array(other)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
