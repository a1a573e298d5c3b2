import KataClassroom
import KataToolOutput
import KataVerification

/// Renders `kata report` as a table for a terminal: a row per student and kata, a mark per stage.
package struct ReportTableRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// The table, under `title` or else "Class report: N students, KATAS".
    package func render(_ report: ClassReport, title: String? = nil) -> String {
        let students = Set(report.rows.map(\.student)).count
        var lines = [style.bold(title ?? "Class report: \(students) student\(students == 1 ? "" : "s"), \(report.katas.map(\.id).joined(separator: ", "))")]
        let nameWidth = max(7, report.rows.map(\.student.count).max() ?? 0)
        let kataWidth = report.katas.map(\.id.count).max() ?? 4
        let stagesWidth = report.katas.map(\.stages.count).max() ?? 0
        lines.append("  " + "student".padded(to: nameWidth) + "  " + "kata".padded(to: kataWidth) + "   passed  "
            + "stages".padded(to: stagesWidth) + "  hints  verifies")
        for row in report.rows {
            var line = "  " + row.student.padded(to: nameWidth) + "  " + row.kata.id.padded(to: kataWidth) + "  "
                + "\(row.passed)/\(row.kata.stages.count)".leftPadded(to: 7) + "  "
            guard let standing = row.standing else {
                lines.append(line + style.tint(row.problemText ?? "not graded", .amber))
                continue
            }
            line += standing.cells.map(mark).joined() + String(repeating: " ", count: max(0, stagesWidth - standing.cells.count)) + "  "
            line += (row.hints.map(String.init) ?? "-").leftPadded(to: 5) + "  " + lights(row) + (row.untouched ? "  (no work yet: the clean start)" : "")
            if !row.flagPhrases.isEmpty { line += "  " + style.tint("⚑ " + row.flagPhrases.joined(separator: ", "), .amber) }
            if !row.warningTexts.isEmpty { line += "  " + style.tint((row.isStuck ? "⚠ STUCK " : "⚠ ") + row.warningTexts.joined(separator: "; "), .red) }
            if !row.activityText.isEmpty { line += "  " + style.dim(row.activityText) }
            lines.append(line)
        }
        for kata in report.katas where students > 1 {
            let counts = report.passedCounts(of: kata).enumerated().map { "\($0.offset + 1): \($0.element)" }
            lines.append("  " + "passed by".padded(to: nameWidth) + "  " + kata.id.padded(to: kataWidth) + "  stage " + counts.joined(separator: ", "))
        }
        lines.append("")
        lines.append("  " + ClassReport.legend.map { "\(mark($0.cell)) \($0.words)" }.joined(separator: "  "))
        lines.append("  Hints and verifies come from each student's .kata/history.jsonl, as their repository holds it (- where it holds none).")
        if let isolation = report.isolation { lines.append("  Isolation: \(IsolationText.words(isolation)).") }
        if report.gradedAgainAlone > 0 {
            lines.append("  Graded again alone: \(plural(report.gradedAgainAlone, "student")) whose tests timed out beside a classmate "
                + "(no share of the processor each here), their time-outs kept from that grading.")
        }
        return lines.joined(separator: "\n")
    }

    /// The stage's mark: a symbol that reads without colour, coloured on a terminal.
    private func mark(_ cell: KataStanding.Cell) -> String {
        switch cell {
        case .passed: style.tint("█", .green)
        case .unproved: style.tint("▒", .amber)
        case .failing(let colour): style.tint(colour.letter, colour)
        case .notStarted: style.dim("○")
        case .notPassed: style.tint("✗", .red)
        case .notReached: style.dim("·")
        }
    }

    private func lights(_ row: ClassReport.Row) -> String {
        guard let lights = row.lights else { return "-" }
        let counts = VerdictColour.allCases.compactMap { colour -> String? in
            let count = row.verifies(colour) ?? 0
            return count == 0 ? nil : "\(count) \(colour.word)"
        }
        return "\(lights.count)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
    }
}

extension VerdictColour {
    /// One letter for a stage's mark in a report: R, A, C or T (G for green).
    var letter: String {
        switch self {
        case .green: "G"
        case .red: "R"
        case .amber: "A"
        case .crashed: "C"
        case .timedOut: "T"
        }
    }
}
