import Foundation
import Testing
@testable import KataModel
import KataToolOutput
@testable import KataWorkspace

@Suite("How commands move the learner's progress")
struct ProgressTransitionsTests {
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes",
                            stages: [Stage(number: 1, slug: "a", title: "A", kind: .redCompile, commit: "c", hints: ["h1", "h2"]),
                                     Stage(number: 2, slug: "b", title: "B", kind: .redAssert, commit: "c", hints: ["h1", "h2", "h3"])])
    private let other = Kata(id: "film-list", title: "Films", source: "s", framework: .swiftTesting, module: "Films",
                             stages: [Stage(number: 1, slug: "a", title: "A", kind: .redAssert, commit: "c", hints: ["h"])])
    private let monday = Date(timeIntervalSince1970: 1_800_000_000)
    private let tuesday = Date(timeIntervalSince1970: 1_800_086_400)

    private func outcome(stage: Int = 1, _ colour: VerdictColour, done: Bool = false, learnerRed: Bool = false,
                         at date: Date? = nil) -> VerifyOutcome {
        VerifyOutcome(stage: stage, colour: colour, stageDone: done, learnerTestsFail: learnerRed, date: date ?? monday)
    }

    @Test("A verify that does not complete the stage keeps the stage and its hints, and sets the last verdict, its time and the current kata")
    func notDone() {
        var progress = WorkbookProgress()
        _ = progress.takeHint(in: kata)
        progress.record(outcome(.amber, at: tuesday), of: kata)
        #expect(progress.katas["pizza-menu"] == KataProgress(stage: 1, lastVerdict: .amber, lastRun: tuesday, hintsTaken: 1))
        #expect(progress.current == "pizza-menu")
    }

    @Test("A red of the learner's own tests is remembered through later verifies until the stage is done")
    func redRemembered() {
        var progress = WorkbookProgress()
        progress.record(outcome(.green), of: kata)
        #expect(progress.of(kata).redSeen == nil, "a green with the learner's tests passing is no red")
        progress.record(outcome(.red, learnerRed: true), of: kata)
        #expect(progress.of(kata).redSeen == true)
        progress.record(outcome(.green), of: kata)
        #expect(progress.of(kata).redSeen == true, "a later green does not forget the red")
        progress.record(outcome(.red), of: kata)
        #expect(progress.of(kata).redSeen == true)
    }

    @Test("The learner's stage done moves on to the next stage, with no hint taken and no red seen there yet")
    func stageDone() {
        var progress = WorkbookProgress()
        _ = progress.takeHint(in: kata)
        progress.record(outcome(.red, learnerRed: true), of: kata)
        progress.record(outcome(.green, done: true, at: tuesday), of: kata)
        #expect(progress.katas["pizza-menu"] == KataProgress(stage: 2, lastVerdict: .green, lastRun: tuesday))
        #expect(progress.of(kata).redSeen == nil)
    }

    @Test("The last stage done makes the kata done, and verifying it again never moves the stage past the end")
    func kataDone() {
        var progress = WorkbookProgress()
        progress.begin(kata, at: 2)
        progress.record(outcome(stage: 2, .green, done: true), of: kata)
        #expect(progress.isDone(kata))
        progress.record(outcome(stage: 2, .green, done: true, at: tuesday), of: kata)
        #expect(progress.of(kata).stage == 3)
        #expect(progress.of(kata).lastRun == tuesday)
    }

    @Test("A verify of a stage other than the learner's sets the verdict and never moves the stage")
    func otherStage() {
        var progress = WorkbookProgress()
        progress.begin(kata, at: 2)
        progress.record(outcome(stage: 1, .green, done: true), of: kata)
        #expect(progress.of(kata).stage == 2)
        #expect(progress.of(kata).lastVerdict == .green)
    }

    @Test("Each hint asked for is one more, up to the stage's last; a done kata gives none")
    func hints() {
        var progress = WorkbookProgress()
        #expect([progress.takeHint(in: kata), progress.takeHint(in: kata), progress.takeHint(in: kata)] == [1, 2, 2])
        progress.record(outcome(.green, done: true), of: kata)
        #expect(progress.takeHint(in: kata) == 1, "the next stage's hints start from the first")
        progress.begin(kata, at: 3)
        #expect(progress.takeHint(in: kata) == nil)
        #expect(progress.katas["pizza-menu"] == KataProgress(stage: 3))
    }

    @Test("Start puts the learner at a stage afresh and makes the kata current; reset forgets the kata alone")
    func startAndReset() {
        var progress = WorkbookProgress()
        progress.record(outcome(.red, learnerRed: true), of: other)
        _ = progress.takeHint(in: kata)
        progress.begin(kata, at: 2)
        #expect(progress.katas["pizza-menu"] == KataProgress(stage: 2))
        #expect(progress.current == "pizza-menu")
        progress.reset(kata)
        #expect(progress.katas["pizza-menu"] == nil)
        #expect(progress.of(kata).stage == 1)
        #expect(progress.of(other).redSeen == true, "another kata's progress is left as it was")
    }
}
