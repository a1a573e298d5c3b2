import Foundation
import Testing
@testable import KataRunning

@Suite("Asking the toolchain once")
struct ToolchainAnswersTests {
    @Test("An answer is kept and found by the next asker; one not had is not kept, and is asked again")
    func keeping() throws {
        let kind = "test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(at: GradingFolder.usersFolder.appending(path: "toolchain-\(kind).json")) }
        var asked = 0
        #expect(ToolchainAnswers.answer(kind, to: ["question"]) { asked += 1; return ["first"] } == ["first"])
        #expect(ToolchainAnswers.answer(kind, to: ["question"]) { asked += 1; return ["second"] } == ["first"])
        #expect(asked == 1)
        #expect(ToolchainAnswers.answer(kind, to: ["another"]) { () -> [String]? in nil } == nil)
        #expect(ToolchainAnswers.answer(kind, to: ["another"]) { ["now"] } == ["now"])
    }
}
