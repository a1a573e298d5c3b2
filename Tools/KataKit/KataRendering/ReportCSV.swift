import KataClassroom
import KataToolOutput
import KataVerification

/// Renders `kata report --csv`: a row per student and kata, a column per stage, for a spreadsheet.
package struct ReportCSV: Sendable {

    package init() {}

    /// The columns before the stages': a row's student, kata, stages passed and stages first, then `details`.
    private static let leading = ["student", "kata", "passed", "stages"]
    /// The columns between the leading ones and the stages': what a "(passed by)" row leaves empty.
    private static let details = ["hints", "verifies"] + VerdictColour.allCases.map(\.rawValue)
        + ["problem", "flags", "warnings", "commit", "commit date", "last verify"]

    package func render(_ report: ClassReport) -> String {
        let stageCount = report.katas.map(\.stages.count).max() ?? 0
        var lines = [(Self.leading + Self.details + (1...max(1, stageCount)).map { "stage \($0)" }).map(field).joined(separator: ",")]
        for row in report.rows {
            var fields = [row.student, row.kata.id, "\(row.passed)", "\(row.kata.stages.count)",
                          row.hints.map(String.init) ?? "", row.lights.map { "\($0.count)" } ?? ""]
            fields += VerdictColour.allCases.map { row.verifies($0).map(String.init) ?? "" }
            fields.append(row.problemText ?? (row.untouched ? "no work yet" : ""))
            fields.append(row.flagPhrases.joined(separator: "; "))
            fields.append(row.warningTexts.joined(separator: "; "))
            fields += [row.activity.commit ?? "", row.activity.commitDate.map(ClassReport.Row.minute) ?? "", row.activity.lastVerify.map(ClassReport.Row.minute) ?? ""]
            // A stage not reached is an empty field.
            fields += (row.standing?.cells ?? []).map { $0 == .notReached ? "" : $0.word }
            lines.append(fields.map(field).joined(separator: ","))
        }
        for kata in report.katas {
            lines.append((["(passed by)", kata.id, "", "\(kata.stages.count)"] + Array(repeating: "", count: Self.details.count)
                + report.passedCounts(of: kata).map(String.init)).map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it holds a comma, a quote or a line break (RFC 4180).
    /// `text` as a field, quoted where it holds a comma, a quote or a line break, read scalar by scalar: `"\r\n"`, or a
    /// quote with a combining mark after it, is one character that equals none of them.
    private func field(_ text: String) -> String {
        let special: Set<Unicode.Scalar> = [",", "\"", "\n", "\r"]
        guard text.unicodeScalars.contains(where: special.contains) else { return text }
        var quoted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted.append(scalar) }
            quoted.append(scalar)
        }
        return "\"" + String(quoted) + "\""
    }
}
