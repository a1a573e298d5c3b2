import Testing
@testable import KataKit

/// The red-green contract, proved for every stage by building the snapshots and running them.
@Suite("Every stage keeps the red-green contract", .serialized)
struct StageContractTests {
    @Test("The clean start builds and its empty suites pass", arguments: try theWorkbook().katas.map(\.id))
    func cleanStartIsGreen(kataID: String) async throws {
        let kata = try theWorkbook().kata(named: kataID)
        let verifier = try Verifier(workbook: theWorkbook())
        let verdict = try await offThePool { try verifier.checkSuite(kata, stage: 0, againstReferenceOf: 0, requireTests: false) }
        #expect(verdict.colour == .green, "\(kata.id): the clean start is \(verdict.colour.word): \(verdict.explanation)")
    }

    @Test("The stage's suite fails as declared against the stage before and passes against its own", arguments: try KataStage.all())
    func stageKeepsTheContract(_ subject: KataStage) async throws {
        let verifier = try Verifier(workbook: theWorkbook())
        let number = subject.stage.number
        let before = try await offThePool { try verifier.checkSuite(subject.kata, stage: number, againstReferenceOf: number - 1) }
        let expected = subject.stage.kind.verdictAgainstPreviousStage
        #expect(before.colour == expected,
                "\(subject.testDescription): against stage \(number - 1)'s code it should be \(expected.word), it is \(before.colour.word): \(before.explanation)")
        let own = try await offThePool { try verifier.checkSuite(subject.kata, stage: number, againstReferenceOf: number) }
        #expect(own.colour == .green,
                "\(subject.testDescription): against its own code it should be green, it is \(own.colour.word): \(own.explanation)")
    }
}
