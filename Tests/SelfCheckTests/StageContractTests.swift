import Testing
@testable import KataKit

/// The red-green contract and the mutants, proved for every stage of every kata by building each kata's snapshots
/// and mutants in one package and running each stage's suite against them.
@Suite("Every stage keeps the red-green contract and catches its mutants", .serialized)
struct StageContractTests {
    @Test("Each stage's suite fails as declared against the stage before, passes against its own code and catches each mutant",
          arguments: try katasUnderCheck().map(\.id))
    func everyStageKeepsTheContract(kataID: String) async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: kataID)
        let outcome = try await offThePool { try KataProver(workbook: workbook, kata: kata, limits: RunLimits(test: .seconds(60))).prove() }
        #expect(outcome.cleanStart.colour == .green, "\(kata.id): the clean start is \(outcome.cleanStart.colour.word): \(outcome.cleanStart.explanation)")
        for result in outcome.stages {
            let stage = result.stage
            let name = KataStage(kata: kata, stage: stage).testDescription
            let before = Snapshot.before(stage, of: kata).name
            let expected = stage.kind.verdictAgainstPreviousStage
            let previous = result.againstPreviousStage
            #expect(previous.colour == expected,
                    "\(name): against \(before)'s code it should be \(expected.word), it is \(previous.colour.word): \(previous.explanation)")
            if expected == .amber {
                let suiteFolder = workbook.relativePath(workbook.acceptanceSuite(kata, at: .after(stage))) + "/"
                #expect(!previous.diagnostics.isEmpty && previous.diagnostics.allSatisfy { $0.location.path.hasPrefix(suiteFolder) },
                        "\(name): against \(before)'s code, the errors should all be in \(suiteFolder): \(previous.diagnostics.map(\.location.path))")
            }
            let own = result.againstOwnCode
            #expect(own.colour == .green, "\(name): against its own code it should be green, it is \(own.colour.word): \(own.explanation)")
            for (mutant, verdict) in zip(stage.mutants, result.againstMutants) where !verdict.colour.isTestFailure {
                let why = verdict.colour == .amber ? "does not compile against the stage's suite: \(verdict.explanation)"
                    : "is not caught by the stage's suite (\(verdict.colour.word))"
                Issue.record("\(name): the mutant '\(mutant.name)' \(why)")
            }
        }
    }
}
