import Testing
@testable import KataModel
@testable import KataRendering
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
        let proved = try await offThePool({ try check.problemsInTheContract() }).proved
        for problem in proved.problems {
            Issue.record(Comment(rawValue: CheckFaultText.sentence(problem)))
        }
        guard proved.problems.isEmpty else { return }
        // Every check is needed by a mutant or marked redundant, and every mark holds: deleted together, the marked
        // checks let no mutant through, and each one's cover catches what it catches (see `RedundantChecks`).
        for problem in check.problemsOfTheChecks(proved) {
            Issue.record(Comment(rawValue: CheckFaultText.sentence(problem)))
        }
    }
}

@Suite("Reading the compiler's messages a lesson quotes", .toolWide)
struct QuotedCompilerMessagesTests {
    @Test("Marked quotes are found across line breaks, whatever their wording; later moments, messages said not to come and unmarked wording are told apart")
    func quoted() {
        let lesson = """
            **Red to expect.** It does not compile: `error: cannot find
            'Pizza' in scope`, and `error: value of type 'MenuDataSource' has no member 'item'`, and `error: use of unresolved
            identifier 'shares'`; also value of type 'MenuItem' has no member 'title'. Once the type exists:
            `error: extra arguments at positions #2, #3 in call`. If you wait, cannot find 'Later' in scope. It is
            not with `error: cannot find 'Host' in scope`.

            **Smallest green.** `error: cannot find 'Elsewhere' in scope`.
            """
        let reading = QuotedCompilerMessages.reading(ofRedToExpect: lesson)
        #expect(reading.expected == ["cannot find 'Pizza' in scope", "value of type 'MenuDataSource' has no member 'item'",
                                     "use of unresolved identifier 'shares'"])
        #expect(reading.unmarked == ["value of type 'MenuItem' has no member 'title'"])
        #expect(reading.unchecked == ["extra arguments at positions #2, #3 in call"])
        #expect(reading.absent == ["cannot find 'Host' in scope"])
    }
}
