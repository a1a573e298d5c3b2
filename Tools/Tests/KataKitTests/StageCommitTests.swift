import Testing
@testable import KataModel
@testable import KataWorkspace

@Suite("What verify --commit commits")
struct StageCommitTests {
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes",
                            stages: [Stage(number: 1, slug: "a", title: "One section", kind: .redCompile, commit: "Add the section", hints: ["h"]),
                                     Stage(number: 2, slug: "b", title: "Two rows", kind: .redAssert, commit: "Return two rows", hints: ["h"])])

    @Test("A stage done is committed with the stage's message, its red with the red message, anything else not at all")
    func message() {
        let stage = kata.stages[1]
        #expect(StageCommit.message(for: stage, of: kata, done: true, showsStageRed: false) == "Return two rows")
        #expect(StageCommit.message(for: stage, of: kata, done: false, showsStageRed: true) == "Red: Two rows (pizza-menu stage 2, a failing assertion)")
        #expect(StageCommit.message(for: stage, of: kata, done: false, showsStageRed: false) == nil)
    }

    @Test("The red message names the stage, the kata and the kind of red")
    func redMessage() {
        #expect(kata.redCommitMessage(for: kata.stages[0]) == "Red: One section (pizza-menu stage 1, a compile error)")
    }
}
