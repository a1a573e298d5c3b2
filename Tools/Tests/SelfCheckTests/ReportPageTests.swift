import Foundation
import Testing
@testable import KataToolOutput
@testable import KataVerification
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataRendering

/// What a report says of a student at a glance: the stage they work on, whether they are stuck, and why a cell is what
/// it is, in the grade's own words.
@Suite("The class report tells the truth at a glance", .toolWide)
struct ReportPageTests {
    /// A run history of `kata` whose last verifies are `count` ambers at `stage`, a minute apart.
    private func history(_ kata: String, stage: Int, count: Int) -> [RunRecord] {
        (0..<count).map { RunRecord(kata: kata, stage: stage, colour: .amber, done: false, date: Date(timeIntervalSince1970: Double(60 * $0)), hints: 0) }
    }

    @Test("Code that compiles nowhere is amber at the stage the run history says the student works on, the stages below not passed; a red stays where its suite fails")
    func amberWhereTheyWork() throws {
        let kata = try #require(try theWorkbook().katas.first)
        var grade = KataGrade(kata: kata)
        let cells = [KataStanding.Cell.failing(.amber)] + Array(repeating: .notReached, count: kata.stages.count - 1)
        let amber = StageNote.suiteFails(Verdict(colour: .amber, looseErrors: ["it does not compile"]))
        grade.standing = KataStanding(reached: 0, cells: cells, notes: [amber] + Array(repeating: .notReached, count: kata.stages.count - 1))
        let row = ClassReport.Row(student: "ann", grade, activity: StudentActivity(history: history(kata.id, stage: 3, count: 2)))
        #expect(Array(row.standing?.cells.prefix(4) ?? []) == [.notPassed, .notPassed, .failing(.amber), .notReached])
        #expect(Array(row.standing?.notes.prefix(3) ?? []) == [.codeDoesNotCompile, .codeDoesNotCompile, .workedOn(amber)])
        #expect(GradeText.note(.workedOn(amber)) == "amber: it does not compile (the stage the run history says they work on)")
        let without = ClassReport.Row(student: "ann", grade)
        #expect(without.standing?.cells.first == .failing(.amber), "no history: where the grade puts it")
        grade.standing?.cells[0] = .failing(.red)
        #expect(ClassReport.Row(student: "ann", grade, activity: StudentActivity(history: history(kata.id, stage: 3, count: 2))).standing?.cells.first
            == .failing(.red))
    }

    @Test("A grade says why it refuses a student's sources in a verify's words, of the code or the work, with where")
    func sourceRefusalsInAGrade() {
        #expect(GradeProblem.words(.refusedSource(.frameworkName("XCTFail", framework: "XCTest"), at: "Katas/x/A.swift:2"))
            == "refused: the code declares 'XCTFail', a name the workbook's tests take from XCTest (Katas/x/A.swift:2)")
        #expect(GradeProblem.words(.refusedSource(.unsafeMark("unsafe"), at: "Katas/x/B.swift:3"))
            == "refused: 'unsafe' lets unsafe code past strict memory safety: no kata needs unsafe code, write it without (Katas/x/B.swift:3)")
        #expect(GradeProblem.words(.refusedSource(.linkageAttribute("_cdecl"), at: "Katas/x/C.swift:1"))
            == "refused: the work declares @_cdecl, which defines a symbol or a section by hand: no kata needs one (Katas/x/C.swift:1)")
        #expect(GradeProblem.words(.objectsRefused([.module("Glibc"), .cFunction("atexit")]))
            == "refused: the compiled work calls the C function `atexit`, which no kata needs; it uses the module `Glibc`, which no kata needs")
    }

    @Test("A stuck student stands out (a badge, the row marked); a cell's hover says why; the legend speaks the grade's words")
    func page() throws {
        let kata = try #require(try theWorkbook().katas.first)
        var grade = KataGrade(kata: kata)
        grade.standing = KataStanding(reached: 1, cells: [.passed, .unproved] + Array(repeating: .notReached, count: kata.stages.count - 2),
                                      notes: [.passes, .unproved(.notProved(reached: 2, .mutantsLetThrough(caught: 0, of: 1, firstWrong: "the count is wrong"),
                                                                            Verdict(colour: .green)))]
                                          + Array(repeating: .notReached, count: kata.stages.count - 2))
        let stuck = ClassReport.Row(student: "bea", grade, activity: StudentActivity(history: history(kata.id, stage: 2, count: 30)))
        let calm = ClassReport.Row(student: "cal", grade)
        #expect(stuck.isStuck && !calm.isStuck)
        let report = ClassReport(katas: [kata], rows: [stuck, calm], date: Date())
        let page = ReportHTML().render(report)
        #expect(page.contains("<tr class=\"stuck\"><td class=\"name\"><span class=\"stuck\">stuck</span> bea"), "\(page)")
        #expect(!page.contains("<span class=\"stuck\">stuck</span> cal"))
        #expect(page.contains("title=\"stage 2, unproved: your code passes the suite of stage 2, and your tests do not prove it: your tests do not notice "
                             + "when the count is wrong\""), "\(page)")
        #expect(ClassReport.legend.map(\.cell) == KataStanding.Cell.kinds)
        // Every kind of cell the table may hold has its style, by the class the cell is given.
        #expect(KataStanding.Cell.kinds.allSatisfy { page.contains("td.\($0.word) { background: ") }, "\(page.prefix(3_000))")
        for entry in ClassReport.legend {
            // The word the legend speaks is the one the grade's JSON writes and a report reads back.
            #expect(KataStanding.Cell(word: String(entry.words.prefix { $0 != ":" })) == entry.cell, "\(entry.words)")
            #expect(page.contains(entry.words))
        }
        let table = ReportTableRenderer(style: TerminalStyle(colours: false)).render(report)
        #expect(table.contains("⚠ STUCK stuck at stage 2: 30 verifies over 29 min"), "\(table)")
    }
}
