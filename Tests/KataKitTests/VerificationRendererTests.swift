import Testing
@testable import KataKit

@Suite("Rendering a verify for a person")
struct VerificationRendererTests {
    private let renderer = VerificationRenderer(style: TerminalStyle(colours: false))
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes", stages: [
        Stage(number: 1, slug: "one", title: "One section", kind: .redCompile, commit: "Implement MenuDataSource", hints: ["h"]),
        Stage(number: 2, slug: "rows", title: "Rows", kind: .redAssert, commit: "Count rows", hints: ["h"]),
    ])

    @Test("Green says the stage is done, checks the learner's tests, gives the commit line and the next stage")
    func green() {
        var verdict = Verdict(colour: .green)
        verdict.passed = [.workbook: 2, .learner: 1]
        var reference = Verdict(colour: .green)
        reference.passed = [.learner: 1]
        let check = LearnerTestsCheck(againstReference: reference, againstPreviousStage: Verdict(colour: .amber))
        let text = renderer.render(StageVerification(kata: kata, stage: kata.stages[0], verdict: verdict, learnerTests: check))
        #expect(text == """
            ● green  pizza-menu stage 1/2: One section
              2 of the workbook's tests and 1 of yours pass.
              your tests pass against the reference code: yes
              your tests catch the missing behaviour: yes (they fail against the clean start's code)
            Stage 1 done. Commit it:
              git add Katas/pizza-menu && git commit -m 'Implement MenuDataSource'
            Next: stage 2, Rows. Read it with `swift run kata show pizza-menu`.
            """)
    }

    @Test("Green code with tests that catch nothing is not a stage done")
    func greenWithoutTests() {
        var verdict = Verdict(colour: .green)
        verdict.passed = [.workbook: 2]
        let check = LearnerTestsCheck(againstReference: Verdict(colour: .green), againstPreviousStage: Verdict(colour: .green))
        let verification = StageVerification(kata: kata, stage: kata.stages[1], verdict: verdict, learnerTests: check)
        #expect(!verification.stageDone)
        #expect(renderer.render(verification) == """
            ● green  pizza-menu stage 2/2: Rows
              2 of the workbook's tests and 0 of yours pass.
              your tests pass against the reference code: no (none of your tests ran)
              your tests catch the missing behaviour: no (they pass against stage 1's code)
            Not done yet: the code is right, but your tests must pass against the reference code and fail against stage 1's code. Write that test, then verify again.
            """)
    }

    @Test("Red lists each failing test under whose it is, with the framework's message and file:line")
    func red() {
        let failing = TestResult(name: TestName(suite: "MenuDataSourceTests", function: "testRows"), issues: [
            TestIssue(message: #"XCTAssertEqual failed: ("3") is not equal to ("0")"#,
                      location: SourceLocation(path: "Tests/pizza-menu/02-rows/MenuDataSourceTests.swift", line: 17)),
        ])
        let verdict = Verdict(colour: .red, failures: [Verdict.Failure(side: .workbook, test: failing)])
        let text = renderer.render(StageVerification(kata: kata, stage: kata.stages[1], verdict: verdict))
        #expect(text == """
            ● red  pizza-menu stage 2/2: Rows
              The workbook's tests (1 failing):
                ✗ MenuDataSourceTests.testRows
                  XCTAssertEqual failed: ("3") is not equal to ("0")
                  at Tests/pizza-menu/02-rows/MenuDataSourceTests.swift:17
            This is the red stage 2 starts with (a failing assertion). Now write the smallest code that makes it pass.
            Stuck? `swift run kata hint pizza-menu` gives a hint, `swift run kata show pizza-menu` the lesson.
            """)
    }

    @Test("Amber gives the compiler's errors; crashed and timed out name the test")
    func otherColours() {
        let amber = Verdict(colour: .amber, diagnostics: [CompilerDiagnostic(
            severity: .error, message: "cannot find 'MenuDataSource' in scope",
            location: SourceLocation(path: "Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift", line: 6, column: 26))])
        #expect(renderer.render(StageVerification(kata: kata, stage: kata.stages[0], verdict: amber)).contains(
            "    Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift:6:26: cannot find 'MenuDataSource' in scope\n"
            + "This is the red stage 1 starts with (a compile error)."))

        let test = TestName(suite: "MenuDataSourceTests", function: "testItems")
        let crashed = Verdict(colour: .crashed, crash: Verdict.Crash(side: .learner, test: test, message: "Fatal error: Index out of range"))
        #expect(renderer.render(StageVerification(kata: kata, stage: kata.stages[1], verdict: crashed)).contains(
            "  MenuDataSourceTests.testItems (your tests) crashed: Fatal error: Index out of range"))

        let hung = Verdict(colour: .timedOut, hang: Verdict.Hang(side: .workbook, test: test, limit: .seconds(5)))
        #expect(renderer.render(StageVerification(kata: kata, stage: kata.stages[1], verdict: hung)).contains(
            "  MenuDataSourceTests.testItems (the workbook's tests) was still running after 5 s; the test process was stopped."))
    }
}
