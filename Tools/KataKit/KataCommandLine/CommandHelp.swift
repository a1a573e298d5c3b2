import Foundation

/// A line of a verb's usage: what follows `swift run kata VERB`, or a line of its own that adds to the lines before.
struct UsageLine {
    /// Its words, flags and options, joined by spaces.
    let text: String
    /// Whether it adds to the lines before (`(either form) [--json]`) rather than follows `swift run kata VERB`.
    let continuing: Bool

    private init(_ items: [String], continuing: Bool) {
        text = items.filter { !$0.isEmpty }.joined(separator: " ")
        self.continuing = continuing
    }

    /// The line `swift run kata VERB` and `items`: words, and the usages of flags and options.
    static func verb(_ items: String...) -> UsageLine {
        verb(items)
    }

    /// The line `swift run kata VERB` and `items`: words, and the usages of flags and options.
    static func verb(_ items: [String]) -> UsageLine {
        UsageLine(items, continuing: false)
    }

    /// A line of `items` alone that adds to the lines before.
    static func continuing(_ items: String...) -> UsageLine {
        UsageLine(items, continuing: true)
    }
}

extension CommandSyntax {
    /// The usage line of `words`, then every flag and option of the verb, each in brackets.
    func usage(_ words: String) -> UsageLine {
        .verb([words] + parameters.map(\.usage))
    }

    /// The verb's help, `kata VERB --help`: its usage lines, `about`, then, when `optionsColumn` is given, its Options
    /// block, made from the flags and options: each named, and what its help says from that column (under its name
    /// when the name reaches the column).
    func help(usage: [UsageLine], about: String, optionsColumn: Int? = nil) -> String {
        let lines = usage.enumerated().map { index, line in
            (index == 0 ? "Usage: " : "       ") + (line.continuing ? line.text : "swift run kata \(verb)" + (line.text.isEmpty ? "" : " " + line.text))
        }
        let help = lines.joined(separator: "\n") + "\n\n" + about
        return optionsColumn.map { help + "\n\nOptions:\n" + options(from: $0) } ?? help
    }

    /// The Options block's lines: each flag and option with help, named, its help from `column`.
    private func options(from column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        return parameters.compactMap { parameter in
            parameter.help.map { help in
                let lines = help.components(separatedBy: "\n"), named = "  " + parameter.label
                let first = named.count < column ? named.padding(toLength: column, withPad: " ", startingAt: 0) + lines[0] : named + "\n" + indent + lines[0]
                return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }
}
