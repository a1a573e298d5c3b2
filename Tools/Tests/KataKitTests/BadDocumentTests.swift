import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataRendering
@testable import KataCommandLine

/// The documents a red team handed in, each of which stopped the whole class's report: now a row that says what is
/// wrong, and every other student graded and written.
@Suite("A student's bad document is their row's warning, not the class's crash")
struct BadDocumentTests {
    /// A kata of 15 stages of three hints each, as pizza-menu has.
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes", stages: (1...15).map {
        Stage(number: $0, slug: "s\($0)", title: "Stage \($0)", kind: .redAssert, commit: "c", hints: ["nudge", "shape", "code"])
    })

    /// A grade of `kata` with its first two stages passed and the third red.
    private var grade: KataGrade {
        var grade = KataGrade(kata: kata)
        let cells: [KataStanding.Cell] = [.passed, .passed, .failing(.red)] + Array(repeating: .notReached, count: 12)
        grade.standing = KataStanding(reached: 2, cells: cells, notes: cells.map { $0 == .passed ? .passes : .notReached })
        return grade
    }

    @Test("A committed history with two verifies of Int.max hints: the row is made with the hints of the others, warns of the history, and kata grade's table and JSON are written")
    func hintsPastAnyStage() throws {
        let history = """
            {"kata":"pizza-menu","stage":1,"colour":"green","done":true,"date":"2026-11-24T10:00:00Z","hints":1}
            {"kata":"pizza-menu","stage":2,"colour":"red","done":false,"date":"2026-11-24T10:05:00Z","hints":\(Int.max)}
            {"kata":"pizza-menu","stage":3,"colour":"red","done":false,"date":"2026-11-24T10:09:00Z","hints":\(Int.max)}
            """
        let activity = StudentActivity(history: RunHistory.records(in: Data(history.utf8)))
        let row = ClassReport.Row(student: "mallory", grade, activity: activity)
        #expect(row.hints == 1 && row.lights == [.green] && row.fault == .historyOutOfRange)
        #expect(row.warningTexts == ["the run history has verifies this kata cannot have (a stage, hints or date out of range), left out"])

        var student = StudentGrade(student: "mallory", isolation: .behind(.none, asRoot: false), katas: [grade])
        student.activity = activity
        let table = StudentGradeRenderer(style: TerminalStyle(colours: false)).render(student)
        #expect(table.contains("  mallory  pizza-menu     2/15  ██R············      1  1: 1 green  "
            + "⚠ the run history has verifies this kata cannot have (a stage, hints or date out of range), left out"), "\(table)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(GradeJSON(student, words: .said).text().utf8)) as? [String: Any])
        let graded = try #require((json["katas"] as? [[String: Any]])?.first)
        #expect(graded["hints"] as? Int == 1 && graded["historyOutOfRange"] as? Bool == true, "\(graded)")
    }

    @Test("A run history that is a link, in a folder without git, is never followed: to a file holding a history, there is none")
    func historyLink() throws {
        let folder = try TemporaryDirectory()
        let elsewhere = folder.url.appending(path: "elsewhere.jsonl")
        try #"{"kata":"pizza-menu","stage":1,"colour":"green","done":true,"date":"2026-11-24T10:00:00Z","hints":1}"#
            .write(to: elsewhere, atomically: true, encoding: .utf8)
        let student = folder.url.appending(path: "student")
        try FileManager.default.createDirectory(at: student.appending(path: ".kata"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: student.appending(path: KataPaths.history), withDestinationURL: elsewhere)
        let activity = StudentActivity(of: student, behind: Confinement(slot: folder.url.appending(path: "slot"), hiding: [], boundary: .none))
        #expect(activity.history == nil && activity.lastVerify == nil)
        try FileManager.default.removeItem(at: student.appending(path: KataPaths.history))
        try FileManager.default.copyItem(at: elsewhere, to: student.appending(path: KataPaths.history))
        #expect(StudentActivity(of: student, behind: Confinement(slot: folder.url.appending(path: "slot"), hiding: [], boundary: .none)).history?.count == 1,
                "the same history as a file of the student's is read")
    }

    @Test("A grade's JSON that says its history was set aside says so again in kata report --results")
    func historyOutOfRangeReadBack() throws {
        let folder = try TemporaryDirectory()
        let cells = (["passed", "passed", "red"] + Array(repeating: "not-reached", count: 12)).map { "\"\($0)\"" }.joined(separator: ",")
        try #"{"version":1,"student":"mallory","isolation":"none","katas":[{"id":"pizza-menu","stages":15,"reached":2,"cells":[\#(cells)],"#
            .appending(#""untouched":false,"flags":[],"linksLeftOut":[],"verifies":["green"],"hints":1,"warnings":[],"historyOutOfRange":true}]}"#)
            .write(to: folder.url.appending(path: "mallory.json"), atomically: true, encoding: .utf8)
        let row = try #require(try GradedResultsReader(katas: [kata]).report(from: folder.url).rows.first)
        #expect(row.fault == .historyOutOfRange && row.standing?.reached == 2)
        #expect(ReportCSV().render(ClassReport(katas: [kata], rows: [row], date: Date())).contains(
            #","the run history has verifies this kata cannot have (a stage, hints or date out of range), left out","#))
    }

    @Test("kata report --results shows what a result says with its control characters written out, in the table, CSV and page")
    func resultsAreEscaped() throws {
        let folder = try TemporaryDirectory()
        let escape = "\u{1B}[2J\u{1B}]0;pwned\u{07}"
        let document: [String: Any] = ["version": 1, "student": "mallory", "isolation": "bubblewrap" + escape, "katas": [[
            "id": "pizza-menu", "stages": 15, "reached": 2, "cells": (1...15).map { $0 <= 2 ? "passed" : "not-reached" }, "untouched": false,
            "linksLeftOut": [], "flags": [["kind": "fileAccess", "phrase": "reads or writes files", "file": "Katas/a\r\nb" + escape + ".swift", "line": 1]],
            "warnings": ["stuck" + escape], "commit": "abc" + escape,
        ]]]
        try JSONSerialization.data(withJSONObject: document).write(to: folder.url.appending(path: "mallory.json"))
        let report = try GradedResultsReader(katas: [kata]).report(from: folder.url)
        try #require(report.rows.first?.standing?.reached == 2, "\(report.rows)")
        let table = ReportTableRenderer(style: TerminalStyle(colours: false)).render(report)
        #expect(!table.contains("\u{1B}") && !table.contains("\u{07}") && table.contains("\\u{1B}[2J"), "\(table)")
        let isolation = report.isolation.map(IsolationText.words) ?? ""
        #expect(isolation.hasPrefix("as the results say, bubblewrap\\u{1B}"), "\(isolation)")
        let csv = ReportCSV().render(report), page = ReportHTML().render(report)
        #expect(!csv.contains("\u{1B}") && !page.contains("\u{1B}") && page.contains("\\u{1B}"), "\(csv)")
    }

    @Test("A CSV field with a CRLF, or a quote with a combining mark, is quoted: a student's text never splits or forges a row")
    func csvFieldsQuotedByScalars() {
        var forged = ClassReport.Row(student: "x\r\nforged,pizza-menu,15,15\r\n", kata: kata, problem: .read("x\r\nforged"))
        forged.warnings = [.read("\"\u{301},forged")]
        let csv = ReportCSV().render(ClassReport(katas: [kata], rows: [forged], date: Date()))
        #expect(csv.contains("\"x\r\nforged,pizza-menu,15,15\r\n\"") && csv.contains("\"\"\"\u{301},forged\""), "\(csv)")
        #expect(csv.contains("x\\u{D}\\u{A}forged") && !csv.contains("x\r\nforged\""), "a problem is said with its line breaks written out: \(csv)")
    }

    @Test("kata report --results: a kata-grade.json with 40 cells for pizza-menu's 15 stages, and one past the size of any grade, are rows that say so; the others are graded, and the table, CSV and page written")
    func cellsPastTheKata() throws {
        let workbook = try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent())
        let pizza = try workbook.kata(named: "pizza-menu")
        try #require(pizza.stages.count == 15)
        let folder = try TemporaryDirectory()
        let results = folder.url.appending(path: "results")
        for name in ["alice", "mallory"] {
            try FileManager.default.createDirectory(at: results.appending(path: name), withIntermediateDirectories: true)
        }
        let document = { (reached: Int, cells: [String]) in
            #"{"version":1,"student":"s","isolation":"none","katas":[{"id":"pizza-menu","stages":15,"reached":\#(reached),"#
                + #""cells":[\#(cells.map { "\"\($0)\"" }.joined(separator: ","))],"untouched":false,"flags":[],"linksLeftOut":[]}]}"#
        }
        try document(1, ["passed", "red"] + Array(repeating: "not-reached", count: 13))
            .write(to: results.appending(path: "alice/kata-grade.json"), atomically: true, encoding: .utf8)
        try document(15, Array(repeating: "passed", count: 40)).write(to: results.appending(path: "mallory/kata-grade.json"), atomically: true, encoding: .utf8)
        try Data(count: GradedResultsReader.largestResult + 1).write(to: results.appending(path: "oscar.json"))

        let printed = Mutex<[String]>([])
        let runner = CommandContext(workbook: workbook, style: TerminalStyle(colours: false), output: { line in printed.withLock { $0.append(line) } },
                                   notes: { _ in })
        let csv = folder.url.appending(path: "class.csv"), html = folder.url.appending(path: "class.html")
        let status = runner.run(ReportCommand(folder: results.path, options: ReportOptions(kata: "pizza-menu", csv: csv.path, html: html.path, results: true)))
        #expect(status == 0)
        let table = printed.withLock { $0.joined(separator: "\n") }.split(separator: "\n").map(String.init)
        #expect(table.contains { $0.hasPrefix("  alice    pizza-menu     1/15  █R·············") }, "\(table)")
        #expect(table.contains("  mallory  pizza-menu     0/15  the graded result does not fit the kata (its cells, stage reached, hints or stages out of range): not read"),
                "\(table)")
        #expect(table.contains("  oscar    pizza-menu     0/15  the graded result is larger than any grade: not read"), "\(table)")
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows[1].hasPrefix("alice,pizza-menu,1,15,") && rows[1].hasSuffix(",passed,red" + String(repeating: ",", count: 13)), "\(rows[1])")
        #expect(rows[2].hasPrefix("mallory,pizza-menu,0,15" + String(repeating: ",", count: 8) + "\"the graded result does not fit the kata"), "\(rows[2])")
        #expect(rows[3].hasPrefix("oscar,pizza-menu,0,15" + String(repeating: ",", count: 8) + "the graded result is larger than any grade: not read,"), "\(rows[3])")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("<td class=\"problem\" colspan=\"15\" data-value=\"-1\">the graded result does not fit the kata"))
        #expect(page.components(separatedBy: "<td class=\"stage passed\"").count - 1 == 1, "alice's one stage passed, none of mallory's 40")
    }
}
