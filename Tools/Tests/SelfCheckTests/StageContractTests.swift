import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification

/// The red-green contract and the mutants, proved for every stage of every kata by building each kata's snapshots
/// and mutants once (see `KataProver`) and running each stage's suite against them. The katas are proved side by side
/// with the rest of the self-check: the run is bound by the machine's cores, and a kata proved last, alone, would
/// leave one of them idle.
@Suite("Every stage keeps the red-green contract and catches its mutants")
struct StageContractTests {
    @Test("Each stage's suite fails as declared against the stage before, passes against its own code and catches each mutant",
          arguments: try katasUnderCheck().map(\.id))
    func everyStageKeepsTheContract(kataID: String) async throws {
        let workbook = try theWorkbook()
        let check = KataCheck(workbook: workbook, kata: try workbook.kata(named: kataID), limits: RunLimits(test: .seconds(60)))
        for problem in try await offThePool({ try check.problemsInTheContract() }).problems {
            Issue.record(Comment(rawValue: problem))
        }
    }
}

@Suite("Reading the compiler's messages a lesson quotes", .toolWide)
struct QuotedCompilerMessagesTests {
    @Test("Messages are found across line breaks; later moments and messages said not to come are left out")
    func quoted() {
        let lesson = """
            **Red to expect.** It does not compile: cannot find
            'Pizza' in scope, and value of type 'MenuDataSource' has no member 'item'. Once the type
            exists: extra arguments at positions #2, #3 in call. It is not with "cannot find 'Host' in scope".

            **Smallest green.** cannot find 'Elsewhere' in scope.
            """
        #expect(QuotedCompilerMessages.inRedToExpect(of: lesson) == ["cannot find 'Pizza' in scope", "value of type 'MenuDataSource' has no member 'item'"])
    }
}
