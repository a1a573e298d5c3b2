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
        var prover = KataProver(workbook: workbook, kata: kata, limits: RunLimits(test: .seconds(60)))
        prover.runsHollowSuites = true
        let outcome = try await offThePool { [prover] in try prover.prove() }
        let lessons = try LessonBook(contentsOf: workbook.lessons)
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
                let real = previous.diagnostics.map { $0.message.collapsingSpaces }
                for quoted in QuotedCompilerMessages.inRedToExpect(of: lessons.section(ofKata: kata.id, stage: stage.number)?.body ?? "")
                where !real.contains(where: { $0.contains(quoted) }) {
                    Issue.record("\(name): the lesson quotes '\(quoted)', which the compiler does not say against \(before)'s code: \(real)")
                }
            }
            let own = result.againstOwnCode
            #expect(own.colour == .green, "\(name): against its own code it should be green, it is \(own.colour.word): \(own.explanation)")
            if let hollow = result.hollowAgainstFirstMutant, hollow.colour != .green {
                let mutant = stage.mutants[0].name
                Issue.record("\(name): hollowed, the suite still catches the mutant '\(mutant)' (\(hollow.colour.word): \(hollow.explanation)); the first mutant must be one only an assertion catches")
            }
            for (mutant, verdict) in zip(stage.mutants, result.againstMutants) where !verdict.colour.isTestFailure {
                let why = verdict.colour == .amber ? "does not compile against the stage's suite: \(verdict.explanation)"
                    : "is not caught by the stage's suite (\(verdict.colour.word))"
                Issue.record("\(name): the mutant '\(mutant.name)' \(why)")
            }
        }
    }
}

@Suite("Reading the compiler's messages a lesson quotes")
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

/// The compiler's messages a lesson quotes under "Red to expect", for the check that the compiler says them.
///
/// A message is recognised by its wording (`cannot find 'X' in scope`, `value of type 'T' has no member 'm'`,
/// ...). Sentences about a later moment of the cycle ("Once the type exists: ...", "If you edit the test first,
/// ...", "With the method in place, ...") and messages the lesson says do not come ("not with ...") are left out:
/// the check runs the suite against the stage before only.
enum QuotedCompilerMessages {
    static func inRedToExpect(of lesson: String) -> [String] {
        guard let start = lesson.range(of: "**Red to expect.**"), let end = lesson.range(of: "**Smallest green.**"),
              start.upperBound < end.lowerBound else { return [] }
        let red = String(lesson[start.upperBound..<end.lowerBound]).collapsingSpaces
        let sentences = red.split(separator: /\.\s+/).filter { sentence in
            !["Once", "With", "If", "Then", "After", "When"].contains { sentence.trimmingCharacters(in: .whitespaces).hasPrefix($0 + " ") }
                && !sentence.contains(" not with ")
        }
        let message = /cannot find (?:type )?'[^']+' in scope|(?:value of )?type '[^']+' has no member '[^']+'|argument passed to (?:a )?call that takes no arguments|extra arguments? (?:'[^']+' |at positions? [#0-9, ]+ )?in call|missing arguments? for parameters? [^ ]+(?: in call)?|incorrect argument labels? in call|no exact matches in call to [a-z ]+/
        return sentences.flatMap { $0.matches(of: message).map { String($0.output) } }
    }
}

extension String {
    /// The text with each run of spaces and line breaks made one space.
    var collapsingSpaces: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
