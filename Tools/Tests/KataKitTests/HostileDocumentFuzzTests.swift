import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataRendering

/// A seeded fuzz of every reader of a document a student controls, and of the renderers after it: a trap cannot be
/// caught, so each test passes by running to its end, every student given a row and every document written.
@Suite("Documents a student controls never stop a report")
struct HostileDocumentFuzzTests {
    /// The katas reported on: one of 15 stages, as pizza-menu has, and one of 3.
    private let katas = [HostileDocumentFuzzTests.kata("pizza-menu", stages: 15), HostileDocumentFuzzTests.kata("tally", stages: 3)]
    /// How many documents of each kind are fed.
    private let cases = 1_000
    /// The generator's seed: fixed, so that every run feeds the same documents.
    private let seed: UInt64 = 0x4B41_5441_0048_0004

    /// A kata `id` of `stages` stages, three hints each.
    private static func kata(_ id: String, stages: Int) -> Kata {
        Kata(id: id, title: id, source: "s", framework: .xctest, module: "M", stages: (1...stages).map {
            Stage(number: $0, slug: "s\($0)", title: "Stage \($0)", kind: .redAssert, commit: "c", hints: ["nudge", "shape", "code"])
        })
    }

    /// A grade of `kata` as the grader makes it: code that compiles nowhere (amber at stage 1), some stages passed, or
    /// the clean start.
    private func grade(of kata: Kata, using random: inout SplitMix64) -> KataGrade {
        var grade = KataGrade(kata: kata)
        let passed = Int.random(in: 0...kata.stages.count, using: &random)
        let cells = kata.stages.indices.map { index -> KataStanding.Cell in
            passed == 0 ? (index == 0 ? .failing(.amber) : .notReached) : index < passed ? .passed : index == passed ? .failing(.red) : .notReached
        }
        grade.standing = KataStanding(reached: passed, cells: cells, notes: cells.map { $0 == .passed ? .passes : .notReached })
        grade.untouched = Bool.random(using: &random) && passed == 0
        return grade
    }

    /// The report on `rows` as the teacher gets it: the table, the CSV and the page, each written to its end, the last
    /// student's row in it.
    private func render(_ rows: [ClassReport.Row]) {
        let report = ClassReport(katas: katas, rows: rows, date: Date(timeIntervalSince1970: 1_795_742_425))
        let table = ReportTableRenderer(style: TerminalStyle(colours: false)).render(report)
        let csv = ReportCSV().render(report)
        let page = ReportHTML().render(report)
        let last = rows.last?.student ?? ""
        #expect(table.contains("\n  \(last) ") && csv.contains("\r\n\(last),") && page.contains(last))
        #expect(table.contains("Hints and verifies come from") && csv.hasSuffix("\r\n") && page.hasSuffix("</html>\n"))
    }

    @Test("A run history of hostile lines, read from a student's folder: their row, grade documents and log are made")
    func histories() throws {
        var documents = HostileDocuments(random: SplitMix64(seed: seed), kataIDs: katas.map(\.id))
        let folder = try TemporaryDirectory()
        let history = folder.url.appending(path: KataPaths.history)
        try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        let confinement = Confinement(slot: folder.url.appending(path: "slot"), hiding: [], boundary: .none)
        var rows: [ClassReport.Row] = []
        for index in 0..<cases {
            try documents.history().write(to: history)
            let activity = StudentActivity(of: folder.url, behind: confinement)
            var student = StudentGrade(student: "student-\(index)", isolation: .behind(.none, asRoot: false), katas: katas.map { grade(of: $0, using: &documents.random) })
            student.activity = activity
            let studentRows = student.katas.map { ClassReport.Row(student: student.student, $0, activity: activity) }
            #expect(studentRows.allSatisfy { row in row.hints.map { (0...row.kata.stages.count * 3).contains($0) } ?? true },
                    "no more hints than the kata has")
            rows += studentRows
            #expect(StudentGradeRenderer(style: TerminalStyle(colours: false)).render(student).contains(student.student))
            let json = try JSONSerialization.jsonObject(with: Data(GradeJSON(student, words: .said).text().utf8)) as? [String: Any]
            #expect((json?["katas"] as? [Any])?.count == katas.count)
            #expect(Classroom50Result(student, environment: [:]).text().contains(Classroom50Result.schemaName))
            #expect(GradescopeResults(student, duration: .seconds(1)).text().contains("execution_time"))
            #expect(GradeJUnit(grade: student).text().contains("<testsuites"))
            for kata in katas {
                let log = LogRenderer(style: TerminalStyle(colours: false)).render(RunHistory.records(in: try Data(contentsOf: history), of: kata.id), of: kata)
                #expect(log.contains(kata.id))
            }
            if rows.count == 100 * katas.count {
                render(rows)
                rows = []
            }
        }
    }

    @Test("Hostile graded results, kata grade's JSON and Classroom 50's, as kata report --results reads them: every student has a row")
    func results() throws {
        var documents = HostileDocuments(random: SplitMix64(seed: seed ^ 1), kataIDs: katas.map(\.id))
        let batch = 100
        for first in stride(from: 0, to: cases, by: batch) {
            let folder = try TemporaryDirectory()
            for index in first..<(first + batch) {
                let text = index.isMultiple(of: 2) ? documents.gradeJSON() : documents.classroom50()
                let name = "student-\(index)"
                if index.isMultiple(of: 3) {
                    try FileManager.default.createDirectory(at: folder.url.appending(path: name), withIntermediateDirectories: true)
                    try text.write(to: folder.url.appending(path: "\(name)/\(index.isMultiple(of: 2) ? "grade" : "result").json"), atomically: false, encoding: .utf8)
                } else {
                    try text.write(to: folder.url.appending(path: "\(name).json"), atomically: false, encoding: .utf8)
                }
            }
            let report = try GradedResultsReader(katas: katas).report(from: folder.url)
            #expect(report.rows.count == batch * katas.count)
            render(report.rows)
        }
    }

    @Test("Output of git cat-file --batch cut short anywhere, or hostile: the objects printed whole are read, and nothing else")
    func gitOutput() {
        var documents = HostileDocuments(random: SplitMix64(seed: seed ^ 2), kataIDs: katas.map(\.id))
        for _ in 0..<cases {
            let (output, whole) = documents.gitOutput()
            let objects = StudentActivity.objects(in: output).map { "\($0.name) \($0.type) " + String(decoding: $0.content, as: UTF8.self) }
            if let whole { #expect(objects == whole) }
        }
    }
}
