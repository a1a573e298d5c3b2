import Foundation
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataWorkspace
@testable import KataRendering
@testable import KataVerification

@Suite("The run history and its log")
struct RunHistoryTests {
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes", stages: [
        Stage(number: 1, slug: "one", title: "One section", kind: .redCompile, commit: "c", hints: ["h"]),
        Stage(number: 2, slug: "rows", title: "Rows", kind: .redAssert, commit: "c", hints: ["h"]),
        Stage(number: 3, slug: "tidy", title: "Tidy", kind: .refactor, commit: "c", hints: ["h"]),
        Stage(number: 4, slug: "more", title: "More", kind: .redAssert, commit: "c", hints: ["h"]),
    ])

    private func record(_ stage: Int, _ colour: VerdictColour, done: Bool = false, minute: Int, hints: Int = 0,
                        predicted: VerdictColour? = nil) -> RunRecord {
        RunRecord(kata: "pizza-menu", stage: stage, colour: colour, done: done, date: Date(timeIntervalSince1970: Double(minute * 60)),
                  hints: hints, predicted: predicted)
    }

    @Test("Records are appended one line each and read back in order; a damaged line is skipped")
    func appendAndRead() throws {
        let folder = try TemporaryDirectory()
        let history = RunHistory(directory: folder.url.appending(path: ".kata"))
        try history.append(record(1, .amber, minute: 0, predicted: .amber))
        try history.append(record(1, .green, done: true, minute: 2))
        let handle = try FileHandle(forWritingTo: history.file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"kata\": \"pizza-men".utf8))
        try handle.close()
        try history.append(RunRecord(kata: "invoice-editor", stage: 1, colour: .red, done: false, date: Date(), hints: 1))

        #expect(history.records(of: "pizza-menu") == [record(1, .amber, minute: 0, predicted: .amber), record(1, .green, done: true, minute: 2)])
        #expect(history.records().count == 2, "the damaged line and the next one run together; both are skipped, the rest stays")
        #expect(RunHistory(directory: folder.url.appending(path: "none")).records().isEmpty)
    }

    @Test("The log shows each stage's lights and what the rhythm says, each stage timed from when it began")
    func log() {
        let records = [
            record(1, .amber, minute: 0, predicted: .amber), record(1, .red, minute: 1, predicted: .green), record(1, .green, done: true, minute: 3),
            record(2, .green, done: true, minute: 4, hints: 2),
            record(3, .green, done: true, minute: 6),
            record(4, .red, minute: 7), record(4, .red, minute: 8), record(4, .amber, minute: 9), record(4, .red, minute: 10),
            record(4, .crashed, minute: 11, predicted: .red),
        ]
        #expect(LogRenderer(style: TerminalStyle(colours: false)).render(records, of: kata) == """
            Pizza (pizza-menu): 3 of 4 stages done, 10 verifies
              stage  1  amber red green            done in 3 min
              stage  2  green                      done in 1 min, with 2 hints; went green without ever being red: was the test written first?
              stage  3  green                      done in 2 min; the refactor made
              stage  4  red red amber red crashed  not done yet; 5 failed verifies in a row that the lesson does not ask for: a smaller step, or `kata hint`, may help
            Your predictions were right 2 times of 3.
            """)
        #expect(LogRenderer(style: TerminalStyle(colours: true)).render(records, of: kata).contains("\u{1B}[32m●\u{1B}[0m"))
        #expect(LogRenderer(style: TerminalStyle(colours: false)).render([], of: kata)
            == "No verify of pizza-menu yet. Start with `swift run kata show pizza-menu`.")
    }

    @Test("The rhythm counts slips only: the stage's red the lesson asks for and a red of the learner's own test are not, as verify and log count them alike")
    func slips() {
        let at = { (minute: Int, colour: VerdictColour, learnerRed: Bool, stageRed: Bool) in
            RunRecord(kata: "pizza-menu", stage: 1, colour: colour, done: false, date: Date(timeIntervalSince1970: Double(minute * 60)), hints: 0,
                      learnerRed: learnerRed, stageRed: stageRed)
        }
        // Stage 1 as its lesson goes: four ambers that are the stage's red, then a wrong value on purpose, then green.
        let lesson = (0..<4).map { at($0, .amber, true, true) } + [at(4, .red, true, false),
                     RunRecord(kata: "pizza-menu", stage: 1, colour: .green, done: true, date: Date(timeIntervalSince1970: 300), hints: 0)]
        #expect(RunRecord.slipsInARow(lesson).longest == 0)
        let lessonLog = LogRenderer(style: TerminalStyle(colours: false)).render(lesson, of: kata)
        #expect(!lessonLog.contains("in a row") && !lessonLog.contains("*"), "\(lessonLog)")
        // Slips of their own: ambers that are not the stage's red, a crash, a red of the workbook's tests alone.
        let slipping = [at(0, .amber, true, false), at(1, .amber, true, false), at(2, .crashed, true, false), at(3, .red, false, false),
                        at(4, .amber, false, false), at(5, .red, true, false), at(6, .amber, true, false)]
        #expect(RunRecord.slipsInARow(slipping) == (longest: 5, last: 1))
        let log = LogRenderer(style: TerminalStyle(colours: false)).render(slipping, of: kata)
        #expect(log.contains("5 failed verifies in a row that the lesson does not ask for: a smaller step, or `kata hint`, may help"))
        // Each slip is marked in the lights; the red of the learner's own test is not.
        #expect(log.contains("  stage  1  amber* amber* crashed* red* amber* red amber*  "), "\(log)")
        #expect(log.hasSuffix("\n*: a slip, a failed verify the lesson does not ask for"), "\(log)")
        let coloured = LogRenderer(style: TerminalStyle(colours: true)).render(slipping, of: kata)
        #expect(coloured.contains("\u{1B}[31m×\u{1B}[0m") && coloured.contains("\u{1B}[31m●\u{1B}[0m") && coloured.contains("× a slip"), "\(coloured)")
        // A record kept before the stage's red was known is not called a slip in the lights.
        let old = RunRecord(kata: "pizza-menu", stage: 1, colour: .amber, done: false, date: Date(timeIntervalSince1970: 0), hints: 0)
        #expect(!LogRenderer(style: TerminalStyle(colours: false)).render([old], of: kata).contains("*"))
        #expect(LogRenderer.slipsNote(4) == nil)
    }

    @Test("On a refactor stage a red of the learner's own test is a slip, as the verify says and the log counts it: the history keeps the diagnosis's word")
    func slipOnARefactor() throws {
        let failing = TestResult(name: TestName(suite: "MenuTests", function: "testRows"), issues: [TestIssue(message: "XCTAssertEqual failed")])
        let verification = StageVerification(kata: kata, stage: kata.stages[2], verdict: Verdict(colour: .red, failures: [.init(side: .learner, test: failing)]))
        let diagnosis = try #require(verification.redDiagnosis)
        #expect(diagnosis == .slipOnARefactor(place: .inTest("MenuTests.testRows")) && diagnosis.isSlip, "\(diagnosis)")
        let kept = RunRecord(kata: "pizza-menu", stage: 3, colour: .red, done: false, date: Date(timeIntervalSince1970: 0), hints: 0,
                             learnerRed: verification.learnerTestsFail, stageRed: verification.learnerShowsStageRed, slip: diagnosis.isSlip)
        #expect(kept.learnerRed == true && kept.isSlip)
        #expect(LogRenderer(style: TerminalStyle(colours: false)).render([kept], of: kata).contains("  stage  3  red*  "))
        // On a stage that adds behaviour, the same red is the learner's own, and no slip.
        let own = StageVerification(kata: kata, stage: kata.stages[1], verdict: Verdict(colour: .red, failures: [.init(side: .learner, test: failing)]))
        #expect(own.redDiagnosis?.isSlip == false, "\(String(describing: own.redDiagnosis))")
        // A line kept before the diagnosis was judges by its colour and what failed, as it did.
        var older = kept
        older.slip = nil
        #expect(!older.isSlip)
    }

    @Test("A stage is red first when the learner's tests failed, as verify judges it: a red of the workbook's tests alone is not")
    func learnerRed() {
        let workbookRed = RunRecord(kata: "pizza-menu", stage: 1, colour: .red, done: false, date: Date(timeIntervalSince1970: 0), hints: 0, learnerRed: false)
        let learnerRed = RunRecord(kata: "pizza-menu", stage: 2, colour: .amber, done: false, date: Date(timeIntervalSince1970: 120), hints: 0, learnerRed: true)
        let records = [workbookRed, record(1, .green, done: true, minute: 1), learnerRed, record(2, .green, done: true, minute: 3)]
        let log = LogRenderer(style: TerminalStyle(colours: false)).render(records, of: kata).split(separator: "\n")
        #expect(log[1].hasSuffix("done in 1 min; went green without ever being red: was the test written first?"), "\(log)")
        #expect(log[2].hasSuffix("done in 2 min"), "\(log)")
    }

    @Test("A green that did not complete its stage is marked, with why; a stage begun with kata start is timed from the start")
    func refusedAndStarted() {
        var refusedTwice = record(2, .green, minute: 12)
        refusedTwice.refused = "0 of 2 mutants caught"
        var refusedOnce = record(2, .green, minute: 13)
        refusedOnce.refused = "1 of 2 mutants caught"
        let records = [record(1, .green, done: true, minute: 0), refusedTwice, refusedTwice, refusedOnce, record(2, .green, done: true, minute: 14)]
        let begun = [StageBegun(kata: "pizza-menu", stage: 2, began: Date(timeIntervalSince1970: 10 * 60), by: "start")]
        #expect(LogRenderer(style: TerminalStyle(colours: false)).render(records, begun: begun, of: kata) == """
            Pizza (pizza-menu): 2 of 4 stages done, 5 verifies
              stage  1  green                          done in 0 s; went green without ever being red: was the test written first?
              stage  2  refused refused refused green  begun with `kata start`; done in 4 min; went green without ever being red: was the test written first?; 3 greens refused (0 of 2 mutants caught; 1 of 2 mutants caught)
            refused: a green that did not complete its stage, and why
            """)
        let coloured = LogRenderer(style: TerminalStyle(colours: true)).render(records, begun: begun, of: kata)
        #expect(coloured.contains("\u{1B}[32m○\u{1B}[0m") && coloured.contains("○ a green that did not complete its stage, and why"))
    }

    @Test("On a refactor stage, the bar seen green before the refactor is the lesson's step, not a refused green: in a line of either version",
          arguments: [1, 2])
    func greenBeforeTheRefactor(version: Int) {
        var before = record(3, .green, minute: 20)
        var weak = record(3, .green, minute: 21)
        if version == 1 {
            (before.version, weak.version) = (nil, nil)
            before.refused = "the refactor not made"
            weak.refused = "0 of 2 mutants caught"
        } else {
            before.notDone = .refactorNotMade(firstMissing: "your tests declare no `fixture`")
            weak.notDone = .mutantsLetThrough(caught: 0, of: 2, firstWrong: "the pizzas are in the wrong order")
        }
        let records = [record(1, .green, done: true, minute: 0), record(2, .red, minute: 10), record(2, .green, done: true, minute: 11),
                       before, weak, record(3, .green, done: true, minute: 22)]
        let log = LogRenderer(style: TerminalStyle(colours: false)).render(records, begun: [], of: kata).split(separator: "\n")
        #expect(log[3].hasSuffix("done in 11 min; the refactor made; the bar seen green before the refactor, as the lesson asks; 1 green refused (0 of 2 mutants caught)"),
                "\(log)")
    }

    @Test("A line of version 1, which kept a refusal in words, is read beside one of version 2, which keeps it as a value")
    func bothVersionsRead() throws {
        let lines = #"""
            {"colour":"green","date":"2026-11-20T10:00:00Z","done":false,"hints":0,"kata":"pizza-menu","refused":"1 of 2 mutants caught","stage":2}
            {"colour":"green","date":"2026-11-20T10:01:00Z","done":false,"hints":0,"kata":"pizza-menu","notDone":{"passesTheStageBefore":{}},"stage":2,"version":2}
            """#
        let records = RunHistory.records(in: Data(lines.utf8))
        #expect(records.map(\.version) == [nil, 2])
        #expect(records.map(\.refused) == ["1 of 2 mutants caught", nil])
        #expect(records.map(\.notDone) == [nil, .passesTheStageBefore])
        #expect(records.allSatisfy { $0.wasRefused })
        let written = try JSONStyle.encoder().encode(RunRecord(kata: "pizza-menu", stage: 2, colour: .green, done: false, date: Date(), hints: 0,
                                                               notDone: .testsNotProved))
        #expect(String(decoding: written, as: UTF8.self).contains(#""version":2"#))
        #expect(RunRecord(kata: "pizza-menu", stage: 2, colour: .red, done: false, date: Date(), hints: 0, notDone: .notGreen(.red)).notDone == nil,
                "only a green is refused")
    }

    @Test("Stage starts are kept in the history beside the verifies, each read back by its own kind")
    func begunRecords() throws {
        let folder = try TemporaryDirectory()
        let history = RunHistory(directory: folder.url.appending(path: ".kata"))
        let begun = StageBegun(kata: "pizza-menu", stage: 5, began: Date(timeIntervalSince1970: 60), by: "start")
        try history.append(record(1, .red, minute: 0))
        try history.append(begun)
        #expect(history.records(of: "pizza-menu") == [record(1, .red, minute: 0)])
        #expect(history.begun(of: "pizza-menu") == [begun])
        #expect(history.begun(of: "film-list").isEmpty)
    }

    @Test("Durations read as seconds, minutes or hours")
    func durations() {
        let start = Date(timeIntervalSince1970: 0)
        #expect(LogRenderer.duration(from: start, to: start.addingTimeInterval(42)) == "42 s")
        #expect(LogRenderer.duration(from: start, to: start.addingTimeInterval(12 * 60 + 5)) == "12 min")
        #expect(LogRenderer.duration(from: start, to: start.addingTimeInterval(2 * 3600 + 5 * 60)) == "2 h 5 min")
    }
}
