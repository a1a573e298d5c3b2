import Foundation
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataCommandLine
@testable import KataRendering
@testable import KataRunning

/// The workbook in a classroom: grading a stage without the progress file, and the teacher's report on a class the
/// test makes itself. One fixture workbook, on its XCTest kata tally, in turn, so its builds stay warm.
@Suite("Grading stages and the class report", .serialized, .toolWide)
struct ClassroomTests {
    let copy: WorkbookCopy
    var kata: Kata { copy.kata }

    init() throws {
        copy = try WorkbookCopy(fixtureKata: FixtureWorkbook.kataID, folder: "kata-classroom")
        try FileManager.default.removeItem(at: copy.workbook.stateDirectory)
    }

    /// `kata verify tally --stage N --json` on the copy: the exit status and the document it printed.
    private func grade(_ stage: Int) async throws -> (status: Int32, document: ResultDocument) {
        let run = try await copy.run(StageGradeCommand(kata: kata.id, stage: "\(stage)", json: true))
        return (run.status, try ResultDocument(json: run.text))
    }

    @Test("A stage is graded without the progress file: the clean start fails, stage 2's work passes 2 and the stage before it, not 3")
    func gradingAStage() async throws {
        let cleanStart = try await grade(1)
        #expect(cleanStart.status == 1)
        try cleanStart.document.expectShape(verdict: .amber, done: false, stage: 1)

        copy.replaceLearnerCode(with: .after(kata.stages[1]))
        copy.replaceLearnerTests(with: .after(kata.stages[1]))
        let two = try await grade(2)
        #expect(two.status == 0)
        try two.document.expectShape(verdict: .green, done: true, stage: 2)
        #expect(two.document.grading["reachedStage"] as? Int == 2 && two.document.grading["testsProvedStage"] as? Int == 2)
        let three = try await grade(3)
        #expect(three.status == 1, "the refactor is not made")
        #expect(three.document.grading["reachedStage"] == nil)
        let one = try await grade(1)
        #expect(one.status == 0, "a student further on passes an earlier stage")
        #expect(one.document.grading["reachedStage"] as? Int == 2)

        // Tests already at stage 2's red, the code still at stage 1: stage 1 passes, proved by the stage 2 tests.
        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        let ahead = try await grade(1)
        #expect(ahead.status == 0, "\(ahead.document.fields)")
        #expect(ahead.document.grading["testsProvedStage"] as? Int == 2)

        // Code that declares its own assertion would pass every suite: it passes no stage.
        let shadow = copy.workbook.learnerCode(kata).appending(path: "Shadow.swift")
        try "func XCTAssertEqual<T>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T) {}\n".write(to: shadow, atomically: true, encoding: .utf8)
        let shadowed = try await grade(2)
        #expect(shadowed.status == 1)
        #expect((shadowed.document.fields["whyNotDone"] as? String)?.contains("a name the workbook's tests take from XCTest") == true, "\(shadowed.document.fields)")
        try FileManager.default.removeItem(at: shadow)

        // Hollow tests: the code reaches stage 2, the tests prove nothing, and guard nothing of stage 1 either.
        copy.replaceLearnerCode(with: .after(kata.stages[1]))
        try copy.hollowLearnerTests()
        let hollow = try await grade(2)
        #expect(hollow.status == 1)
        #expect((hollow.document.fields["whyNotDone"] as? String)?.contains("your tests do not prove it") == true, "\(hollow.document.fields)")
        let hollowOne = try await grade(1)
        #expect(hollowOne.status == 1)
        #expect((hollowOne.document.fields["whyNotDone"] as? String)?.contains("your tests do not notice when stage 1's behaviour") == true,
                "\(hollowOne.document.fields)")
        #expect(!FileManager.default.fileExists(atPath: copy.workbook.stateDirectory.path), "grading wrote in .kata")
    }

    /// On tab, the fixture kata whose second stage is a compile error's red, so that the stage after the one passed
    /// is not started.
    @Test("The class report: a student at stage 1 with a run history, one whose code does not compile, one with no work, one past a refactor not made")
    func classReport() async throws {
        let kata = try copy.workbook.kata(named: FixtureTab.kataID)
        let root = copy.workbook.root.appending(path: "class")
        try? FileManager.default.removeItem(at: root)
        copy.replaceLearnerCode(with: .cleanStart)
        copy.replaceLearnerTests(with: .cleanStart)
        for student in ["alice", "bob", "carol", "dave"] {
            let folder = root.appending(path: "\(student)/Katas")
            try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: copy.workbook.root.appending(path: "Katas"), to: folder)
        }
        let alice = copy.workbook.withLearner(at: root.appending(path: "alice"), scratch: copy.workbook.scratchDirectory)
        for (target, source) in [(alice.learnerCode(kata), alice.reference(kata, at: .after(kata.stages[0]))),
                                 (alice.learnerTests(kata), alice.acceptanceSuite(kata, at: .after(kata.stages[0])))] {
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let history = RunHistory(directory: alice.stateDirectory)
        for (stage, colour, hints) in [(1, VerdictColour.amber, 1), (1, .green, 2), (2, .red, 0), (2, .green, 1)] {
            try history.append(RunRecord(kata: kata.id, stage: stage, colour: colour, done: colour == .green, date: Date(), hints: hints))
        }
        // Dave did stage 6 on the code of stage 4: the suites pass, and stage 5's refactor is not made.
        let dave = root.appending(path: "dave/Katas/tab")
        try FixtureTab.stageFourCode.replacingOccurrences(of: "\n}\n", with: "\n\n    mutating func settle() {\n        prices.removeAll()\n        total = 0\n    }\n}\n")
            .write(to: dave.appending(path: "Bar/Tab.swift"), atomically: true, encoding: .utf8)
        try FixtureTab.suite(after: 6).write(to: dave.appending(path: "BarTests/TabTests.swift"), atomically: true, encoding: .utf8)
        let bobCode = root.appending(path: "bob/Katas/tab/Bar/Tab.swift")
        try (String(contentsOf: bobCode, encoding: .utf8) + "\nstruct Tab {\n").write(to: bobCode, atomically: true, encoding: .utf8)

        let csv = root.appending(path: "class.csv"), html = root.appending(path: "class.html")
        let run = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id, csv: csv.path, html: html.path)))
        #expect(run.status == 0, "\(run.notes)")
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  student  kata   passed  stages  hints  verifies"), "\(run.text)")
        #expect(lines.contains { $0.hasPrefix("  alice    tab      1/6  █○····      3  4: 2 green, 1 red, 1 amber  "
                                          + "⚠ history claims stage 2 done; the code passes up to stage 1  last verify 20") },
                "the last verify from the history, and what it claims beyond the code: \(run.text)")
        #expect(lines.contains("  bob      tab      0/6  A·····      -  -"), "\(run.text)")
        #expect(lines.contains("  carol    tab      0/6  ······      -  -  (no work yet: the clean start)"), "\(run.text)")
        #expect(lines.contains("  dave     tab      5/6  ████✗█      -  -"), "a refactor not made is not passed, past it or not: \(run.text)")
        #expect(run.notes.contains("[4/4]"), "a progress line per student: \(run.notes)")

        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows[1].wholeMatch(of: /alice,tab,1,6,3,4,2,1,1,0,0,,,history claims stage 2 done; the code passes up to stage 1,,,20\d\d-\d\d-\d\d \d\d:\d\d,passed,not-started,,,,/) != nil,
                "\(rows[1])")
        #expect(rows[2].hasPrefix("bob,tab,0,6,,,,,,,,,,,,,,amber,"), "\(rows[2])")
        #expect(rows[3].hasPrefix("carol,tab,0,6,,,,,,,,no work yet,,,,,,"), "\(rows[3])")
        #expect(rows[4].hasSuffix(",passed,passed,passed,passed,not-passed,passed"), "\(rows[4])")
        #expect(rows[5] == "(passed by),tab,,6,,,,,,,,,,,,,,2,1,1,1,0,1", "\(rows[5])")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.components(separatedBy: "<td class=\"stage passed\"").count - 1 == 6)
        #expect(page.contains("<td class=\"stage not-started\" data-value=\"0\" title=\"stage 2, not-started: not started: its suite does not compile"),
                "the next stage is not started, not amber, and its hover says why")
        #expect(page.contains("no work yet: the clean start"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<link") && !page.contains("src="),
                "the page fetches nothing from elsewhere")
        // Reported again, the same work builds nothing and is graded the same; a student whose work changed is graded
        // again.
        let slots = GradingSlot.slots(of: copy.workbook)
        let builds = { try FileManager.default.contentsOfDirectory(atPath: slots.path).filter { $0.hasPrefix("slot-") && !$0.hasSuffix(".lock") }
            .map { slots.appending(path: "\($0)/build/\(kata.id)") } }
        for build in try builds() { try? FileManager.default.removeItem(at: build) }
        let again = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id)))
        #expect(again.text == run.text, "\(again.text)")
        #expect(try builds().allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "a kept grade is not made again")
        // Dave's kept grade put in the place of Bob's is not Bob's: it was kept under Dave's work.
        let kept = { (student: String) in KeptKataGrade.kept(of: root.appending(path: student), kata, in: slots).file }
        try FileManager.default.removeItem(at: kept("bob"))
        try FileManager.default.copyItem(at: kept("dave"), to: kept("bob"))
        let replayed = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id)))
        #expect(replayed.text == run.text, "\(replayed.text)")
        try (String(contentsOf: bobCode, encoding: .utf8) + "\n// changed\n").write(to: bobCode, atomically: true, encoding: .utf8)
        let changed = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id)))
        #expect(changed.text == run.text, "\(changed.text)")
        #expect(try builds().contains { FileManager.default.fileExists(atPath: $0.path) }, "changed work is graded again")

        // Graded a stage at a time, dave's work gives the same: stage 5 not passed, 6 passed.
        for (file, target) in [("Bar/Tab.swift", copy.workbook.learnerCode(kata)), ("BarTests/TabTests.swift", copy.workbook.learnerTests(kata))] {
            let copied = target.appending(path: URL(filePath: file).lastPathComponent)
            try FileManager.default.removeItem(at: copied)
            try FileManager.default.copyItem(at: dave.appending(path: file), to: copied)
        }
        let five = try await copy.run(StageGradeCommand(kata: kata.id, stage: "5", json: true))
        #expect(five.status == 1)
        #expect(try ResultDocument(json: five.text).fields["whyNotDone"] as? String
            == "your code passes the suite of a later stage, and the refactor of stage 5 is not made: your code gives the lowest price no name yet")
        #expect(try await copy.run(StageGradeCommand(kata: kata.id, stage: "6")).status == 0)
        #expect(try await copy.run(StageGradeCommand(kata: kata.id, stage: "4")).status == 0)

        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "bob/.kata").path)
            && !FileManager.default.fileExists(atPath: root.appending(path: "bob/.build").path), "nothing is written in a student's folder")
    }

    @Test("One rule for the run history in grade, report and --results: as the repository holds it at the commit graded, the file as it is without git")
    func historyRule() async throws {
        let kata = try copy.workbook.kata(named: FixtureTab.kataID)
        let root = copy.workbook.root.appending(path: "class-history")
        try? FileManager.default.removeItem(at: root)
        let frank = root.appending(path: "frank")
        try FileManager.default.createDirectory(at: frank, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: copy.workbook.root.appending(path: "Katas"), to: frank.appending(path: "Katas"))
        let git = { (arguments: [String]) in
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = ["git", "-C", frank.path, "-c", "user.name=Frank", "-c", "user.email=frank@example.invalid"] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "--quiet"])
        try git(["add", "Katas"])
        try git(["commit", "--quiet", "-m", "work"])
        let history = RunHistory(directory: frank.appending(path: ".kata"))
        for (colour, hints) in [(VerdictColour.red, 1), (.green, 2)] {
            try history.append(RunRecord(kata: kata.id, stage: 1, colour: colour, done: colour == .green, date: Date(), hints: hints))
        }
        let options = ReportOptions(kata: kata.id)
        let frankLine = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("  frank") }.map(String.init) ?? text }

        // Not committed: it does not count, in the report nor the grade.
        let uncommitted = try await copy.run(ReportCommand(folder: root.path, options: options))
        #expect(frankLine(uncommitted.text).hasPrefix("  frank    tab      0/6  ······      -  -"), "\(uncommitted.text)")
        let graded = try await copy.run(GradeCommand(student: frank.path, katas: [kata.id], options: GradeOptions()))
        #expect(frankLine(graded.text).hasPrefix("  frank    tab      0/6  ······      -  -"), "\(graded.text)")

        // Committed: it counts in each, and in the grade's JSON, which --results reads.
        try git(["add", "--force", ".kata/history.jsonl"])
        try git(["commit", "--quiet", "-m", "history"])
        let committed = try await copy.run(ReportCommand(folder: root.path, options: options))
        let shown = "  frank    tab      0/6  ······      2  2: 1 green, 1 red"
        #expect(frankLine(committed.text).hasPrefix(shown), "\(committed.text)")
        let results = root.appending(path: "results")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        var gradeOptions = GradeOptions()
        gradeOptions.json = results.appending(path: "frank.json").path
        let again = try await copy.run(GradeCommand(student: frank.path, katas: [kata.id], options: gradeOptions))
        #expect(frankLine(again.text).hasPrefix(shown), "\(again.text)")
        let read = try await copy.run(ReportCommand(folder: results.path, options: ReportOptions(kata: kata.id, results: true)))
        #expect(frankLine(read.text).hasPrefix(shown), "\(read.text)")
    }

    @Test("A CI's result that passes other stages than the regrade of the clone is flagged (the CI ran where the student can change it)")
    func comparedResults() async throws {
        let kata = try copy.workbook.kata(named: FixtureTab.kataID)
        let root = copy.workbook.root.appending(path: "class-compare"), results = copy.workbook.root.appending(path: "class-compare-ci")
        for folder in [root, results] { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: root.appending(path: "gina"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: copy.workbook.root.appending(path: "Katas"), to: root.appending(path: "gina/Katas"))
        // Her workflow was edited to report every stage passed; her work is the clean start.
        let cells = Array(repeating: "\"passed\"", count: kata.stages.count).joined(separator: ", ")
        try #"{"version": 1, "student": "gina", "isolation": "none", "katas": [{"id": "tab", "stages": \#(kata.stages.count), "reached": \#(kata.stages.count), "#
            .appending(#""cells": [\#(cells)], "untouched": false, "flags": [], "linksLeftOut": []}]}"#)
            .write(to: results.appending(path: "gina.json"), atomically: true, encoding: .utf8)
        let run = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id, compare: results.path)))
        #expect(run.status == 0, "\(run.notes)")
        #expect(run.text.contains("⚠ the result compared says \(kata.stages.count) stages passed; regraded, 0"), "\(run.text)")
        let plain = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(kata: kata.id)))
        #expect(!plain.text.contains("result compared"))
    }

    @Test("A class folder with no student's folder in it is refused in one line, before anything is graded")
    func noStudents() async throws {
        let root = copy.workbook.root.appending(path: "class-empty")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root.appending(path: ".hidden"), withIntermediateDirectories: true)
        let run = try await copy.run(ReportCommand(folder: root.path, options: ReportOptions(unsandboxed: true)))
        #expect(run.status == 2)
        #expect(run.notes == "error: \(root.path) holds no student folders: put one clone per student in it.")
    }
}

extension ResultDocument {
    /// The `grading` part of a `--stage` document.
    var grading: [String: Any] { fields["grading"] as? [String: Any] ?? [:] }
}
