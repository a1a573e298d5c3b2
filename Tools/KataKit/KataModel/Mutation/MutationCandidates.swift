/// The mutants the usual operators make of one reference file, as edits of its text behind a switch (see
/// `MutantSchemata`). Many will not compile, or change nothing a test can see: building the schemata drops the first,
/// the workbook's suite the second.
struct MutationCandidates {
    /// One mutant: its site and the edits that put it behind its switch.
    struct Candidate: Sendable {
        var site: MutationSite
        var fileIndex: Int
        var edits: [Edit]
        /// For an operator replaced, the original and its replacement: the site's operator does one or the other.
        var operatorReplaced: (original: String, mutated: String)?

        /// The spelling of the site's own operator.
        var operatorSpelling: String { MutationCandidates.operatorSpelling(site.id) }
    }

    /// The spelling of site `id`'s own operator: `^` then the number in binary, `~` for 1 and `^` for 0.
    static func operatorSpelling(_ id: Int) -> String {
        "^" + String(id, radix: 2).map { $0 == "1" ? "~" : "^" }
    }

    /// Text put at `position` of the file in place of `removing` scalars.
    struct Edit: Sendable {
        /// What an edit is to the edits at the same position: the end of a stretch it brackets, the start of one, or
        /// a text of its own.
        enum Kind: Comparable, Sendable {
            case closing(length: Int)
            case opening(length: Int)
            case alone
        }

        var position: Int
        var removing = 0
        var text: String
        var kind = Kind.alone
        var site: Int

        /// The two edits that bracket the scalars from `start` to `end` with `opening` and `closing`.
        static func bracketing(_ start: Int, _ end: Int, with opening: String, _ closing: String, site: Int) -> [Edit] {
            [Edit(position: start, text: opening, kind: .opening(length: end - start), site: site),
             Edit(position: end, text: closing, kind: .closing(length: end - start), site: site)]
        }

        /// Whether this edit is written before `other`: by position; at one position the stretches that end there,
        /// inner first, then those that start there, outer first, then the texts of their own.
        func precedes(_ other: Edit) -> Bool {
            func key(_ edit: Edit) -> (Int, Int, Int, Int) {
                switch edit.kind {
                case .closing(let length): (edit.position, 0, length, -edit.site)
                case .opening(let length): (edit.position, 1, -length, edit.site)
                case .alone: (edit.position, 2, 0, edit.site)
                }
            }
            return key(self) < key(other)
        }
    }

    let tokens: SwiftTokens
    private(set) var candidates: [Candidate] = []

    private static let replacedOperators = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==", "&&": "||", "||": "&&",
                                            "+": "-", "-": "+", "*": "+"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    private static let bodyKeywords: Set<String> = ["func", "init", "deinit", "var", "let", "get", "set", "willSet", "didSet", "in", "if", "guard",
                                                    "else", "for", "while", "switch", "do", "catch", "defer", "repeat", "return"]
    /// The values a `return` is made to give instead, for the type the function returns: none for a type that has
    /// no empty value, or a function whose type is not known (a closure's).
    private static func emptyValues(of type: String?) -> [String] {
        guard let type else { return [] }
        if type.hasSuffix("?") { return ["nil"] }
        if type.hasPrefix("[") { return [type.contains(":") ? "[:]" : "[]"] }
        if ["Int", "Double", "Float", "Decimal", "CGFloat", "UInt", "Int64", "Int32"].contains(type) { return ["0"] }
        if type == "String" { return ["\"\""] }
        if type == "Bool" { return ["false", "true"] }
        return []
    }

    /// The candidates of the file `file` whose tokens are `tokens`, numbered from `firstID`; a call of an initializer
    /// of `initializers` has each argument made the empty value of its parameter's type.
    init(_ tokens: SwiftTokens, file: String, firstID: Int, fileIndex: Int, initializers: OwnInitializers) {
        self.tokens = tokens
        var nextID = firstID
        let all = tokens.tokens
        let lines = Dictionary(grouping: all.indices, by: { all[$0].line })
        let skipped = Self.skippedLines(all)
        let (typeBodies, inInitializer, returnTypes) = Self.braceContexts(all)
        func add(line: Int, change: String, edits: (Int) -> [Edit], replacing: (String, String)? = nil) {
            candidates.append(Candidate(site: MutationSite(id: nextID, file: file, line: line, change: change), fileIndex: fileIndex,
                                        edits: edits(nextID), operatorReplaced: replacing))
            nextID += 1
        }
        for (index, token) in all.enumerated() where !skipped.contains(token.line) {
            let previous = index > 0 ? all[index - 1] : nil
            switch token.kind {
            case .operator where token.text == "?" && token.spaceBefore && token.spaceAfter:
                guard let condition = Self.ternaryCondition(all, before: index) else { continue }
                add(line: token.line, change: "the two outcomes of `? :` swapped", edits: { site in
                    Edit.bracketing(all[condition.lowerBound].start, all[condition.upperBound].end, with: "_kataFlip(\(site), ", ")", site: site)
                })
            case .operator:
                guard let mutated = Self.replacedOperators[token.text], token.spaceBefore == token.spaceAfter,
                      token.spaceBefore || !["<", ">"].contains(token.text) else { continue }
                let spelling = Self.operatorSpelling(nextID)
                add(line: token.line, change: "`\(token.text)` made `\(mutated)`", edits: { site in
                    [Edit(position: token.start, removing: token.end - token.start, text: spelling, site: site)]
                }, replacing: (token.text, mutated))
            case _ where token.kind == .number || token.kind == .simpleString || ["true", "false"].contains(token.text):
                guard previous?.text != ".", !Self.isRawValue(all, index) else { continue }
                let mutated = Self.replacedLiteral(token)
                add(line: token.line, change: "`\(token.text)` made `\(mutated)`", edits: { site in
                    [Edit(position: token.start, removing: token.end - token.start, text: "(_kataOn(\(site)) ? \(mutated) : \(token.text))", site: site)]
                })
            case .word where initializers.declares(token.text) && index + 1 < all.count && all[index + 1].text == "(" && previous?.text != ".":
                for argument in Self.arguments(all, openingAt: index + 1, of: token.text, initializers) {
                    for value in Self.emptyValues(of: argument.type) where value != argument.text {
                        add(line: all[argument.tokens.lowerBound].line, change: "\(argument.name) of `\(token.text)(...)` made `\(value)`", edits: { site in
                            Edit.bracketing(all[argument.tokens.lowerBound].start, all[argument.tokens.upperBound].end,
                                            with: "(_kataOn(\(site)) ? \(value) : ", ")", site: site)
                        })
                    }
                }
            case .word where ["set", "didSet", "willSet"].contains(token.text):
                // A setter written on one line, `set { write(newValue) }`: its one call removed.
                guard let body = Self.oneLineCall(all, bodyOpeningAt: index + 1) else { continue }
                let text = String(String.UnicodeScalarView(tokens.scalars[all[body.lowerBound].start..<all[body.upperBound].end]))
                add(line: token.line, change: "`\(text)` removed", edits: { site in
                    Edit.bracketing(all[body.lowerBound].start, all[body.upperBound].end, with: "if !_kataOn(\(site)) { ", " }", site: site)
                })
            case .word where token.text == "var" && typeBodies[index]:
                // An optional stored property with no value given starts as nil: made to start as its type's empty value.
                guard let (name, type, end) = Self.optionalWithNoValue(all, declaredAt: index) else { continue }
                for value in Self.emptyValues(of: type) {
                    add(line: token.line, change: "`\(name)` starts as `\(value)`, not `nil`", edits: { site in
                        [Edit(position: all[end].end, text: " = (_kataOn(\(site)) ? \(value) : nil)", site: site)]
                    })
                }
            case .word where ["if", "guard"].contains(token.text):
                let clauses = Self.conditions(all, after: index, endingAt: token.text == "if" ? "{" : "else")
                for condition in clauses {
                    // A list's clauses each, by their text: a binding beside them (`let items = ...`) stays as it is.
                    let text = String(String.UnicodeScalarView(tokens.scalars[all[condition.lowerBound].start..<all[condition.upperBound].end]))
                    add(line: token.line, change: clauses.count == 1 ? "the condition of `\(token.text)` negated" : "`\(text)` negated", edits: { site in
                        Edit.bracketing(all[condition.lowerBound].start, all[condition.upperBound].end, with: "_kataFlip(\(site), ", ")", site: site)
                    })
                }
            default:
                continue
            }
        }
        for literal in tokens.interpolatedStrings where !skipped.contains(literal.line) {
            let text = String(String.UnicodeScalarView(tokens.scalars[literal.start..<literal.end]))
            add(line: literal.line, change: "`\(text)` made `\"\"`", edits: { site in
                Edit.bracketing(literal.start, literal.end, with: "(_kataOn(\(site)) ? \"\" : ", ")", site: site)
            })
        }
        for (line, indices) in lines.sorted(by: { $0.key < $1.key }) where !skipped.contains(line) {
            let lineTokens = indices.map { all[$0] }
            guard typeBodies[indices[0]] == false, let first = lineTokens.first, let last = lineTokens.last,
                  Self.isWholeStatement(lineTokens, before: lines[line - 1].map { all[$0.last!] }, after: lines[line + 1].map { all[$0[0]] })
            else { continue }
            let indentation = first.start - (tokens.scalars[..<first.start].lastIndex(of: "\n").map { $0 + 1 } ?? 0)
            let lineStart = first.start - indentation
            let pad = String(repeating: " ", count: indentation)
            if first.text == "return" {
                guard lineTokens.count > 1 else { continue }
                for value in Self.emptyValues(of: returnTypes[indices[0]]) where value != lineTokens.dropFirst().map(\.text).joined() {
                    add(line: line, change: "returns `\(value)`", edits: { site in
                        [Edit(position: lineStart, text: "\(pad)if _kataOn(\(site)) { return \(value) }\n", site: site)]
                    })
                }
            } else if let type = returnTypes[indices[0]], Self.isImplicitReturn(lineTokens, before: lines[line - 1].map { all[$0.last!] },
                                                                            after: lines[line + 1].map { all[$0[0]] }) {
                // The one expression of a body that returns a value is its value: wrapped, not preceded by a `return`.
                let text = lineTokens.map(\.text).joined()
                for value in Self.emptyValues(of: type) where value != text {
                    add(line: line, change: "returns `\(value)`", edits: { site in
                        Edit.bracketing(first.start, last.end, with: "(_kataOn(\(site)) ? \(value) : ", ")", site: site)
                    })
                }
            } else if Self.removable(lineTokens, inInitializer: inInitializer[indices[0]]) {
                let soleStatement = lines[line - 1].map { ["{", "in"].contains(all[$0.last!].text) } == true
                    && lines[line + 1].map { all[$0[0]].text == "}" } == true
                guard !soleStatement else { continue }
                let text = String(String.UnicodeScalarView(tokens.scalars[first.start..<last.end]))
                add(line: line, change: "`\(text)` removed", edits: { site in
                    Edit.bracketing(first.start, last.end, with: "if !_kataOn(\(site)) { ", " }", site: site)
                })
            }
        }
    }

    /// An argument of a call of an own type's initializer: how a change names it, the indices of its value's tokens,
    /// its text and its parameter's type.
    struct Argument {
        var name: String
        var tokens: ClosedRange<Int>
        var text: String
        var type: String
    }

    /// The arguments of the call of `type`'s initializer whose `(` is at `open`, when one initializer takes them: all
    /// but a lone literal, which the literal's own mutant changes already.
    private static func arguments(_ tokens: [SwiftTokens.Token], openingAt open: Int, of type: String, _ initializers: OwnInitializers) -> [Argument] {
        guard let close = OwnInitializers.closing(tokens, open), close > open + 1 else { return [] }
        let parts = OwnInitializers.splitAtCommas(Array(tokens[(open + 1)..<close]))
        var offset = open + 1
        var found: [(label: String?, range: ClosedRange<Int>)] = []
        for part in parts {
            // The part's tokens, where they stand: a comma separates it from the next.
            let labelled = part.count > 2 && part[0].kind == .word && part[1].text == ":"
            found.append((labelled ? part[0].text : nil, (offset + (labelled ? 2 : 0))...(offset + part.count - 1)))
            offset += part.count + 1
        }
        guard let types = initializers.parameterTypes(of: type, labels: found.map(\.label)) else { return [] }
        return zip(found, types).enumerated().compactMap { position, pair in
            let (argument, type) = pair
            let value = tokens[argument.range]
            if value.count == 1, let only = value.first, only.kind == .number || only.kind == .simpleString || ["true", "false"].contains(only.text) {
                return nil
            }
            let name = argument.label.map { "the argument `\($0):`" } ?? "argument \(position + 1)"
            return Argument(name: name, tokens: argument.range, text: value.map(\.text).joined(), type: type)
        }
    }

    /// The literal `token` is replaced by: `0` for a number that is not zero and `1` for zero, `""` for a string that is
    /// not empty and `"kata"` for an empty one, the other Boolean.
    private static func replacedLiteral(_ token: SwiftTokens.Token) -> String {
        switch token.text {
        case "true": return "false"
        case "false": return "true"
        case "\"\"": return "\"kata\""
        default:
            if token.kind == .simpleString { return "\"\"" }
            let digits = token.text.filter { $0 != "_" }
            return Double(digits) == 0 ? "1" : "0"
        }
    }

    /// For each token, whether the innermost brace around it opens the body of a type (where statements cannot be),
    /// whether it is in the body of an initializer, and the type the function or computed property it is in returns.
    static func braceContexts(_ tokens: [SwiftTokens.Token]) -> (typeBody: [Bool], initializer: [Bool], returnType: [String?]) {
        var stack: [(type: Bool, initializer: Bool, returns: String?)] = [], result: [Bool] = [], initializer: [Bool] = []
        var returnTypes: [String?] = []
        var since: [String] = []
        for token in tokens {
            result.append(stack.last?.type ?? true)
            initializer.append(stack.last?.initializer ?? false)
            returnTypes.append(stack.last?.returns)
            switch token.text {
            case "{":
                let isType = since.contains(where: typeKeywords.contains) && !since.contains(where: bodyKeywords.contains)
                var returns = stack.last?.returns
                if let function = since.lastIndex(of: "func") {
                    returns = since[function...].lastIndex(of: "->").map { since[($0 + 1)...].prefix { $0 != "where" }.joined() }
                } else if since.contains("init") || since.contains("in") {
                    returns = nil
                } else if let property = since.lastIndex(of: "var"), let colon = since[property...].firstIndex(of: ":") {
                    returns = since[(colon + 1)...].joined()
                }
                stack.append((isType, !isType && (since.contains("init") || stack.last?.initializer == true), isType ? nil : returns))
                since = []
            case "}":
                _ = stack.popLast()
                since = []
            case ";":
                since = []
            default:
                since.append(token.text)
            }
        }
        return (result, initializer, returnTypes)
    }

    /// The lines no mutant is made on: `#` directives and attributes, and a `#if canImport(SwiftUI)` block, whose code
    /// a Linux build never compiles.
    private static func skippedLines(_ tokens: [SwiftTokens.Token]) -> Set<Int> {
        var skipped = Set<Int>(), depth = 0, swiftUIDepth: Int?
        for (index, token) in tokens.enumerated() {
            if token.text.hasPrefix("#") || token.text.hasPrefix("@") { skipped.insert(token.line) }
            if token.text == "#if" {
                depth += 1
                if index + 3 < tokens.count, tokens[index + 1].text == "canImport", tokens[index + 3].text == "SwiftUI", swiftUIDepth == nil {
                    swiftUIDepth = depth
                }
            }
            if token.text == "#endif" {
                if swiftUIDepth == depth { swiftUIDepth = nil; skipped.insert(token.line) }
                depth -= 1
            }
            if swiftUIDepth != nil { skipped.insert(token.line) }
        }
        return skipped
    }
}
