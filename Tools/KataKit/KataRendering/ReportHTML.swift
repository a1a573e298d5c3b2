import Foundation
import KataClassroom
import KataModel
import KataToolOutput
import KataVerification

/// Renders `kata report --html`: one static page, styles and the sorting script inside it, nothing fetched from
/// elsewhere; a table per kata, a row per student, a cell per stage coloured by its result, large enough for a
/// projector.
package struct ReportHTML: Sendable {

    package init() {}

    package func render(_ report: ClassReport) -> String {
        let students = Set(report.rows.map(\.student)).count
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Class report</title>
            <style>
            body { font: 20px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 1.5em; color: #111; background: #fff; }
            h1 { font-size: 1.6em; margin: 0 0 .2em; }
            h2 { font-size: 1.3em; margin: 1.4em 0 .4em; }
            p.meta { color: #444; margin: 0 0 1em; }
            table { border-collapse: collapse; }
            th, td { padding: .3em .5em; border: 1px solid #bbb; text-align: center; }
            th { background: #f0f0f0; cursor: pointer; user-select: none; }
            th:hover { background: #ddd; }
            th.sorted-up::after { content: " ▲"; } th.sorted-down::after { content: " ▼"; }
            td.name, th.name { text-align: left; font-weight: 600; white-space: nowrap; }
            span.flag, span.warning, span.activity { display: block; font-size: .65em; font-weight: 400; color: #9a3412; white-space: normal; max-width: 26em; }
            span.warning { color: #cf222e; } span.activity { color: #555; }
            td.stage { width: 1.6em; font-weight: 700; color: #fff; }
            \(Self.cellRules)
            td.problem { text-align: left; color: #9a3412; }
            tr.stuck td.name { background: #fde047; }
            span.stuck { display: inline-block; padding: 0 .35em; margin-right: .3em; background: #cf222e; color: #fff; border-radius: .2em; font-size: .9em; text-transform: uppercase; }
            tr.stuck span.warning { font-size: .85em; font-weight: 700; }
            td.untouched { text-align: left; color: #555; background: #f3f4f6; font-style: italic; }
            span.light { display: inline-block; min-width: 1.4em; padding: 0 .2em; margin-left: 2px; color: #fff; font-size: .75em; font-weight: 700; text-align: center; border-radius: .2em; }
            td.lights { text-align: left; white-space: nowrap; }
            ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4em 1.2em; }
            ul.legend span { display: inline-block; width: 1.6em; text-align: center; color: #fff; font-weight: 700; margin-right: .3em; }
            </style>
            </head>
            <body>
            <h1>Class report</h1>
            <p class="meta">\(students) student\(students == 1 ? "" : "s") · made \(escaped(Self.dateText(report.date))) · click a column's heading to sort by it</p>

            """
        for kata in report.katas {
            html += table(for: kata, rows: report.rows.filter { $0.kata == kata }, in: report)
        }
        html += """
            <ul class="legend">
            \(ClassReport.legend.map { "<li><span style=\"background:\(Self.colour(of: $0.cell))\">\(Self.symbol($0.cell))</span>\(escaped($0.words))</li>" }.joined(separator: "\n"))
            </ul>
            <p class="meta">Hints and verifies come from each student's <code>.kata/history.jsonl</code>, as their repository holds it (– where it holds none).</p>
            \(report.isolation.map { "<p class=\"meta\">Isolation: \(escaped(IsolationText.words($0))).</p>" } ?? "")
            <script>
            \(Self.sortingScript)
            </script>
            </body>
            </html>

            """
        return html
    }

    private func table(for kata: Kata, rows: [ClassReport.Row], in report: ClassReport) -> String {
        let stageHeadings = kata.stages.map { "<th title=\"\(escaped($0.title))\" data-type=\"stage\">\($0.number)</th>" }.joined()
        var html = """
            <h2>\(escaped(kata.id)) · \(escaped(kata.title)) (\(kata.stages.count) stages)</h2>
            <table class="sortable">
            <thead><tr><th class="name" data-type="text">Student</th><th data-type="number" title="stages passed">Passed</th>\(stageHeadings)<th data-type="number">Hints</th><th data-type="number">Verifies</th></tr></thead>
            <tbody>

            """
        for row in rows {
            let flag = row.flagPhrases.isEmpty ? ""
                : " <span class=\"flag\" title=\"integrity flags: \(escaped(row.flagPhrases.joined(separator: "; ")))\">⚑ \(escaped(row.flagPhrases.joined(separator: ", ")))</span>"
            let warning = row.warningTexts.isEmpty ? "" : " <span class=\"warning\">⚠ \(escaped(row.warningTexts.joined(separator: "; ")))</span>"
            let badge = row.isStuck ? "<span class=\"stuck\">stuck</span> " : ""
            let activity = row.activityText.isEmpty ? "" : " <span class=\"activity\">\(escaped(row.activityText))</span>"
            var cells = "<td class=\"name\">\(badge)\(escaped(row.student))\(flag)\(warning)\(activity)</td><td data-value=\"\(row.passed)\">\(row.passed)/\(kata.stages.count)</td>"
            if row.untouched {
                cells += "<td class=\"untouched\" colspan=\"\(kata.stages.count)\" data-value=\"-1\">no work yet: the clean start</td>"
            } else if let standing = row.standing {
                cells += standing.cells.enumerated().map { index, cell in
                    let word = cell.word
                    let reason = standing.notes.indices.contains(index) ? GradeText.note(standing.notes[index]) : word
                    return "<td class=\"stage \(word)\" data-value=\"\(Self.rank(cell))\" title=\"stage \(index + 1), \(word): \(escaped(reason))\">\(Self.symbol(cell))</td>"
                }.joined()
            } else {
                cells += "<td class=\"problem\" colspan=\"\(kata.stages.count)\" data-value=\"-1\">\(escaped(row.problemText ?? "not graded"))</td>"
            }
            cells += "<td data-value=\"\(row.hints ?? -1)\">\(row.hints.map(String.init) ?? "–")</td>"
            cells += "<td class=\"lights\" data-value=\"\(row.lights?.count ?? -1)\">\(lights(row))</td>"
            html += row.isStuck ? "<tr class=\"stuck\">\(cells)</tr>\n" : "<tr>\(cells)</tr>\n"
        }
        let counts = report.passedCounts(of: kata).enumerated().map { "<td title=\"stage \($0.offset + 1): passed by \($0.element)\">\($0.element)</td>" }
        return html + "</tbody>\n<tfoot><tr><td class=\"name\">passed by</td><td></td>\(counts.joined())<td></td><td></td></tr></tfoot>\n</table>\n"
    }

    /// The count of verifies, then a small coloured count per colour they had.
    private func lights(_ row: ClassReport.Row) -> String {
        guard let lights = row.lights else { return "–" }
        let counts = VerdictColour.allCases.compactMap { colour -> String? in
            guard let count = row.verifies(colour), count > 0 else { return nil }
            return "<span class=\"light\" style=\"background:\(Self.colour(of: .failing(colour)))\" title=\"\(count) \(colour.word)\">\(count)</span>"
        }
        return "\(lights.count) " + counts.joined()
    }

    /// A symbol per cell, so that the page reads without colour too.
    private static func symbol(_ cell: KataStanding.Cell) -> String {
        switch cell {
        case .passed: "✓"
        case .unproved: "?"
        case .failing(let colour): colour.letter
        case .notStarted: "○"
        case .notPassed: "✗"
        case .notReached: "·"
        }
    }

    /// The order cells sort in: passed first.
    private static func rank(_ cell: KataStanding.Cell) -> Int {
        switch cell {
        case .passed: 3
        case .unproved: 2
        case .failing, .notPassed: 1
        case .notStarted, .notReached: 0
        }
    }

    /// The style of each kind of cell, by its class (the grade's word), from the colours `colour(of:)` gives: a
    /// stage not started or not reached in its colour on a pale ground, the others white on theirs.
    private static var cellRules: String {
        KataStanding.Cell.kinds.map { cell in
            [.notStarted, .notReached].contains(cell) ? "td.\(cell.word) { background: #f3f4f6; color: \(colour(of: cell)); font-weight: 400; }"
                : "td.\(cell.word) { background: \(colour(of: cell)); }"
        }.joined(separator: " ")
    }

    /// The colour of a cell: its background in the legend and the lights, and on the page's table as `cellRules` says.
    private static func colour(of cell: KataStanding.Cell) -> String {
        switch cell {
        case .passed, .failing(.green): "#1a7f37"
        case .unproved: "#bf8700"
        case .failing(.red), .notPassed: "#cf222e"
        case .failing(.amber): "#e36209"
        case .failing(.crashed): "#8250df"
        case .failing(.timedOut): "#0969da"
        case .notStarted: "#6b7280"
        case .notReached: "#9ca3af"
        }
    }

    /// Sorts a table by the heading clicked: numbers and stages by their value, text by its letters; again reverses.
    private static let sortingScript = """
        document.querySelectorAll("table.sortable").forEach(function (table) {
          table.querySelectorAll("th").forEach(function (heading, column) {
            heading.addEventListener("click", function () {
              var down = !heading.classList.contains("sorted-down");
              table.querySelectorAll("th").forEach(function (th) { th.classList.remove("sorted-up", "sorted-down"); });
              heading.classList.add(down ? "sorted-down" : "sorted-up");
              var text = heading.dataset.type === "text";
              var rows = Array.from(table.tBodies[0].rows);
              // A row's cell under a heading, counting the cells that span several columns.
              function cellAt(row, index) {
                for (var i = 0, start = 0; i < row.cells.length; start += row.cells[i].colSpan, i++) {
                  if (index < start + row.cells[i].colSpan) { return row.cells[i]; }
                }
                return null;
              }
              rows.sort(function (a, b) {
                var x = cellAt(a, column), y = cellAt(b, column);
                if (!x || !y) { return 0; }
                var order = text ? x.textContent.localeCompare(y.textContent)
                                 : Number(x.dataset.value || 0) - Number(y.dataset.value || 0);
                return down ? -order : order;
              });
              rows.forEach(function (row) { table.tBodies[0].appendChild(row); });
            });
          });
        });
        """

    private static func dateText(_ date: Date) -> String {
        ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
    }

    /// `text` safe in the page's text and attribute values: XML's escaping, which HTML reads the same.
    private func escaped(_ text: String) -> String {
        XMLText.escaped(text, inAttribute: true)
    }
}
