import Foundation
import Testing
@testable import KataModel
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataCommandLine
@testable import KataRendering
@testable import KataRunning

/// Students whose own tests wait for good, in a class report: a time-out is a verdict, kept like the others, and
/// one made beside a classmate with no share of the processor is graded again alone.
///
/// A suite apart from `ClassroomTests`, on a fixture workbook of its own: its tests mostly wait on time-outs, which
/// run beside the rest of the self-check rather than at the end of one long chain of tests.
@Suite("Students whose tests hang, in a class report", .serialized, .toolWide)
struct ClassroomTimeOutTests {
    let copy: WorkbookCopy

    init() throws {
        copy = try WorkbookCopy(fixtureKata: FixtureWorkbook.kataID, folder: "kata-classroom-time-outs")
        try FileManager.default.removeItem(at: copy.workbook.stateDirectory)
    }

    @Test("A student whose own test hangs is timed out (T) at that stage in the table, the CSV and the page, and is kept: a second report grades nothing")
    func hangingStudent() async throws {
        let kata = try copy.workbook.kata(named: FixtureTab.kataID)
        // The first report grades from cold: a grade kept by an earlier run of this same test build would build nothing.
        try? FileManager.default.removeItem(at: GradingSlot.slots(of: copy.workbook))
        let root = copy.workbook.root.appending(path: "class-hanging")
        try? FileManager.default.removeItem(at: root)
        let erin = copy.workbook.withLearner(at: root.appending(path: "erin"), scratch: copy.workbook.scratchDirectory)
        for (target, source) in [(erin.learnerCode(kata), copy.workbook.reference(kata, at: .after(kata.stages[0]))),
                                 (erin.learnerTests(kata), copy.workbook.acceptanceSuite(kata, at: .after(kata.stages[0])))] {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        // Her own test waits for good, against her code and against the reference alike.
        try "import Foundation\nimport Testing\n\n@Test func waitsForGood() {\n    Thread.sleep(forTimeInterval: 1_000)\n}\n"
            .write(to: erin.learnerTests(kata).appending(path: "Waits.swift"), atomically: true, encoding: .utf8)
        let csv = root.appending(path: "class.csv"), html = root.appending(path: "class.html")
        var options = ReportOptions(kata: kata.id, csv: csv.path, html: html.path, timeout: .seconds(1))
        let run = try await copy.run(ReportCommand(folder: root.path, options: options))
        #expect(run.status == 0, "\(run.notes)")
        #expect(run.text.split(separator: "\n").contains { $0.hasPrefix("  erin     tab      0/6  T○····") }, "\(run.text)")
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows[1].hasPrefix("erin,tab,0,6,") && rows[1].hasSuffix(",timed-out,not-started,,,,"), "\(rows[1])")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("title=\"stage 1, timed-out: timed out: ") && page.contains(">T</td>"), "\(page)")

        let slots = GradingSlot.slots(of: copy.workbook)
        let builds = try FileManager.default.contentsOfDirectory(atPath: slots.path).filter { $0.hasPrefix("slot-") && !$0.hasSuffix(".lock") }
            .map { slots.appending(path: "\($0)/build/\(kata.id)") }
        #expect(builds.contains { FileManager.default.fileExists(atPath: $0.path) })
        for build in builds { try? FileManager.default.removeItem(at: build) }
        options.csv = nil
        options.html = nil
        let again = try await copy.run(ReportCommand(folder: root.path, options: options))
        #expect(again.text == run.text, "\(again.text)")
        #expect(builds.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "the time-out is kept like any verdict: nothing is built or run again")
    }

    @Test("Where students graded side by side have no share of the processor each, one whose run timed out is graded again alone, and the report says so")
    func timeOutGradedAgainAlone() async throws {
        let kata = try copy.workbook.kata(named: FixtureTab.kataID)
        let root = copy.workbook.root.appending(path: "class-side-by-side")
        try? FileManager.default.removeItem(at: root)
        let students = ["erin", "frank"].map { root.appending(path: $0) }
        for student in students {
            let learner = copy.workbook.withLearner(at: student, scratch: copy.workbook.scratchDirectory)
            for (target, source) in [(learner.learnerCode(kata), copy.workbook.reference(kata, at: .after(kata.stages[0]))),
                                     (learner.learnerTests(kata), copy.workbook.acceptanceSuite(kata, at: .after(kata.stages[0])))] {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source, to: target)
            }
        }
        // Erin's own test waits for good; Frank's work is stage 1's, done.
        try "import Foundation\nimport Testing\n\n@Test func waitsForGood() {\n    Thread.sleep(forTimeInterval: 1_000)\n}\n"
            .write(to: copy.workbook.withLearner(at: students[0], scratch: copy.workbook.scratchDirectory).learnerTests(kata)
                .appending(path: "Waits.swift"), atomically: true, encoding: .utf8)
        var survey = ClassGrader(workbook: copy.workbook, katas: [kata], boundary: .strongestHere, timeout: .seconds(1))
        survey.workers = 2
        survey.sharesTheProcessor = false
        let sideBySide = survey
        let report = try await offThePool { try sideBySide.report(on: students, progress: { _, _, _ in }) }
        // Erin at least: under the self-check's load Frank's run may pass its second too, and he is graded alone as well.
        #expect(report.gradedAgainAlone >= 1)
        #expect(report.rows.map(\.student) == ["erin", "frank"] && report.rows.map(\.reached) == [0, 1], "\(report.rows.map(\.standing))")
        #expect(report.rows[0].standing?.cells.first == .failing(.timedOut))
        let table = ReportTableRenderer(style: TerminalStyle(colours: false)).render(report)
        #expect(table.contains("Graded again alone: \(report.gradedAgainAlone == 1 ? "1 student" : "\(report.gradedAgainAlone) students") whose tests timed out beside a classmate"),
                "\(table)")
        // The time-out of the grading alone is kept, as any verdict: the same report again builds nothing for her.
        let slots = GradingSlot.slots(of: copy.workbook)
        let builds = try FileManager.default.contentsOfDirectory(atPath: slots.path).filter { $0.hasPrefix("slot-") && !$0.hasSuffix(".lock") }
            .map { slots.appending(path: "\($0)/build/\(kata.id)") }
        for build in builds { try? FileManager.default.removeItem(at: build) }
        let again = try await offThePool { try sideBySide.report(on: [students[0]], progress: { _, _, _ in }) }
        #expect(again.rows.first?.standing?.cells.first == .failing(.timedOut))
        #expect(builds.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "her time-out was kept from the grading alone")
    }
}
