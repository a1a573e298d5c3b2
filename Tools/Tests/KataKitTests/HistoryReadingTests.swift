import Foundation
import Testing
@testable import KataModel
@testable import KataWorkspace
@testable import KataClassroom
@testable import KataRendering

@Suite("What a run history says against a grade")
struct HistoryReadingTests {
    private func record(_ stage: Int, done: Bool = false, minute: Double) -> RunRecord {
        RunRecord(kata: "k", stage: stage, colour: done ? .green : .red, done: done, date: Date(timeIntervalSince1970: minute * 60), hints: 0)
    }

    @Test("Eight verifies of the last stage, none done, over twenty minutes, is stuck; fewer, or quicker, or done, is not")
    func stuck() {
        let trying = (0..<8).map { record(3, minute: Double($0) * 3) }
        #expect(HistoryReading.stuck([record(2, done: true, minute: -1)] + trying) == .stuck(stage: 3, verifies: 8, minutes: 21))
        #expect(HistoryReading.stuck(Array(trying.dropFirst())) == nil, "seven verifies")
        #expect(HistoryReading.stuck((0..<8).map { record(3, minute: Double($0)) }) == nil, "seven minutes")
        #expect(HistoryReading.stuck(trying + [record(3, done: true, minute: 30)]) == nil, "the stage was done")
        #expect(HistoryReading.stuck([]) == nil)
    }

    @Test("A stage the history says was done, beyond what the code passes, is said")
    func contradiction() {
        let history = [record(1, done: true, minute: 0), record(2, done: true, minute: 5)]
        #expect(HistoryReading.contradiction(history, reached: 0) == .claimsDone(claimed: 2, reached: 0))
        #expect(HistoryReading.contradiction(history, reached: 1) == .claimsDone(claimed: 2, reached: 1))
        #expect(HistoryReading.contradiction(history, reached: 2) == nil)
        #expect(HistoryReading.contradiction([record(4, minute: 0)], reached: 0) == nil, "a verify that was not done claims nothing")
    }

    @Test("Each warning is said in the report's words; a stuck row is told by its warning's kind, or by the result it was read from, never by words")
    func words() throws {
        #expect(RowWarning.words(.stuck(stage: 3, verifies: 8, minutes: 21)) == "stuck at stage 3: 8 verifies over 21 min")
        #expect(RowWarning.words(.claimsDone(claimed: 2, reached: 0)) == "history claims stage 2 done; the code passes no stage")
        #expect(RowWarning.words(.claimsDone(claimed: 2, reached: 1)) == "history claims stage 2 done; the code passes up to stage 1")
        #expect(RowWarning.words(.comparedSaysOtherwise(claimed: 1, regraded: 0)) == "the result compared says 1 stage passed; regraded, 0")
        let kata = Kata(id: "k", title: "K", source: "s", framework: .xctest, module: "M", stages: [])
        var row = ClassReport.Row(student: "ann", kata: kata)
        row.warnings = [.read("stuck at stage 3: 8 verifies over 21 min")]
        #expect(!row.isStuck, "a result's words alone do not make a row stuck")
        row.stuckAsRead = true
        #expect(row.isStuck)
        #expect(ClassReport.Row(student: "bea", kata: kata, warnings: [.stuck(stage: 1, verifies: 8, minutes: 20)]).isStuck)
    }
}
