/// An earlier stage's hand-written mutant made a site of a later stage's schemata, where its edit still applies: the
/// text it changes still stands once in the file, and its change, cut down to the tokens or the lines it touches,
/// compiles behind a switch.
///
/// Each mutant gives two candidates: the tokens it changes as an expression, `(on ? changed : original)`, and the
/// lines it changes as statements, `if on { changed } else { original }`, each only where it can parse (and, as
/// statements, only where neither side holds a `defer` of its own, which the branch would end). Building the
/// schemata drops the one that does not compile; when both do, the expression is kept (see
/// `MutantSchemata.redundantForms`). Neither removes any text, so the generated sites inside them stay as they are.
extension MutationCandidates {
    /// The candidates of `mutant` (of stage `stage`) in the file `file` whose tokens are `tokens` (and, for each token,
    /// whether it stands in a type's body: `typeBody`), numbered from `firstID`; `statements` holds the stretches of
    /// the file's earlier statement forms, which a new one must nest in or keep clear of.
    static func handWritten(_ mutant: Mutant, stage: Int, in tokens: SwiftTokens, typeBody: [Bool], file: String, firstID: Int, fileIndex: Int,
                            statements: inout [Range<Int>]) -> [Candidate] {
        let text = tokens.scalars, find = Array(mutant.find.unicodeScalars), replace = Array(mutant.replace.unicodeScalars)
        let found = occurrences(of: find, in: text)
        guard found.count == 1, let at = found.first else { return [] }
        let mutated = Array(text[..<at]) + replace + Array(text[(at + find.count)...])
        // The scalars that differ: [low, high) of the reference, the same stretch grown by `delta` in the mutant.
        var low = 0
        while low < text.count, low < mutated.count, text[low] == mutated[low] { low += 1 }
        var tail = 0
        while tail < text.count - low, tail < mutated.count - low, text[text.count - 1 - tail] == mutated[mutated.count - 1 - tail] { tail += 1 }
        let high = text.count - tail, delta = mutated.count - text.count
        guard low < high || delta != 0 else { return [] }
        let firstChanged = text[at...].firstIndex { !$0.properties.isWhitespace } ?? at
        let line = text[..<firstChanged].filter { $0 == "\n" }.count + 1
        let site = { (id: Int, form: String) in
            MutationSite(id: id, file: file, line: line, change: "hand-written `\(mutant.name)` of stage \(stage), \(form)",
                         handWritten: HandWrittenOrigin(mutant: mutant.name, stage: stage))
        }
        let all = tokens.tokens
        var candidates: [Candidate] = []
        // The tokens it touches, as an expression: whole, not a member after a `.`, nor beginning or ending with a
        // binary operator, nor inside a literal's text (a change of a string's words made code there would be text of
        // the string, the switch's name and all, on or off).
        let touched = all.indices.filter { all[$0].end > low && all[$0].start < high || low == high && (all[$0].end == low || all[$0].start == low) }
        if let first = touched.first, let last = touched.last {
            let start = min(low, all[first].start), end = max(high, all[last].end)
            let original = String(String.UnicodeScalarView(text[start..<end])), changed = String(String.UnicodeScalarView(mutated[start..<(end + delta)]))
            let isCode = { (scalars: [Unicode.Scalar], range: Range<Int>) in
                let parts = SwiftLexer.parts(of: scalars)
                return !range.isEmpty && parts[range.lowerBound] == .code && parts[range.upperBound - 1] == .code
            }
            if first == 0 || all[first - 1].text != ".", isWholeExpression(original), isWholeExpression(changed),
               isCode(text, start..<end), isCode(mutated, start..<(end + delta)) {
                candidates.append(Candidate(site: site(firstID, "as an expression"), fileIndex: fileIndex,
                                            edits: Edit.bracketing(start, end, with: "(_kataOn(\(firstID)) ? (\(changed)) : (", "))", site: firstID)))
            }
        }
        // The lines the text it finds stands on (its last line break aside), as statements: whole statements in a body
        // where statements may stand, brackets closed in the lines both before and after the change.
        let lineStart = text[..<at].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let findEnd = at + find.count - (find.last == "\n" ? 1 : 0)
        let lineEnd = text[max(at, findEnd)...].firstIndex(of: "\n") ?? text.count
        let changedLines = String(String.UnicodeScalarView(text[lineStart..<at] + replace + text[min(at + find.count, lineEnd)..<lineEnd]))
        let span = lineStart..<lineEnd
        let onLines = all.indices.filter { span.contains(all[$0].start) }
        guard let firstOnLines = onLines.first, let lastOnLines = onLines.last, !typeBody[firstOnLines],
              isWholeStatement(onLines.map { all[$0] }, before: firstOnLines > 0 ? all[firstOnLines - 1] : nil,
                               after: lastOnLines + 1 < all.count ? all[lastOnLines + 1] : nil),
              areBracketsClosed(changedLines), ([all[firstOnLines]] + SwiftTokens(changedLines).tokens.prefix(1)).allSatisfy(canStartStatement),
              !holdsDefer(onLines.map { all[$0] }), !holdsDefer(SwiftTokens(changedLines).tokens),
              statements.allSatisfy({ !$0.overlaps(span) || $0.contains(span) || span.contains($0) || $0 == span }) else { return candidates }
        statements.append(span)
        let id = firstID + candidates.count
        let opening = changedLines.allSatisfy(\.isWhitespace) ? "if !_kataOn(\(id)) {\n" : "if _kataOn(\(id)) {\n\(changedLines)\n} else {\n"
        candidates.append(Candidate(site: site(id, "as statements"), fileIndex: fileIndex,
                                    edits: Edit.bracketing(lineStart, lineEnd, with: opening, "\n}", site: id)))
        return candidates
    }

    /// Words that make a text a statement or a closure's head, not an expression.
    private static let statementWords: Set = ["in", "let", "var", "return", "case", "default", "guard", "if", "else", "for", "while",
                                              "func", "defer", "do", "_"]

    /// Whether `text` could be an expression on its own: one line, something in it, its brackets closed, no binary
    /// operator at either end, no assignment or statement's word outside its brackets.
    private static func isWholeExpression(_ text: String) -> Bool {
        let tokens = SwiftTokens(text).tokens
        guard !text.contains("\n"), let first = tokens.first, let last = tokens.last, areBracketsClosed(text) else { return false }
        let dangling = { (token: SwiftTokens.Token) in token.kind == .operator && token.spaceBefore && token.spaceAfter }
        var depth = 0
        for token in tokens {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.text == "=" || statementWords.contains(token.text) { return false }
        }
        return !dangling(first) && !dangling(last) && ![",", ":", "."].contains(first.text) && ![",", ":", "."].contains(last.text)
    }

    /// Whether a statement in a body may begin with `token`: not a member, an operator, a switch's case or an accessor.
    private static func canStartStatement(_ token: SwiftTokens.Token) -> Bool {
        token.text != "." && token.kind != .operator && !token.text.hasPrefix("@")
            && !["case", "default", "get", "set", "willSet", "didSet", "mutating", "nonmutating"].contains(token.text)
    }

    /// Whether `tokens` hold a `defer` of their own, outside any bracket: put inside `if on { ... } else { ... }`, its
    /// block would run at the end of the branch, not of the function (film-list 8's `isLoading` was cleared at once,
    /// with no mutant on).
    private static func holdsDefer(_ tokens: [SwiftTokens.Token]) -> Bool {
        var depth = 0
        for token in tokens {
            if depth == 0, token.text == "defer" { return true }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
        }
        return false
    }

    /// Whether every bracket `text` opens it closes, in order.
    private static func areBracketsClosed(_ text: String) -> Bool {
        var depth = 0
        for token in SwiftTokens(text).tokens {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }


    /// Where `pattern` starts in `text`, each time.
    private static func occurrences(of pattern: [Unicode.Scalar], in text: [Unicode.Scalar]) -> [Int] {
        guard let first = pattern.first, pattern.count <= text.count else { return [] }
        var found: [Int] = []
        for start in 0...(text.count - pattern.count) where text[start] == first {
            var matched = 1
            while matched < pattern.count, text[start + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { found.append(start) }
        }
        return found
    }
}
