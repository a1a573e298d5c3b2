import Testing
@testable import KataKit

/// The red-green contract and the mutants, proved for every stage by building the snapshots and running them.
@Suite("Every stage keeps the red-green contract and catches its mutants", .serialized)
struct StageContractTests {
    @Test("The clean start builds and its empty suites pass", arguments: try katasUnderCheck().map(\.id))
    func cleanStartIsGreen(kataID: String) async throws {
        let kata = try theWorkbook().kata(named: kataID)
        let verifier = try Verifier(workbook: theWorkbook())
        let verdict = try await offThePool { try verifier.checkSuite(kata, suite: .cleanStart, againstReferenceAt: .cleanStart, requireTests: false) }
        #expect(verdict.colour == .green, "\(kata.id): the clean start is \(verdict.colour.word): \(verdict.explanation)")
    }

    @Test("The stage's suite fails as declared against the stage before and passes against its own", arguments: try KataStage.all())
    func stageKeepsTheContract(_ subject: KataStage) async throws {
        let verifier = try Verifier(workbook: theWorkbook())
        let (kata, stage) = (subject.kata, subject.stage)
        let before = Snapshot.before(stage, of: kata)
        let previous = try await offThePool { try verifier.checkSuite(kata, suite: .after(stage), againstReferenceAt: before) }
        let expected = stage.kind.verdictAgainstPreviousStage
        #expect(previous.colour == expected,
                "\(subject.testDescription): against \(before.name)'s code it should be \(expected.word), it is \(previous.colour.word): \(previous.explanation)")
        let own = try await offThePool { try verifier.checkSuite(kata, suite: .after(stage), againstReferenceAt: .after(stage)) }
        #expect(own.colour == .green,
                "\(subject.testDescription): against its own code it should be green, it is \(own.colour.word): \(own.explanation)")
    }

    @Test("The stage's suite catches every mutant of the stage, each compiling and failing a test",
          arguments: try KataStage.all().filter { !$0.stage.mutants.isEmpty })
    func suiteCatchesTheMutants(_ subject: KataStage) async throws {
        let verifier = try Verifier(workbook: theWorkbook())
        let proof = try await offThePool { try verifier.proveSuite(subject.kata, stage: subject.stage) }
        try #require(proof.passReference,
                     "\(subject.testDescription): the suite should pass against the reference, it is \(proof.againstReference.colour.word): \(proof.againstReference.explanation)")
        #expect(proof.mutants.map(\.name) == subject.stage.mutants.map(\.name))
        for mutant in proof.mutants where !mutant.caught {
            let why = mutant.colour == .amber ? "does not compile against the stage's suite" : "is not caught by the stage's suite (\(mutant.colour.word))"
            Issue.record("\(subject.testDescription): the mutant '\(mutant.name)' \(why)")
        }
    }
}
