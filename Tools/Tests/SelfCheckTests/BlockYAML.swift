import Foundation

/// A reader of the block-style YAML that CI files are written in, so that the self-check needs nothing the toolchain
/// lacks (Python's YAML module is not on a stock Mac): mappings and sequences by indentation, `|` literal blocks,
/// plain, single- and double-quoted scalars, comments. Anything else (flow collections, anchors, tags, tabs, a key
/// twice, a plain scalar holding `: `) is an error naming the line, never a guess: a file this reads is a file any
/// YAML reader reads the same way, the plain scalars `true`, `false`, `null` and integers aside, which it reads as
/// YAML 1.2 does (`on` stays a string).
struct BlockYAML {
    /// Why a text is not read, and on which line (from 1).
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    private var lines: [String]
    private var index = 0

    /// The document `text` holds: `[String: Any]`, `[Any]`, `String`, `Int`, `Bool` or `NSNull`.
    static func parse(_ text: String) throws -> Any {
        var reader = BlockYAML(lines: text.components(separatedBy: "\n"))
        reader.skipIgnorable()
        guard reader.index < reader.lines.count else { return NSNull() }
        let document = try reader.node(indent: reader.indent(of: reader.index))
        reader.skipIgnorable()
        if reader.index < reader.lines.count { throw Failure(line: reader.index + 1, reason: "indented less than the document") }
        return document
    }

    /// `parse` of `text` as a mapping.
    static func mapping(_ text: String) throws -> [String: Any] {
        guard let mapping = try parse(text) as? [String: Any] else { throw Failure(line: 1, reason: "the document is not a mapping") }
        return mapping
    }

    /// Moves past blank lines and lines holding only a comment.
    private mutating func skipIgnorable() {
        while index < lines.count {
            let content = lines[index].drop { $0 == " " }
            guard content.isEmpty || content.hasPrefix("#") || (index == 0 && content == "---") else { return }
            index += 1
        }
    }

    /// The number of spaces the line `at` starts with.
    private func indent(of at: Int) throws -> Int {
        let line = lines[at]
        let spaces = line.prefix { $0 == " " }.count
        if line.dropFirst(spaces).first == "\t" { throw Failure(line: at + 1, reason: "a tab in the indentation") }
        return spaces
    }

    /// The line `at` without its indentation.
    private func content(_ at: Int) -> Substring { lines[at].drop { $0 == " " } }

    /// The mapping or sequence whose lines start at the next line, indented by `indent`.
    private mutating func node(indent: Int) throws -> Any {
        let first = content(index)
        return first == "-" || first.hasPrefix("- ") ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    private mutating func sequence(indent: Int) throws -> [Any] {
        var items: [Any] = []
        while true {
            skipIgnorable()
            guard index < lines.count else { return items }
            let here = try self.indent(of: index), line = content(index)
            if here < indent { return items }
            guard here == indent, line == "-" || line.hasPrefix("- ") else {
                throw Failure(line: index + 1, reason: here > indent ? "indented more than its sequence" : "not an item of the sequence above")
            }
            let rest = line.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                index += 1
                items.append(try nested(below: indent))
            } else if Self.keyAndValue(rest) != nil {
                // `- key: value`: a mapping whose first entry stands after the dash.
                lines[index] = String(repeating: " ", count: indent + line.count - rest.count) + rest
                items.append(try mapping(indent: indent + line.count - rest.count))
            } else {
                items.append(try scalar(rest, line: index + 1))
                index += 1
            }
        }
    }

    private mutating func mapping(indent: Int) throws -> [String: Any] {
        var entries: [String: Any] = [:]
        while true {
            skipIgnorable()
            guard index < lines.count else { return entries }
            let here = try self.indent(of: index), line = content(index)
            if here < indent || (here == indent && (line == "-" || line.hasPrefix("- "))) { return entries }
            guard here == indent, let (key, value) = Self.keyAndValue(line) else {
                throw Failure(line: index + 1, reason: here > indent ? "indented more than its mapping" : "not a `key: value` line")
            }
            guard entries[key] == nil else { throw Failure(line: index + 1, reason: "the key \(key) twice") }
            let start = index
            index += 1
            switch value {
            case "":
                skipIgnorable()
                if index < lines.count, try self.indent(of: index) == indent, content(index) == "-" || content(index).hasPrefix("- ") {
                    entries[key] = try sequence(indent: indent)
                } else {
                    entries[key] = try nested(below: indent)
                }
            case "|", "|-":
                entries[key] = literal(below: indent, keepingLastNewline: value == "|")
            default:
                entries[key] = try scalar(value, line: start + 1)
            }
        }
    }

    /// The node on the next lines, indented more than `indent`.
    private mutating func nested(below indent: Int) throws -> Any {
        skipIgnorable()
        guard index < lines.count, try self.indent(of: index) > indent else { return NSNull() }
        return try node(indent: try self.indent(of: index))
    }

    /// A `|` block: the lines after the key indented more than `indent` (and blank ones among them), without the
    /// first one's indentation.
    private mutating func literal(below indent: Int, keepingLastNewline: Bool) -> String {
        var block: [Substring] = []
        var blockIndent: Int?
        while index < lines.count {
            let line = lines[index], spaces = line.prefix { $0 == " " }.count
            if spaces == line.count {
                block.append("")
            } else if spaces > indent, spaces >= (blockIndent ?? spaces) {
                blockIndent = blockIndent ?? spaces
                block.append(line.dropFirst(blockIndent ?? spaces))
            } else {
                break
            }
            index += 1
        }
        while block.last == "" { block.removeLast() }
        return block.joined(separator: "\n") + (keepingLastNewline && !block.isEmpty ? "\n" : "")
    }

    /// `key: value` or `key:` split, for a plain key; `nil` for a line that is not one.
    private static func keyAndValue(_ line: Substring) -> (String, Substring)? {
        guard let match = line.wholeMatch(of: /(?<key>[A-Za-z0-9_][A-Za-z0-9_.\/-]*):(?<value>(?: .*)?)/) else { return nil }
        return (String(match.output.key), match.output.value.drop { $0 == " " })
    }

    /// The scalar `text` (which may end in a comment) on line `line`.
    private func scalar(_ text: Substring, line: Int) throws -> Any {
        func failure(_ reason: String) -> Failure { Failure(line: line, reason: reason) }
        if text.hasPrefix("'") || text.hasPrefix("\"") {
            let quote = text.first!
            var value = "", rest = text.dropFirst(), closed = false
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == quote {
                    if quote == "'" && rest.first == "'" {
                        value.append("'")
                        rest = rest.dropFirst()
                        continue
                    }
                    closed = true
                    break
                }
                if quote == "\"" && character == "\\" {
                    guard let escaped = rest.first, let meaning = ["\\": "\\", "\"": "\"", "n": "\n", "t": "\t"][escaped] else {
                        throw failure("an escape this reader does not know")
                    }
                    value += meaning
                    rest = rest.dropFirst()
                    continue
                }
                value.append(character)
            }
            let after = rest.drop { $0 == " " }
            guard closed, after.isEmpty || after.hasPrefix("#") else { throw failure("a quoted scalar not closed, or followed by more") }
            return value
        }
        let value = (text.firstRange(of: " #").map { text[..<$0.lowerBound] } ?? text).trimmingCharacters(in: .whitespaces)
        if let first = value.first, "[]{}&*!%@`|>,".contains(first) { throw failure("\(first) starts a YAML this reader does not read") }
        if value.contains(": ") || value.hasSuffix(":") { throw failure("a plain scalar holding `: `, which YAML reads as a mapping") }
        switch value {
        case "true": return true
        case "false": return false
        case "null", "~", "": return NSNull()
        default: return value.wholeMatch(of: /-?[0-9]+/) != nil ? (Int(value).map { $0 as Any } ?? value) : value
        }
    }
}
