import Foundation
import Testing
@testable import KataWorkspace
@testable import KataClassroom

@Suite("What a run history says against a grade")
struct HistoryReadingTests {
    private func record(_ stage: Int, done: Bool = false, minute: Double) -> RunRecord {
        RunRecord(kata: "k", stage: stage, colour: done ? .green : .red, done: done, date: Date(timeIntervalSince1970: minute * 60), hints: 0)
    }

    @Test("Eight verifies of the last stage, none done, over twenty minutes, is stuck; fewer, or quicker, or done, is not")
    func stuck() {
        let trying = (0..<8).map { record(3, minute: Double($0) * 3) }
        #expect(HistoryReading.stuck([record(2, done: true, minute: -1)] + trying) == "stuck at stage 3: 8 verifies over 21 min")
        #expect(HistoryReading.stuck(Array(trying.dropFirst())) == nil, "seven verifies")
        #expect(HistoryReading.stuck((0..<8).map { record(3, minute: Double($0)) }) == nil, "seven minutes")
        #expect(HistoryReading.stuck(trying + [record(3, done: true, minute: 30)]) == nil, "the stage was done")
        #expect(HistoryReading.stuck([]) == nil)
    }

    @Test("A stage the history says was done, beyond what the code passes, is said")
    func contradiction() {
        let history = [record(1, done: true, minute: 0), record(2, done: true, minute: 5)]
        #expect(HistoryReading.contradiction(history, reached: 0) == "history claims stage 2 done; the code passes no stage")
        #expect(HistoryReading.contradiction(history, reached: 1) == "history claims stage 2 done; the code passes up to stage 1")
        #expect(HistoryReading.contradiction(history, reached: 2) == nil)
        #expect(HistoryReading.contradiction([record(4, minute: 0)], reached: 0) == nil, "a verify that was not done claims nothing")
    }
}
