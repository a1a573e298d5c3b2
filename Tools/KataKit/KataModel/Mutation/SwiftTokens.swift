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
            /// A one-line string literal with no interpolation, its quotes included. The quotes of any other literal
            /// are punctuation, and the code of its interpolations is tokens of its own (see `interpolatedStrings`).
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

    /// A one-line string literal with interpolations and no literal inside them: where it stands, its quotes
    /// included, and its line.
    struct InterpolatedString {
        var start: Int
        var end: Int
        var line: Int
    }

    let scalars: [Unicode.Scalar]
    let tokens: [Token]
    let interpolatedStrings: [InterpolatedString]

    /// The tokens of `text`; comments, and the code inside string interpolations, are left out.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        let parts = SwiftLexer.parts(of: scalars)
        var found: [Token] = [], interpolated: [InterpolatedString] = []
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
            } else if scalar == "\"", let close = Self.interpolatedStringEnd(scalars, from: index, parts) {
                interpolated.append(InterpolatedString(start: index, end: close, line: line))
                index += 1
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
        interpolatedStrings = interpolated
    }

    /// The index after the simple string literal (see `Token.Kind.simpleString`) whose opening quote is at `start`.
    private static func simpleStringEnd(_ scalars: [Unicode.Scalar], from start: Int, _ parts: [SwiftLexer.Part]) -> Int? {
        var index = start + 1
        while index < scalars.count, parts[index] == .stringContent {
            if scalars[index] == "\n" { return nil }
            // An escape is kept whole; `\(` opens an interpolation.
            if scalars[index] == "\\" {
                guard index + 1 < scalars.count, scalars[index + 1] != "(", parts[index + 1] == .stringContent else { return nil }
                index += 1
            }
            index += 1
        }
        guard index < scalars.count, scalars[index] == "\"", parts[index] == .code else { return nil }
        // `""` followed by a third quote opens a multi-line literal.
        if index == start + 1, index + 1 < scalars.count, scalars[index + 1] == "\"" { return nil }
        return index + 1
    }

    /// The index after the one-line string literal with interpolations (see `InterpolatedString`) whose opening quote
    /// is at `start`; `nil` for another literal, or one with a literal inside an interpolation.
    private static func interpolatedStringEnd(_ scalars: [Unicode.Scalar], from start: Int, _ parts: [SwiftLexer.Part]) -> Int? {
        guard start + 1 < scalars.count, parts[start + 1] == .stringContent, start == 0 || scalars[start - 1] != "#" else { return nil }
        var index = start + 1, interpolations = 0, sawOne = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { return nil }
            switch parts[index] {
            case .stringContent where interpolations > 0:
                // Inside an interpolation, the only content is the `)` that closes it.
                interpolations -= 1
            case .stringContent where scalar == "\\":
                if index + 1 < scalars.count, scalars[index + 1] == "(" { interpolations += 1; sawOne = true }
                index += 1
            case .code where scalar == "\"":
                guard interpolations == 0 else { return nil }
                return sawOne ? index + 1 : nil
            case .stringContent, .code:
                break
            case .comment, .regexContent:
                return nil
            }
            index += 1
        }
        return nil
    }
}
