/// A flag or an option of a verb, declared once: the reading of its command line, its usage lines and its help's
/// Options block are made from it.
protocol CommandParameter: Sendable {
    /// As typed: `--timeout`.
    var name: String { get }
    /// The value it takes; `nil` for a flag, which takes none.
    var taken: OptionValue? { get }
    /// Whether it may be given again for more (`--require`), which its usage says with `...`.
    var repeats: Bool { get }
    /// What it does, in its verb's Options block, its default said (lines joined by newlines); `nil` where the
    /// verb's help says it in its own words.
    var help: String? { get }
}

extension CommandParameter {
    var repeats: Bool { false }

    /// How the Options block names it: `--timeout SECONDS`, `--json`.
    var label: String {
        taken.map { "\(name) \($0.name)" } ?? name
    }

    /// How a usage line writes it when it is required: `--stage N`, `--predict red|amber|green`.
    var synopsis: String {
        taken.map { "\(name) \($0.choices.isEmpty ? $0.name : $0.choices.joined(separator: "|"))" } ?? name
    }

    /// How a usage line writes it when it may be left out: `[--timeout SECONDS]`, `[--require KATA:STAGE]...`.
    var usage: String {
        "[\(synopsis)]" + (repeats ? "..." : "")
    }

    /// The error that says what its value must be, when the value is missing or cannot be read.
    var refusal: UsageError {
        UsageError("\(name) takes \(taken?.meaning ?? "no value").")
    }
}

/// The value an option takes: its name in help, what it is, and the few words it may be, when it may be few.
struct OptionValue: Sendable {
    /// As help writes it: `SECONDS`, `FILE`, `N`.
    let name: String
    /// What it is, with an example, said when it is missing or cannot be used: "a whole number of seconds from 1 to
    /// 86400, e.g. --timeout 30".
    let meaning: String
    /// The words it may be (`red`, `amber`, `green`), which a usage line shows in place of its name; empty when many.
    var choices: [String] = []
}

/// A flag: a word the command line holds or not, such as `--json`, asked by `CommandSyntax.Reading.isSet(_:)`.
struct Flag: CommandParameter {
    /// As typed: `--json`.
    let name: String
    /// What it does, in its verb's Options block; `nil` where the verb's help says it in its own words.
    var help: String?

    var taken: OptionValue? { nil }

    /// The same flag, said in a verb's own words.
    func helped(_ help: String) -> Flag {
        Flag(name: name, help: help)
    }
}

/// An option that takes a value, read as a `Value` (`--timeout 30` as a duration) by
/// `CommandSyntax.Reading.value(_:)`, or all of its values by `values(_:)`.
struct Option<Value: Sendable>: CommandParameter {
    /// As typed: `--junit`.
    let name: String
    /// The value it takes: `FILE`, and what it is.
    let value: OptionValue
    /// Whether it may be given again for more, each value kept.
    var repeats = false
    /// What it does, in its verb's Options block; `nil` where the verb's help says it in its own words.
    var help: String?
    /// The value a word given for it is, or `nil` when the word cannot be one.
    let read: @Sendable (String) -> Value?

    var taken: OptionValue? { value }

    /// The same option, said in a verb's own words.
    func helped(_ help: String) -> Option {
        var helped = self
        helped.help = help
        return helped
    }
}

extension Option where Value == String {
    /// An option whose value is the word given, as typed.
    init(name: String, value: OptionValue, help: String? = nil) {
        self.init(name: name, value: value, help: help) { $0 }
    }
}
