import Foundation
import Testing
@testable import KataModel
@testable import KataVerification
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataRendering

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
        grade.standing = KataStanding(reached: 2, cells: cells, notes: cells.map(\.word))
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

        var student = StudentGrade(student: "mallory", isolation: "none", katas: [grade])
        student.activity = activity
        let table = StudentGradeRenderer(style: TerminalStyle(colours: false)).render(student)
        #expect(table.contains("  mallory  pizza-menu     2/15  ██R············      1  1: 1 green  "
            + "⚠ the run history has verifies this kata cannot have (a stage, hints or date out of range), left out"), "\(table)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(GradeJSON(student).text().utf8)) as? [String: Any])
        let graded = try #require((json["katas"] as? [[String: Any]])?.first)
        #expect(graded["hints"] as? Int == 1 && graded["historyOutOfRange"] as? Bool == true, "\(graded)")
    }

    @Test("A grade's JSON that says its history was set aside says so again in kata report --results")
    func historyOutOfRangeReadBack() throws {
        let folder = try TemporaryDirectory()
        let cells = (["passed", "passed", "red"] + Array(repeating: "not-reached", count: 12)).map { "\"\($0)\"" }.joined(separator: ",")
        try #"{"version":1,"student":"mallory","isolation":"none","katas":[{"id":"pizza-menu","stages":15,"reached":2,"cells":[\#(cells)],"#
            .appending(#""untouched":false,"flags":[],"linksLeftOut":[],"verifies":["green"],"hints":1,"warnings":[],"historyOutOfRange":true}]}"#)
            .write(to: folder.url.appending(path: "mallory.json"), atomically: true, encoding: .utf8)
        let row = try #require(try ClassResults(katas: [kata]).report(from: folder.url).rows.first)
        #expect(row.fault == .historyOutOfRange && row.standing?.reached == 2)
        #expect(ReportCSV().render(ClassReport(katas: [kata], rows: [row], date: Date())).contains(
            #","the run history has verifies this kata cannot have (a stage, hints or date out of range), left out","#))
    }
}
