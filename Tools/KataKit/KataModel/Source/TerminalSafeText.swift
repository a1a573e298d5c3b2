/// Text from a student (a file or folder name, a test's message, what their code printed) made safe to show: no
/// byte of it can move the cursor, clear or retitle a terminal, or reorder what a teacher reads.
extension String {
    /// The text with every control character (C0, DEL, C1, and line breaks), and every bidirectional override or
    /// isolate, written out as `\u{XX}`.
    package var escapingControls: String {
        var escaped = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
            if isControl {
                escaped += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
