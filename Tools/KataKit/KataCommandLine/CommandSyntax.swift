/// What a verb takes after it, declared: its words, and its flags and options in the order its help lists them; and
/// the one reading of a command line by such a declaration, so that every verb refuses the same mistakes the same way.
struct CommandSyntax {
    /// A command line as a syntax read it: its words in order, the flags given, and each option's values in order.
    struct Reading {
        var words: [String] = []
        fileprivate var flags: Set<String> = []
        fileprivate var values: [String: [String]] = [:]

        /// Whether `flag` was given.
        func isSet(_ flag: Flag) -> Bool { flags.contains(flag.name) }

        /// The last value given for `option`, read; `nil` when it is not given, refused with what the option takes
        /// when it cannot be read.
        func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
            guard let text = values[option.name]?.last else { return nil }
            guard let value = option.read(text) else { throw option.refusal }
            return value
        }

        /// Every value given for `option`, in order, each read.
        func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
            var read: [Value] = []
            for text in values[option.name] ?? [] {
                guard let value = option.read(text) else { throw option.refusal }
                read.append(value)
            }
            return read
        }

        /// The words read as `[KATA] [STAGE]`, where one word alone that is a number, or one of `stageWords`, is the stage.
        func kataAndStage(stageWords: [String] = []) -> (kata: String?, stage: String?) {
            if words.count == 1, Int(words[0]) != nil || stageWords.contains(words[0]) { return (nil, words[0]) }
            return (words.first, words.count > 1 ? words[1] : nil)
        }
    }

    /// The verb, as its refusals name it.
    let verb: String
    /// The flags and options, in the order the verb's help lists them.
    var parameters: [any CommandParameter] = []
    /// The most words the verb takes (`Int.max` for a list).
    var mostWords = 0

    /// Reads `arguments` (those after the verb). An option's value comes as `--name VALUE` or `--name=VALUE` and may
    /// be neither empty nor look like an option; a word starting with `-` that is no number is a flag or an option,
    /// which must be one of the verb's; and there are no more words than the verb takes.
    func read(_ arguments: [String]) throws(UsageError) -> Reading {
        var reading = Reading()
        var rest = arguments[...]
        while let word = rest.popFirst() {
            if let flag = parameters.first(where: { $0.taken == nil && word == $0.name }) {
                reading.flags.insert(flag.name)
            } else if let option = parameters.first(where: { $0.taken != nil && (word == $0.name || word.hasPrefix($0.name + "=")) }) {
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
