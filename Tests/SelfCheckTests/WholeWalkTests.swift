import Testing
@testable import KataKit

/// Every kata but the first of each test framework, walked from its clean start to its last stage with
/// `kata verify`, each in a copy of its own, so that the katas are walked side by side.
@Suite("A learner walks each kata whole")
struct WholeWalkTests {
    /// The katas walked whole, from the clean start to the last stage: every kata but the first of each test
    /// framework, whose stages `LearnerJourneyTests` walks one of each kind, with the slips a learner makes.
    static func wholeWalks() throws -> [String] {
        let walkedByKind = Set(try LearnerJourneyTests.walkedStages().map(\.kata.id))
        return try katasUnderCheck().map(\.id).filter { !walkedByKind.contains($0) }
    }

    /// Hollow tests are tried at one stage of each kind only: that every mutant is caught by its stage's suite is
    /// proved by `StageContractTests`, and that the tool names a mutant the learner misses by `walk`.
    @Test("A kata walked whole: every stage test first, then the reference code, to the end", arguments: try wholeWalks())
    func walkWhole(kataID: String) async throws {
        let kata = try theWorkbook().kata(named: kataID)
        let copy = try WorkbookCopy(of: kata, folder: "kata-walk-whole")
        var kindsTried: Set<StageKind> = []
        for stage in kata.stages {
            try await copy.walk(stage, withHollowTests: kindsTried.insert(stage.kind).inserted)
            guard copy.progress().of(kata).stage == stage.number + 1 else { return }
        }
        let done = try await copy.verify()
        #expect(done.status == 0, "\(kata.id) done: \(done.text)")
        #expect(done.text.contains("\(kata.id) was done already"), "\(kata.id) done: \(done.text)")
        let log = try await copy.run(.log(kata: kata.id)).text
        #expect(log.contains("(\(kata.id)): \(kata.stages.count) of \(kata.stages.count) stages done"), "\(log)")
        #expect(log.hasSuffix("Your predictions were right \(kata.stages.count) times of \(kata.stages.count)."), "\(log)")
        #expect(!log.contains("without ever being red"), "every stage but a refactor was red first: \(log)")
    }
}
