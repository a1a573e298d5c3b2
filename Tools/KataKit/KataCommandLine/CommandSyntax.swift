import KataModel
import KataClassroom

/// What a verb takes after it, declared: its words, its flags and its options that take a value; and the one
/// reading of a command line by such a declaration, so that every verb refuses the same mistakes the same way.
struct CommandSyntax {
    /// An option that takes a value, and what it takes, said when the value is missing or cannot be used.
    struct Option: Sendable {
        let name: String
        /// What the value is, with an example: "a whole number of seconds from 1 to 86400, e.g. --timeout 30".
        let takes: String

        /// The error that says what the option takes.
        var refusal: UsageError { UsageError("\(name) takes \(takes).") }
    }

    /// A command line as a syntax read it: its words in order, the flags given, and each option's values in order.
    struct Reading {
        var words: [String] = []
        var flags: Set<String> = []
        var values: [String: [String]] = [:]

        /// The last value given for `option`, if any.
        func value(_ option: Option) -> String? { values[option.name]?.last }

        /// Every value given for `option`, in order.
        func all(_ option: Option) -> [String] { values[option.name] ?? [] }

        /// The words read as `[KATA] [STAGE]`, where one word alone that is a number, or one of `stageWords`, is the stage.
        func kataAndStage(stageWords: [String] = []) -> (kata: String?, stage: String?) {
            if words.count == 1, Int(words[0]) != nil || stageWords.contains(words[0]) { return (nil, words[0]) }
            return (words.first, words.count > 1 ? words[1] : nil)
        }

        /// The last value of `option` made a `Value` by `convert`, refused with what the option takes when it cannot be.
        func value<Value>(_ option: Option, _ convert: (String) -> Value?) throws(UsageError) -> Value? {
            guard let text = value(option) else { return nil }
            guard let converted = convert(text) else { throw option.refusal }
            return converted
        }
    }

    let verb: String
    var flags: [String] = []
    var options: [Option] = []
    /// The most words the verb takes (`Int.max` for a list).
    var mostWords = 0

    /// Reads `arguments` (those after the verb). An option's value comes as `--name VALUE` or `--name=VALUE` and may
    /// be neither empty nor look like an option; a word starting with `-` that is no number is an option, which must
    /// be one of the verb's; and there are no more words than the verb takes.
    func read(_ arguments: [String]) throws(UsageError) -> Reading {
        var reading = Reading()
        var rest = arguments[...]
        while let word = rest.popFirst() {
            if flags.contains(word) {
                reading.flags.insert(word)
            } else if let option = options.first(where: { word == $0.name || word.hasPrefix($0.name + "=") }) {
                let value = word == option.name ? rest.popFirst() : String(word.dropFirst(option.name.count + 1))
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { throw option.refusal }
                reading.values[option.name, default: []].append(value)
            } else if word.hasPrefix("-"), Int(word) == nil {
                throw UsageError("`kata \(verb)` has no option \(word). Run `kata \(verb) --help`.")
            } else {
                reading.words.append(word)
            }
        }
        guard reading.words.count <= mostWords else {
            let allowed = mostWords == 0 ? "no arguments" : "at most \(mostWords) argument\(mostWords == 1 ? "" : "s")"
            throw UsageError("`kata \(verb)` takes \(allowed). Run `kata \(verb) --help`.")
        }
        return reading
    }
}

extension CommandSyntax.Option {
    /// `--timeout`: the limit of each test run.
    static let timeout = Self(name: "--timeout", takes: "a whole number of seconds from 1 to \(Defaults.longestLimitSeconds), e.g. --timeout 30")
    /// `--student-timeout`: the most the grading of one student may take.
    static let studentTimeout = Self(name: "--student-timeout",
                                     takes: "a whole number of seconds from 1 to \(Defaults.longestLimitSeconds), e.g. --student-timeout 30")
    /// `--require KATA:STAGE`: a stage a grade requires.
    static let require = Self(name: "--require", takes: "a kata and a stage, e.g. --require pizza-menu:5")

    /// A whole number of seconds from 1 to a day (see `Defaults.longestLimitSeconds`), as a duration.
    static func seconds(_ text: String) -> Duration? {
        Int(text).flatMap { (1...Defaults.longestLimitSeconds).contains($0) ? .seconds($0) : nil }
    }
}

extension CommandSyntax.Reading {
    /// The stages `--require` names, each read from its value.
    func requirements() throws(UsageError) -> [StageRequirement] {
        var requirements: [StageRequirement] = []
        for value in all(.require) {
            guard let requirement = StageRequirement(argument: value) else { throw CommandSyntax.Option.require.refusal }
            requirements.append(requirement)
        }
        return requirements
    }
}
