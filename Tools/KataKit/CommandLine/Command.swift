/// A parsed `kata` command line.
public enum Command: Equatable, Sendable {
    case list
    case show(kata: String?, stage: String?)
    case verify(kata: String?, timeout: Duration, alreadyRefactored: Bool = false)
    case hint(kata: String?)
    /// Help on one command, or on all of them when `nil`.
    case help(String?)

    /// The word that `show` takes in place of a stage for the kata's introduction.
    static let introductionWord = "intro"

    /// The default limit for each test run of a verify.
    static let defaultTimeout: Duration = .seconds(60)

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let verb = arguments.first else { return .list }
        let rest = Array(arguments.dropFirst())
        let helpWords = ["-h", "--help", "help"]
        if helpWords.contains(verb) { return .help(rest.first { !helpWords.contains($0) }) }
        if rest.contains("--help") || rest.contains("-h") { return .help(verb) }
        switch verb {
        case "list":
            try expectNoMore(rest, after: "list")
            return .list
        case "show":
            let words = try positional(rest, most: 2, verb: "show")
            if words.count == 1, Int(words[0]) != nil || words[0] == introductionWord { return .show(kata: nil, stage: words[0]) }
            return .show(kata: words.first, stage: words.count > 1 ? words[1] : nil)
        case "verify":
            var timeout = defaultTimeout
            var alreadyRefactored = false
            var words: [String] = []
            var iterator = rest.makeIterator()
            while let word = iterator.next() {
                if word == "--already-refactored" {
                    alreadyRefactored = true
                } else if word == "--timeout" || word.hasPrefix("--timeout=") {
                    let value = word == "--timeout" ? iterator.next() : String(word.dropFirst("--timeout=".count))
                    guard let value, let seconds = Int(value), seconds > 0 else {
                        throw UsageError("--timeout takes a whole number of seconds, e.g. --timeout 30.")
                    }
                    timeout = .seconds(seconds)
                } else {
                    words.append(word)
                }
            }
            let kata = try positional(words, most: 1, verb: "verify").first
            return .verify(kata: kata, timeout: timeout, alreadyRefactored: alreadyRefactored)
        case "hint":
            return .hint(kata: try positional(rest, most: 1, verb: "hint").first)
        default:
            let known = ["list", "show", "verify", "hint", "help"]
            let suggestion = known.closest(to: verb).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("'\(verb)' is not a kata command.\(suggestion) Run `kata --help` to see them.")
        }
    }

    private static func positional(_ words: [String], most: Int, verb: String) throws(UsageError) -> [String] {
        if let option = words.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw UsageError("`kata \(verb)` has no option \(option). Run `kata \(verb) --help`.")
        }
        guard words.count <= most else {
            let allowed = most == 0 ? "no arguments" : "at most \(most) argument\(most == 1 ? "" : "s")"
            throw UsageError("`kata \(verb)` takes \(allowed). Run `kata \(verb) --help`.")
        }
        return words
    }

    private static func expectNoMore(_ words: [String], after verb: String) throws(UsageError) {
        _ = try positional(words, most: 0, verb: verb)
    }
}

/// A command line the tool cannot act on: said in one line, and the tool exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence that says what to do instead.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
