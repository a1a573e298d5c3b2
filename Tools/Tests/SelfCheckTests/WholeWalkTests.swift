import Testing
@testable import KataCommandLine
@testable import KataModel

/// Each fixture kata (tally for XCTest, tab for Swift Testing, a stage of every kind between them), walked from its
/// clean start to its last stage with `kata verify`, each in a workbook of its own, so that they are walked side by
/// side. The workbook's own katas keep their contract by `StageContractTests`: their suites, references and mutants
/// are what this walk would run, through the same verify.
@Suite("A learner walks each kata whole", .toolWide)
struct WholeWalkTests {
    /// Hollow tests are tried at the first stage of each kind: each is refused, naming a mutant the tests miss.
    @Test("A kata walked whole: every stage test first, then the reference code, to the end",
          arguments: [FixtureWorkbook.kataID, FixtureTab.kataID])
    func walkWhole(kataID: String) async throws {
        let copy = try WorkbookCopy(fixtureKata: kataID, folder: "kata-walk-whole")
        let kata = copy.kata
        var kindsTried: Set<StageKind> = []
        for stage in kata.stages {
            try await copy.walk(stage, withHollowTests: kindsTried.insert(stage.kind).inserted)
            guard copy.progress().of(kata).stage == stage.number + 1 else { return }
        }
        let done = try await copy.verify()
        #expect(done.status == 0, "\(kata.id) done: \(done.text)")
        #expect(done.text.contains("\(kata.id) was done already"), "\(kata.id) done: \(done.text)")
        let log = try await copy.run(LogCommand(kata: kata.id)).text
        #expect(log.contains("(\(kata.id)): \(kata.stages.count) of \(kata.stages.count) stages done"), "\(log)")
        #expect(log.hasSuffix("Your predictions were right \(kata.stages.count) times of \(kata.stages.count)."), "\(log)")
        #expect(!log.contains("without ever being red"), "every stage but a refactor was red first: \(log)")
    }
}
