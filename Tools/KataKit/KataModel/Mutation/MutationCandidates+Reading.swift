/// Where in a file's tokens the operators of `MutationCandidates` apply: the clauses of a condition, a ternary's
/// condition, a one-line body's call, an optional property given no value, and which lines are whole statements, a
/// body's one expression or a statement that can be removed.
extension MutationCandidates {
    /// Words a statement this removes may not start with.
    static let notStatements: Set<String> = ["let", "var", "func", "return", "if", "guard", "else", "for", "while", "switch", "case",
                                                     "default", "do", "catch", "defer", "throw", "break", "continue", "fallthrough", "repeat",
                                                     "import", "struct", "class", "enum", "extension", "protocol", "actor", "init", "deinit",
                                                     "typealias", "private", "fileprivate", "public", "internal", "package", "static", "final",
                                                     "override", "nonisolated", "mutating", "nonmutating", "get", "set", "willSet", "didSet", "lazy", "weak",
                                                     "unowned", "convenience", "required", "some", "any", "super", "true", "false", "nil"]
    /// Whether the literal at `index` is an enum case's raw value (`case a = 1`), which must stay a literal.
    static func isRawValue(_ tokens: [SwiftTokens.Token], _ index: Int) -> Bool {
        index >= 3 && tokens[index - 1].text == "=" && tokens[index - 3].text == "case"
    }

    /// The indices of the tokens of the one call a body opening at `index` (its `{`) holds, when the body is on one
    /// line and holds nothing else: `{ write(newValue) }`.
    static func oneLineCall(_ tokens: [SwiftTokens.Token], bodyOpeningAt index: Int) -> ClosedRange<Int>? {
        guard index + 1 < tokens.count, tokens[index].text == "{", tokens[index + 1].kind == .word else { return nil }
        var depth = 0, position = index + 1
        while position < tokens.count, tokens[position].line == tokens[index].line {
            let text = tokens[position].text
            if ["(", "["].contains(text) { depth += 1 }
            if [")", "]"].contains(text) { depth -= 1 }
            if depth == 0, ["=", ";", "{", "+=", "-="].contains(text) { return nil }
            if depth == 0, text == "}" {
                return position > index + 2 && tokens[position - 1].text == ")" ? (index + 1)...(position - 1) : nil
            }
            position += 1
        }
        return nil
    }

    /// The name, the wrapped type and the index of the last token of the property declared by the `var` at `index`,
    /// when it is `var name: Type?` alone on its line: an optional stored property given no value.
    static func optionalWithNoValue(_ tokens: [SwiftTokens.Token], declaredAt index: Int) -> (name: String, type: String, end: Int)? {
        let line = tokens[index].line
        var end = index
        while end + 1 < tokens.count, tokens[end + 1].line == line { end += 1 }
        let rest = tokens[(index + 1)...end].map(\.text)
        guard rest.count >= 4, rest[1] == ":", rest.last == "?", !rest.contains(where: { ["=", "{", "(", ","].contains($0) }) else { return nil }
        return (rest[0], rest[2..<(rest.count - 1)].joined(), end)
    }

    /// The indices of the tokens of each Boolean clause of the condition of the `if` or `guard` at `index`: of a list,
    /// those that are not a binding, a pattern or an availability check; none when the condition holds a closure.
    static func conditions(_ tokens: [SwiftTokens.Token], after index: Int, endingAt end: String) -> [ClosedRange<Int>] {
        var depth = 0, position = index + 1, clauseStart = position, clauses: [ClosedRange<Int>] = [], binding = false
        func close() {
            if !binding, position > clauseStart { clauses.append(clauseStart...(position - 1)) }
            clauseStart = position + 1
            binding = false
        }
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0, token.text == end { break }
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            if token.text == "{" || token.text == "}" || depth < 0 { return [] }
            if depth == 0, ["let", "var", "case", "#available", "#unavailable", "="].contains(token.text) { binding = true }
            if depth == 0, token.text == "," { close() }
            position += 1
        }
        guard position < tokens.count else { return [] }
        close()
        return clauses
    }

    /// The indices of the tokens of the condition of the ternary whose `?` is at `index`: back to the `=`, `return`,
    /// bracket, comma or line start before it; none for a nested ternary.
    static func ternaryCondition(_ tokens: [SwiftTokens.Token], before index: Int) -> ClosedRange<Int>? {
        var depth = 0, position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.line != tokens[index].line { break }
            if [")", "]"].contains(token.text) { depth += 1 }
            if ["(", "["].contains(token.text) { depth -= 1 }
            if depth < 0 { break }
            if depth == 0 {
                if ["?", ":"].contains(token.text) { return nil }
                if ["=", "return", ",", "{", "in", "+=", "-=", "*=", "/="].contains(token.text) { break }
            }
            position -= 1
        }
        guard position < index - 1 else { return nil }
        return (position + 1)...(index - 1)
    }

    /// Whether a line's tokens are a statement on their own: brackets closed on the line, not continued from the line
    /// before (whose last token is `before`) or on the line after (whose first is `after`).
    static func isWholeStatement(_ line: [SwiftTokens.Token], before: SwiftTokens.Token?, after: SwiftTokens.Token?) -> Bool {
        var depth = 0
        for token in line {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth < 0 { return false }
        }
        guard depth == 0, let last = line.last, last.kind != .operator, ![",", ":", "(", "[", "{", "in"].contains(last.text) else { return false }
        if let before, before.kind == .operator || [",", "(", "[", ":"].contains(before.text) { return false }
        if let after, after.kind == .operator || [".", "{"].contains(after.text) { return false }
        return true
    }

    /// Whether a whole-statement line is the one expression of a body (the line before ends with its `{`, the line
    /// after starts with its `}`), which the body returns: not a statement, nor an assignment (a setter's).
    static func isImplicitReturn(_ line: [SwiftTokens.Token], before: SwiftTokens.Token?, after: SwiftTokens.Token?) -> Bool {
        guard before?.text == "{", after?.text == "}", let first = line.first, !notStatements.contains(first.text), !first.text.hasPrefix("#"),
              !first.text.hasPrefix("@") else { return false }
        var depth = 0
        for token in line {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, ["=", "+=", "-=", "*=", "/="].contains(token.text) { return false }
        }
        return true
    }

    /// Whether a whole-statement line is one this removes: a call or an assignment, not a declaration or control flow,
    /// nor an assignment in an initializer, which may be what initializes a constant.
    static func removable(_ line: [SwiftTokens.Token], inInitializer: Bool) -> Bool {
        guard let first = line.first(where: { !["try", "await"].contains($0.text) }), first.kind == .word,
              !first.text.hasPrefix("@"), !first.text.hasPrefix("#"), !notStatements.contains(first.text) else { return false }
        var depth = 0
        for token in line {
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0, ["=", "+=", "-=", "*=", "/="].contains(token.text) { return !inInitializer }
        }
        return line.contains { $0.text == "(" } && line.last?.text == ")" || line.last?.text == "}" && line.contains { $0.text == "{" }
    }
}
