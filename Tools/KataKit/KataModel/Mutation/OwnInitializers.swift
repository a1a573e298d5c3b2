/// The initializers of the types a kata's reference code declares, by type name: what a call into them passes, so that
/// an argument can be made the empty value of its parameter's type (see `MutationCandidates`).
///
/// Read from the tokens alone: each `init(...)` in the body of a type or an extension of it, and a struct's memberwise
/// initializer, from its stored properties in order, when its body declares no initializer.
struct OwnInitializers {
    /// A parameter: its argument label (`nil` for `_`), its type as written with no spaces, and whether it has a
    /// default value, so that a call may leave it out.
    struct Parameter: Equatable {
        var label: String?
        var type: String
        var defaulted: Bool
    }

    /// The parameter lists of each type's initializers.
    private(set) var signatures: [String: [[Parameter]]] = [:]

    /// The initializers declared in the files whose tokens are `files`.
    init(_ files: [SwiftTokens]) {
        for tokens in files { read(tokens.tokens) }
    }

    /// Whether `type` is one of the code's own types with an initializer read.
    func declares(_ type: String) -> Bool {
        signatures[type] != nil
    }

    /// The type of each argument of a call of `type`'s initializer with `labels` (`nil` for an unlabeled argument),
    /// when exactly one of its initializers takes them.
    func parameterTypes(of type: String, labels: [String?]) -> [String]? {
        let matching = (signatures[type] ?? []).compactMap { Self.match(labels, $0) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The types of the parameters `labels` pass, in order, when the call fits `parameters`: each parameter taken in
    /// order, those left out defaulted.
    private static func match(_ labels: [String?], _ parameters: [Parameter]) -> [String]? {
        var types: [String] = [], next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                types.append(parameter.type)
                next += 1
            } else if !parameter.defaulted {
                return nil
            }
        }
        return next == labels.count ? types : nil
    }

    private mutating func read(_ tokens: [SwiftTokens.Token]) {
        // The types whose bodies are open, by the brace depth inside them, with their stored properties.
        var open: [(name: String, depth: Int, isStruct: Bool, stored: [Parameter], hasInit: Bool)] = []
        var depth = 0, index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{":
                depth += 1
            case "}":
                if let last = open.last, last.depth == depth {
                    open.removeLast()
                    if last.isStruct, !last.hasInit { signatures[last.name, default: []].append(last.stored) }
                }
                depth -= 1
            case "struct", "class", "enum", "actor", "extension":
                // `class func` and the like declare no type: a type's name is capitalized.
                guard index + 1 < tokens.count, tokens[index + 1].kind == .word, tokens[index + 1].text.first?.isUppercase == true else { break }
                if let brace = tokens[index...].firstIndex(where: { $0.text == "{" || $0.text == "}" }), tokens[brace].text == "{" {
                    open.append((tokens[index + 1].text, depth + 1, token.text == "struct", [], false))
                }
            case "init" where open.last?.depth == depth:
                // A failable initializer's `?` or `!` stands before its parameters.
                let parenthesis = index + 1 < tokens.count && ["?", "!"].contains(tokens[index + 1].text) ? index + 2 : index + 1
                guard parenthesis < tokens.count, tokens[parenthesis].text == "(", let close = Self.closing(tokens, parenthesis) else { break }
                signatures[open[open.count - 1].name, default: []].append(Self.parameters(Array(tokens[(parenthesis + 1)..<close])))
                open[open.count - 1].hasInit = true
                index = close
            case "let", "var":
                guard open.last?.depth == depth, open.last?.isStruct == true, index == 0 || tokens[index - 1].text != "static",
                      let property = Self.storedProperty(tokens, at: index) else { break }
                open[open.count - 1].stored.append(property)
            default:
                break
            }
            index += 1
        }
    }

    /// The stored property declared by the `let` or `var` at `index`, as a memberwise parameter: `nil` for a computed
    /// one, or one whose type is not written.
    private static func storedProperty(_ tokens: [SwiftTokens.Token], at index: Int) -> Parameter? {
        guard index + 2 < tokens.count, tokens[index + 1].kind == .word, tokens[index + 2].text == ":" else { return nil }
        let line = tokens[index].line
        let rest = tokens[(index + 3)...].prefix { $0.line == line }
        guard !rest.contains(where: { $0.text == "{" }) else { return nil }
        let type = rest.prefix { $0.text != "=" }.map(\.text).joined()
        let defaulted = rest.contains { $0.text == "=" } || type.hasSuffix("?") && tokens[index].text == "var"
        // A `let` with a value is not a parameter at all.
        if tokens[index].text == "let", rest.contains(where: { $0.text == "=" }) { return nil }
        return Parameter(label: tokens[index + 1].text, type: type, defaulted: defaulted)
    }

    /// The parameters of an initializer from the tokens between its parentheses.
    private static func parameters(_ tokens: [SwiftTokens.Token]) -> [Parameter] {
        splitAtCommas(tokens).compactMap { parameter in
            guard let colon = parameter.firstIndex(where: { $0.text == ":" }), colon > 0 else { return nil }
            let label = parameter[0].text
            let type = parameter[(colon + 1)...].prefix { $0.text != "=" }.map(\.text).joined()
            return Parameter(label: label == "_" ? nil : label, type: type, defaulted: parameter.contains { $0.text == "=" })
        }
    }

    /// `tokens` split at the commas outside any bracket.
    static func splitAtCommas(_ tokens: [SwiftTokens.Token]) -> [[SwiftTokens.Token]] {
        var parts: [[SwiftTokens.Token]] = [[]], depth = 0
        for token in tokens {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.text == "," { parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        return parts.filter { !$0.isEmpty }
    }

    /// The index of the bracket that closes the one at `open`.
    static func closing(_ tokens: [SwiftTokens.Token], _ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }
}
