import Foundation
import Synchronization

/// A Swift file's text seen two ways: its code alone and its string literals' contents alone.
///
/// Each view keeps every line break where the text has it and blanks the rest with spaces, so a match in a view
/// is on the text's line. A name in a comment, a string or a regex literal is not in the code, but the code of a
/// string's interpolation is.
package struct SwiftSource {
    /// The text with comments and the contents of string and regex literals blanked.
    package let code: String
    /// The text with all but the contents of string literals blanked.
    package let stringContents: String

    /// The two views of `text`.
    package init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let parts = SwiftLexer.parts(of: scalars)
        code = Self.view(of: scalars, keeping: [.code], of: parts)
        stringContents = Self.view(of: scalars, keeping: [.stringContent], of: parts)
    }

    /// `text` with its comments blanked: what a change to a file means, since a comment changes no program.
    static func withoutComments(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        return view(of: scalars, keeping: [.code, .stringContent, .regexContent], of: SwiftLexer.parts(of: scalars))
    }

    /// `scalars` with those not of `kept` parts blanked, line breaks kept.
    private static func view(of scalars: [Unicode.Scalar], keeping kept: Set<SwiftLexer.Part>, of parts: [SwiftLexer.Part]) -> String {
        var view = String.UnicodeScalarView()
        for (scalar, scalarPart) in zip(scalars, parts) {
            view.append(kept.contains(scalarPart) || SwiftLexer.isLineBreak(scalar) ? scalar : " ")
        }
        return String(view)
    }

    /// The declarations in the code (`func`, `var`, `struct`, ...) of a name `namePattern` matches whole, with
    /// the line of their keyword, found however the declaration is split across lines and with or without backticks.
    /// `keywords` narrows the kinds of declaration, as alternatives of a pattern ("func|struct").
    package func declarations(named namePattern: String, keywords: String? = nil) -> [(name: String, line: Int)] {
        let keyword = keywords ?? "func|var|let|typealias|struct|class|enum|actor|protocol|macro|associatedtype"
        let declaration = Self.regex(#"\b(?:\#(keyword))(?:\s+|\s*`)(?<name>\#(namePattern))\b"#)
        return declaration.matches(in: code[...]).map { match in
            (String(match.output["name"]?.substring ?? ""), code.line(at: match.range.lowerBound))
        }
    }

    /// The body of each declaration in the code of a kind `kinds` names (alternatives of a pattern: "class|extension"),
    /// with the name it declares or extends: the code between its `{` and the `}` that closes it (a nested
    /// declaration's body is inside its outer one's too).
    package func bodies(of kinds: String) -> [(name: String, body: Substring)] {
        Self.regex(#"\b(?:\#(kinds))\s+(?<name>\w+)\b[^{]*\{"#).matches(in: code[...]).map { match in
            var depth = 1, end = match.range.upperBound
            while end < code.endIndex {
                if code[end] == "{" { depth += 1 } else if code[end] == "}" { depth -= 1 }
                if depth == 0 { break }
                end = code.index(after: end)
            }
            return (String(match.output["name"]?.substring ?? ""), code[match.range.upperBound..<end])
        }
    }

    /// `pattern` as a regex in which `\b` is any change between a word character and another, so that
    /// `Thread.exit` has one before `exit`: built the first time it is asked for. A pattern that is not a regular
    /// expression (a manifest's mistake, which `kata check` names) matches nothing.
    package static func regex(_ pattern: String) -> SharedRegex<AnyRegexOutput> {
        built.withLock { built in
            if let known = built[pattern] { return known }
            let regex = SharedRegex(((try? Regex(pattern)) ?? nothing).wordBoundaryKind(.simple))
            built[pattern] = regex
            return regex
        }
    }

    /// A regex that matches nothing.
    private static var nothing: Regex<AnyRegexOutput> { Regex(/[^\s\S]/) }

    /// The regexes `regex(_:)` built, by pattern.
    private static let built = Mutex<[String: SharedRegex<AnyRegexOutput>]>([:])

    /// The `.swift` files under `folder` as their paths relative to it, sorted, and their text.
    package static func files(under folder: URL) -> [(path: String, text: String)] {
        SourceFiles.paths(under: folder).filter { $0.hasSuffix(".swift") }.compactMap { path in
            guard let data = try? Data(contentsOf: folder.appending(path: path)) else { return nil }
            return (path, String(decoding: data, as: UTF8.self))
        }
    }
}

extension String {
    /// The line, from 1, on which `index` falls.
    package func line(at index: String.Index) -> Int {
        1 + unicodeScalars[..<index].count { $0 == "\n" }
    }
}
