/// Reads Swift text scalar by scalar and says of each whether it is code, a comment, or the content of a literal.
///
/// It knows what a reader of the code must tell apart (comments, nested ones too; string literals, raw and
/// multi-line, with interpolations; regex literals) and nothing more.
struct SwiftLexer {
    /// What a scalar of the text is part of.
    enum Part {
        /// Code, the delimiters of literals included.
        case code
        /// A comment.
        case comment
        /// The content of a string literal, with the `\(` and `)` around an interpolation but not its code.
        case stringContent
        /// The content of a regex literal.
        case regexContent
    }

    /// The part of each of `scalars`.
    static func parts(of scalars: [Unicode.Scalar]) -> [Part] {
        var lexer = SwiftLexer(scalars: scalars)
        lexer.readCode()
        return lexer.parts
    }

    /// Whether `scalar` ends a line.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// The text.
    private let scalars: [Unicode.Scalar]
    /// The part of each scalar read so far.
    private var parts: [Part] = []

    /// A lexer at the start of `scalars`.
    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// The index of the next scalar to read.
    private var position: Int { parts.count }

    /// Reads code, with the comments and literals in it, up to the end of the text, or inside an interpolation
    /// up to the `)` that closes it, left unread.
    private mutating func readCode(inInterpolation: Bool = false) {
        var openParentheses = 0
        while position < scalars.count {
            if starts(with: "//") {
                while position < scalars.count, !Self.isLineBreak(scalars[position]) { read(as: .comment) }
            } else if starts(with: "/*") {
                readBlockComment()
            } else if let hashes = stringDelimiterHashes() {
                readString(hashes: hashes)
            } else if let regex = regexHere() {
                read(as: .code, count: regex.hashes + 1)
                read(as: .regexContent, count: regex.closing - position)
                read(as: .code, count: regex.hashes + 1)
            } else {
                if scalars[position] == "(" { openParentheses += 1 }
                if scalars[position] == ")" {
                    if inInterpolation, openParentheses == 0 { return }
                    openParentheses -= 1
                }
                read(as: .code)
            }
        }
    }

    /// Reads a `/* */` comment, with the comments nested in it.
    private mutating func readBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") {
                depth += 1
                read(as: .comment, count: 2)
            } else if starts(with: "*/") {
                depth -= 1
                read(as: .comment, count: 2)
            } else {
                read(as: .comment)
            }
        } while depth > 0 && position < scalars.count
    }

    /// The number of `#` before a `"` that opens a string here, or nil if no string opens here.
    private func stringDelimiterHashes() -> Int? {
        let hashes = hashCount(from: position)
        return scalar(at: position + hashes) == "\"" ? hashes : nil
    }

    /// Reads a string literal opened here with `hashes` `#`: its delimiters as code, its contents as such,
    /// and its interpolations' code as code.
    private mutating func readString(hashes: Int) {
        let raw = String(repeating: "#", count: hashes)
        let isMultiline = starts(with: raw + "\"\"\"")
        let closing = (isMultiline ? "\"\"\"" : "\"") + raw
        let escape = "\\" + raw
        let interpolation = escape + "("
        read(as: .code, count: hashes + (isMultiline ? 3 : 1))
        while position < scalars.count {
            if starts(with: closing) {
                read(as: .code, count: closing.unicodeScalars.count)
                return
            }
            if !isMultiline, Self.isLineBreak(scalars[position]) { return }
            if starts(with: interpolation) {
                read(as: .stringContent, count: hashes + 2)
                readCode(inInterpolation: true)
                read(as: .stringContent)
            } else if starts(with: escape) {
                // An escape: the scalar after it, a quote perhaps, does not end the string.
                read(as: .stringContent, count: hashes + 2)
            } else {
                read(as: .stringContent)
            }
        }
    }

    /// The regex literal that opens here, as the number of `#` around it and the index of its closing `/`, or nil
    /// if none opens here.
    ///
    /// `#/.../#` always opens one; a bare `/` only where an expression starts (after `(`, `=`, `return`, ...),
    /// not before a space, and closed on its line by a `/` not after a space, as the compiler tells it from `/`.
    private func regexHere() -> (hashes: Int, closing: Int)? {
        let hashes = hashCount(from: position)
        let opening = position + hashes
        guard scalar(at: opening) == "/" else { return nil }
        if hashes == 0 {
            guard isExpressionStart, let first = scalar(at: opening + 1), first != " ", first != "\t" else { return nil }
        }
        let isMultiline = hashes > 0 && scalar(at: opening + 1).map(Self.isLineBreak) == true
        var index = opening + 1
        var characterClassDepth = 0
        while let current = scalar(at: index), isMultiline || !Self.isLineBreak(current) {
            if current == "\\" {
                index += 2
                continue
            }
            if current == "[" { characterClassDepth += 1 }
            if current == "]", characterClassDepth > 0 { characterClassDepth -= 1 }
            if current == "/", characterClassDepth == 0, hashCount(from: index + 1) >= hashes {
                return hashes == 0 && [" ", "\t"].contains(scalars[index - 1]) ? nil : (hashes, index)
            }
            index += 1
        }
        return nil
    }

    /// Whether the code read so far ends where an expression can start: nothing, an opening bracket, a
    /// separator, an operator, or a keyword that an expression follows.
    private var isExpressionStart: Bool {
        guard let last = parts.indices.last(where: { parts[$0] == .code && !scalars[$0].properties.isWhitespace }) else { return true }
        if "([{,:;=+-*%<&|^~".unicodeScalars.contains(scalars[last]) { return true }
        guard Self.isIdentifier(scalars[last]) else { return false }
        let wordStart = scalars[...last].lastIndex { !Self.isIdentifier($0) }.map { $0 + 1 } ?? 0
        let word = String(String.UnicodeScalarView(scalars[wordStart...last]))
        return ["return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while"].contains(word)
    }

    /// Whether `scalar` can be part of an identifier.
    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    /// The number of `#` from `index` on.
    private func hashCount(from index: Int) -> Int {
        var count = 0
        while scalar(at: index + count) == "#" { count += 1 }
        return count
    }

    /// The scalar at `index`, or nil past the end.
    private func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// Whether the unread text starts with `prefix`.
    private func starts(with prefix: String) -> Bool {
        scalar(at: position) == prefix.unicodeScalars.first && scalars[position...].starts(with: prefix.unicodeScalars)
    }

    /// Reads up to `count` scalars as `part`.
    private mutating func read(as part: Part, count: Int = 1) {
        parts.append(contentsOf: repeatElement(part, count: max(0, min(count, scalars.count - position))))
    }
}
