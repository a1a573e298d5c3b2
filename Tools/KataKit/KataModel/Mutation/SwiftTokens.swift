/// The tokens of a Swift file's code, as much of them as mutating it needs: words, numbers, operators, punctuation
/// and simple string literals, each with where it stands.
struct SwiftTokens {
    /// A token of the code.
    struct Token {
        enum Kind: Equatable {
            /// An identifier or a keyword, `#if` and `@Test` included.
            case word
            case number
            case `operator`
            /// One of `( ) [ ] { } , : ; .` or another scalar of its own.
            case punctuation
            /// A one-line string literal with no interpolation or escape, its quotes included. The quotes of any
            /// other literal are punctuation, and the code of its interpolations is tokens of its own.
            case simpleString
        }

        var kind: Kind
        var text: String
        /// The index of its first scalar in the text, and of the scalar after its last.
        var start: Int
        var end: Int
        /// Its line, from 1.
        var line: Int
        /// Whether a space, a tab or a line break stands just before it and just after it.
        var spaceBefore: Bool
        var spaceAfter: Bool
    }

    let scalars: [Unicode.Scalar]
    let tokens: [Token]

    /// The tokens of `text`; comments, and the code inside string interpolations, are left out.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        let parts = SwiftLexer.parts(of: scalars)
        var found: [Token] = []
        var index = 0, line = 1
        let operatorScalars = "/=-+!*%<>&|^~?".unicodeScalars
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
        }
        func isSpace(_ at: Int) -> Bool { at < 0 || at >= scalars.count || scalars[at].properties.isWhitespace }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            guard parts[index] == .code, !scalar.properties.isWhitespace else { index += 1; continue }
            let start = index, startLine = line
            var kind = Token.Kind.punctuation
            if scalar == "\"", let close = Self.simpleStringEnd(scalars, from: index, parts) {
                index = close
                kind = .simpleString
            } else if isWordScalar(scalar) && scalar.properties.numericType == nil || "#@`$".unicodeScalars.contains(scalar) {
                index += 1
                while index < scalars.count, parts[index] == .code, isWordScalar(scalars[index]) || "`$".unicodeScalars.contains(scalars[index]) { index += 1 }
                kind = .word
            } else if scalar.properties.numericType != nil {
                index += 1
                while index < scalars.count, parts[index] == .code,
                      isWordScalar(scalars[index]) || scalars[index] == "." && index + 1 < scalars.count && scalars[index + 1].properties.numericType != nil {
                    index += 1
                }
                kind = .number
            } else if operatorScalars.contains(scalar) || scalar == "." && index + 1 < scalars.count && operatorScalars.contains(scalars[index + 1]) {
                index += 1
                while index < scalars.count, parts[index] == .code, operatorScalars.contains(scalars[index]) || scalars[index] == "." { index += 1 }
                kind = .operator
            } else {
                index += 1
            }
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            found.append(Token(kind: kind, text: text, start: start, end: index, line: startLine,
                                spaceBefore: isSpace(start - 1), spaceAfter: isSpace(index)))
        }
        tokens = found
    }

    /// The index after the simple string literal (see `Token.Kind.simpleString`) whose opening quote is at `start`.
    private static func simpleStringEnd(_ scalars: [Unicode.Scalar], from start: Int, _ parts: [SwiftLexer.Part]) -> Int? {
        var index = start + 1
        while index < scalars.count, parts[index] == .stringContent {
            if scalars[index] == "\\" || scalars[index] == "\n" { return nil }
            index += 1
        }
        guard index < scalars.count, scalars[index] == "\"", parts[index] == .code else { return nil }
        // `""` followed by a third quote opens a multi-line literal.
        if index == start + 1, index + 1 < scalars.count, scalars[index + 1] == "\"" { return nil }
        return index + 1
    }
}
