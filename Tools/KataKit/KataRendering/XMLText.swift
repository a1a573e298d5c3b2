import Foundation

/// Text made safe for XML 1.0 (and so for HTML), and the JUnit schema's timestamp: shared by the JUnit files of a verify
/// and a grade, and the class report's page.
enum XMLText {
    /// The schema's timestamp: UTC, to the second, with no time zone.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(String(format: "%04d", parts.year ?? 1970))-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// `text` as a quoted attribute value.
    static func attribute(_ text: String) -> String {
        "\"" + escaped(text, inAttribute: true) + "\""
    }

    /// `text` made safe for XML 1.0: markup escaped, and characters XML cannot hold (terminal escapes among them) replaced.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
