import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataVerification
@testable import KataRendering

@Suite("Rendering a verify for a person")
struct VerificationRendererTests {
    private let renderer = VerificationRenderer(style: TerminalStyle(colours: false))
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes", stages: [
        Stage(number: 1, slug: "one", title: "One section", kind: .redCompile, commit: "Implement MenuDataSource", hints: ["h"]),
        Stage(number: 2, slug: "rows", title: "Rows", kind: .redAssert, commit: "Count rows", hints: ["h"]),
        Stage(number: 3, slug: "tidy", title: "Tidy", kind: .refactor, commit: "Tidy up", hints: ["h"], evidence: [
            RefactorEvidence(place: .tests, declares: "fixture", matches: nil, atLeast: nil, atMost: nil,
                             shows: "your tests declare the fixture", missing: "your tests declare no `fixture`"),
            RefactorEvidence(place: .tests, declares: nil, matches: #"\bPizza\s*\("#, atLeast: nil, atMost: 1,
                             shows: "they call `Pizza()` in one place", missing: "your tests still call `Pizza()` in {count} places"),
        ]),
    ])

    private var green: Verdict {
        var verdict = Verdict(colour: .green)
        verdict.passes = [.init(side: .workbook, name: TestName(suite: "S", function: "a")), .init(side: .workbook, name: TestName(suite: "S", function: "b")),
                          .init(side: .learner, name: TestName(suite: "T", function: "c"))]
        return verdict
    }

    private var referencePasses: Verdict {
        var verdict = Verdict(colour: .green)
        verdict.passes = [.init(side: .learner, name: TestName(suite: "T", function: "c"))]
        return verdict
    }

    private func verification(_ stage: Int, _ verdict: Verdict, proof: StageProof? = nil, refactor: RefactorCheck? = nil) -> StageVerification {
        StageVerification(kata: kata, stage: kata.stages[stage - 1], verdict: verdict, proof: proof, refactor: refactor)
    }

    private func mutant(_ name: String, _ wrong: String, _ colour: VerdictColour) -> StageProof.MutantOutcome {
        .init(name: name, wrong: wrong, colour: colour)
    }

    @Test("A verify of a kata done already says so, with no commit line and no next stage")
    func kataDoneAlready() {
        let proof = StageProof(againstReference: referencePasses, mutants: [mutant("fake", "the menu always has one section", .red)])
        let text = renderer.render(verification(3, green, proof: proof), kataDone: true)
        #expect(text.hasSuffix("your tests catch the stage's mutants (wrong versions of the code): 1 of 1\n"
            + "pizza-menu was done already, and its last stage still holds. `swift run kata list` shows the other katas."), "\(text)")
        #expect(!text.contains("Commit it"))
    }

    @Test("Green with every mutant caught is a stage done: the proof, the commit line and the next stage")
    func done() {
        let proof = StageProof(againstReference: referencePasses, mutants: [mutant("fake", "the menu always has one section", .red)])
        let text = renderer.render(verification(1, green, proof: proof))
        #expect(text == """
            ● green  pizza-menu stage 1/3: One section
              2 of the workbook's tests and 1 of yours pass.
              your tests pass against the reference code: yes
              your tests catch the stage's mutants (wrong versions of the code): 1 of 1
            Stage 1 done. Commit it:
              git add Katas/pizza-menu && git commit -m 'Implement MenuDataSource'
            Next: stage 2, Rows. Read it with `swift run kata show pizza-menu`.
            """)
    }

    @Test("An uncaught mutant is named by what it gets wrong, never by its code, and the stage is not done")
    func uncaughtMutant() {
        let proof = StageProof(againstReference: referencePasses,
                               mutants: [mutant("fake", "the row count is always 3", .green), mutant("no-guard", "section 1 has rows", .crashed)],
                               againstPreviousStage: .red)
        let verification = verification(2, green, proof: proof)
        #expect(!verification.stageDone)
        #expect(renderer.render(verification) == """
            ● green  pizza-menu stage 2/3: Rows
              2 of the workbook's tests and 1 of yours pass.
              your tests pass against the reference code: yes
              your tests catch the stage's mutants (wrong versions of the code): 1 of 2
                your tests do not notice when the row count is always 3
              your tests fail against stage 1's code: yes
            Not done yet: the code is right, but your tests would pass with the wrong code too. Add a test that fails for each wrong version named above, then verify again.
            """)
    }

    @Test("Generated mutants let through are said by the behaviour they break (its stage, and what the workbook then sees), once each, with how many; past three, how many more")
    func uncaughtGuards() {
        let guardOutcome = { (check: String, colour: VerdictColour) in
            StageProof.GuardOutcome(stage: 2, stageTitle: "Rows", check: check, colour: colour)
        }
        let proof = StageProof(againstReference: referencePasses, mutants: [mutant("fake", "x", .red)], againstPreviousStage: .red,
                               guards: [guardOutcome("S.a", .green), guardOutcome("S.b", .green), guardOutcome("S.a", .green), guardOutcome("S.c", .red),
                                        guardOutcome("S.d", .green), guardOutcome("S.e", .green), guardOutcome("S.e", .green)])
        let text = renderer.render(verification(2, green, proof: proof))
        let sentence = { (check: String) in "    your tests do not notice when stage 2's behaviour (Rows) is broken (the workbook's suite then sees: \(check))" }
        #expect(text.contains("""
              your tests guard the behaviour of stages 1 to 2 (generated mutants caught): 1 of 7
            \(sentence("S.a")) (2 wrong versions)
            \(sentence("S.b"))
            \(sentence("S.d"))
                and 2 more
            """), "\(text)")
    }

    @Test("Tests that pass against the stage before do not prove the stage")
    func passingAgainstThePreviousStage() {
        let proof = StageProof(againstReference: referencePasses, mutants: [mutant("fake", "x", .red)], againstPreviousStage: .green)
        #expect(!verification(2, green, proof: proof).stageDone)
        #expect(renderer.render(verification(2, green, proof: proof)).contains("your tests fail against stage 1's code: no, they pass against it"))
    }

    @Test("Tests that do not compile against the reference show why, and the rule that explains it")
    func notCompilingAgainstTheReference() {
        let error = CompilerDiagnostic(severity: .error, message: "referencing operator function '==' requires that 'MenuItem' conform to 'Equatable'",
                                       location: SourceLocation(path: "Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift", line: 9, column: 9))
        let proof = StageProof(againstReference: Verdict(colour: .amber, diagnostics: [error]))
        let text = renderer.render(verification(2, green, proof: proof))
        #expect(text.contains("""
              your tests pass against the reference code: no, they do not compile against it:
                Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift:9:9: referencing operator function '==' requires that 'MenuItem' conform to 'Equatable'
              Your tests are also run against the reference code, so they may use only the API the lesson names.
            Not done yet: the code is right, but your tests must pass against the reference code too.
            """), "\(text)")
    }

    @Test("A refactor stage whose change is not in the work is not done, and says what the work shows instead")
    func refactorNotMade() throws {
        let proof = StageProof(againstReference: referencePasses)
        let evidence = kata.stages[2].evidence
        let unchanged = RefactorCheck(evidence, code: [], tests: ["let a = [Pizza(), Pizza()] // fixture()"])
        let verification = verification(3, green, proof: proof, refactor: unchanged)
        #expect(!verification.stageDone)
        #expect(verification.notDone == .refactorNotMade(firstMissing: "your tests declare no `fixture`"))
        #expect(NotDoneText.sentence(try #require(verification.notDone), verdict: verification.verdict) == "the refactor is not made: your tests declare no `fixture`")
        #expect(renderer.render(verification).hasSuffix("""
              the refactor: not made yet:
                your tests declare no `fixture`
                your tests still call `Pizza()` in 2 places
            Not done yet: this is a refactor stage, and its change is not in your work yet (above). Make the change `swift run kata show pizza-menu` describes, keeping the bar green.
            """))
        let made = RefactorCheck(evidence, code: [], tests: ["extension Pizza { static func fixture() -> Pizza { Pizza() } }"])
        #expect(renderer.render(self.verification(3, green, proof: proof, refactor: made))
            .contains("  the refactor: made (your tests declare the fixture; they call `Pizza()` in one place)\nStage 3 done."))
    }

    @Test("Files the learner's tests recorded are listed, with what to do with them")
    func recordedFiles() {
        var recording = verification(2, Verdict(colour: .red))
        recording.recorded = ["Katas/pizza-menu/GiuseppesTests/__Snapshots__/menu.txt"]
        #expect(renderer.render(recording).contains("""
            Your tests recorded a file, now in your folder: read it, and commit it with your tests.
              Katas/pizza-menu/GiuseppesTests/__Snapshots__/menu.txt
            """))
        recording.recorded.append("Katas/pizza-menu/GiuseppesTests/__Snapshots__/empty.txt")
        #expect(renderer.render(recording).contains("Your tests recorded 2 files, now in your folder: read each, and commit them with your tests."))
        #expect(!renderer.render(verification(2, Verdict(colour: .red))).contains("recorded"))
    }

    @Test("A stage done without the learner's tests ever failing says so")
    func greenWithoutRed() {
        let proof = StageProof(againstReference: referencePasses, mutants: [mutant("fake", "x", .red)])
        #expect(renderer.render(verification(1, green, proof: proof), redSeen: false).contains(
            "This stage went green without your tests ever failing at a verify. Break the code once (return a wrong value) and verify, to watch your test catch it."))
        #expect(!renderer.render(verification(1, green, proof: proof), redSeen: true).contains("without your tests ever failing"))
    }

    @Test("Red lists each failing test under whose it is; the stage's red is credited only when the learner's tests show it")
    func red() {
        let failing = TestResult(name: TestName(suite: "MenuDataSourceTests", function: "testRows"), issues: [
            TestIssue(message: #"XCTAssertEqual failed: ("3") is not equal to ("0")"#,
                      location: SourceLocation(path: "Tests/pizza-menu/02-rows/MenuDataSourceTests.swift", line: 17)),
        ])
        let workbookOnly = Verdict(colour: .red, failures: [Verdict.Failure(side: .workbook, test: failing)])
        #expect(renderer.render(verification(2, workbookOnly)) == """
            ● red  pizza-menu stage 2/3: Rows
              The workbook's tests (1 failing):
                ✗ MenuDataSourceTests.testRows
                  XCTAssertEqual failed: ("3") is not equal to ("0")
                  at Tests/pizza-menu/02-rows/MenuDataSourceTests.swift:17
            None of your tests shows the missing behaviour yet: only the workbook's do. Write a test of your own that fails for it.
            Stuck? `swift run kata hint pizza-menu` gives a hint, `swift run kata show pizza-menu` the lesson.
            """)
        let both = Verdict(colour: .red, failures: [Verdict.Failure(side: .workbook, test: failing), Verdict.Failure(side: .learner, test: failing)])
        let text = renderer.render(verification(2, both))
        #expect(text.contains("This is the red stage 2 starts with (a failing assertion). Now write the smallest code that makes it pass."))
        #expect(!text.contains("None of your tests"))
    }

    @Test("A verify that is not the stage's red says what it is: a red of the learner's own test, or a slip of theirs and where")
    func notTheStageRed() {
        let mine = "Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift"
        let failing = TestResult(name: TestName(suite: "MenuDataSourceTests", function: "testRows"),
                                 issues: [TestIssue(message: "XCTAssertEqual failed", location: SourceLocation(path: mine, line: 12))])
        let both = [Verdict.Failure(side: .learner, test: failing), Verdict.Failure(side: .workbook, test: failing)]
        let ownRed = renderer.render(verification(1, Verdict(colour: .red, failures: both)))
        #expect(ownRed.contains("Your own test fails (\(mine):12): a red of your own, while stage 1 starts with a compile error. If it is"), "\(ownRed)")
        // Only the learner's test fails: the code may be right already, on a stage whose red is an assertion too.
        for stage in [1, 2] {
            let alone = renderer.render(verification(stage, Verdict(colour: .red, failures: [Verdict.Failure(side: .learner, test: failing)])))
            #expect(alone.contains("Your own test fails (\(mine):12) while the workbook's tests pass: the code may do what the stage asks already"), "\(alone)")
            #expect(!alone.contains("This is the red stage"), "\(alone)")
        }
        #expect(renderer.render(verification(2, Verdict(colour: .red, failures: both))).contains("This is the red stage 2 starts with (a failing assertion)."))
        let crash = Verdict(colour: .crashed, crash: Verdict.Crash(side: .learner, test: failing.name, cause: .trapped("Fatal error: Index out of range")))
        #expect(renderer.render(verification(1, crash)).contains(
            "Stage 1 starts with a compile error; this crashed is not it but a slip of your own (in MenuDataSourceTests.testRows, which crashed). Mend it,"),
                "\(renderer.render(verification(1, crash)))")
        let amber = Verdict(colour: .amber, diagnostics: [CompilerDiagnostic(severity: .error, message: "value of optional type 'MenuItem?' must be unwrapped",
                                                                             location: SourceLocation(path: mine, line: 20, column: 9))])
        #expect(renderer.render(verification(2, amber)).contains(
            "Stage 2 starts with a failing assertion; this amber is not it but a slip of your own (\(mine):20)."), "\(renderer.render(verification(2, amber)))")
        // Green code written before its type: what the stage adds, used before it is declared.
        var unfinished = verification(1, Verdict(colour: .amber, diagnostics: [CompilerDiagnostic(
            severity: .error, message: "cannot find type 'MenuItem' in scope", location: SourceLocation(path: "Katas/pizza-menu/Giuseppes/MenuDataSource.swift", line: 12))]))
        unfinished.missingNames = ["MenuItem"]
        #expect(renderer.render(unfinished).contains(
            "Your code does not compile yet (first above): it uses what stage 1 adds before declaring it (`MenuItem`). Finish the green step"),
                "\(renderer.render(unfinished))")
        #expect(renderer.render(verification(3, amber)).contains(
            "Stage 3 is a refactor: the bar stays green at every step, and this amber (\(mine):20) is a slip of your own. Undo the last edit"),
                "\(renderer.render(verification(3, amber)))")
    }

    @Test("A message of several lines keeps every line under its test")
    func multilineMessage() {
        let failing = TestResult(name: TestName(suite: "SnapshotTests", function: "list()"), issues: [
            TestIssue(message: "The snapshot 'list' differs from its reference (- reference, + now):\n- Up (2009)\n+ Up (2008)"),
        ])
        let text = renderer.render(verification(2, Verdict(colour: .red, failures: [Verdict.Failure(side: .learner, test: failing)])))
        #expect(text.contains("""
                  The snapshot 'list' differs from its reference (- reference, + now):
                  - Up (2009)
                  + Up (2008)
            """), "\(text)")
    }

    @Test("Amber lists the learner's files alone with places and counts, their own slips first; of the workbook's suite, only the names it misses")
    func amber() {
        func error(_ path: String, _ line: Int, _ message: String) -> CompilerDiagnostic {
            CompilerDiagnostic(severity: .error, message: message, location: SourceLocation(path: path, line: line, column: 5))
        }
        func amberVerification(_ diagnostics: [CompilerDiagnostic]) -> StageVerification {
            var verification = verification(1, Verdict(colour: .amber, diagnostics: diagnostics))
            verification.missingNames = ["MenuDataSource", "Pizza", "pizzas", "numberOfSections"]
            return verification
        }
        let suite = "Tests/pizza-menu/01-one/MenuDataSourceTests.swift", mine = "Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift"
        let stageRed = amberVerification([
            error(suite, 6, "cannot find 'MenuDataSource' in scope"), error(suite, 9, "cannot find 'MenuDataSource' in scope"),
            error(suite, 12, "extra argument 'pizzas' in call"), error(mine, 4, "cannot find 'MenuDataSource' in scope"),
            error(mine, 8, "cannot find 'Pizza' in scope"), error(mine, 9, "cannot find 'MenuDataSource' in scope"),
        ])
        #expect(renderer.render(stageRed).hasPrefix("""
            ● amber  pizza-menu stage 1/3: One section
              It does not compile:
                \(mine):4:5: cannot find 'MenuDataSource' in scope (and 1 more place)
                \(mine):8:5: cannot find 'Pizza' in scope
                the workbook's tests also use what your code does not have yet: `pizzas`
            This is the red stage 1 starts with: a compile error about what the stage adds (`MenuDataSource`, `Pizza`).
            """), "\(renderer.render(stageRed))")
        #expect(!renderer.render(stageRed).contains("Tests/pizza-menu"), "no path into the workbook's suite")
        // Which of the lesson's reds it is, when the lesson quotes it.
        var quoted = stageRed
        quoted.lessonQuotes = ["cannot find 'MenuDataSource' in scope", "value of type 'MenuDataSource' has no member 'numberOfSections'"]
        #expect(renderer.render(quoted).contains("\nThis is the red stage 1 starts with: the lesson's `error: cannot find 'MenuDataSource' in scope`. Now write"),
                "\(renderer.render(quoted))")

        let workbookOnly = amberVerification([error(suite, 6, "cannot find 'MenuDataSource' in scope")])
        #expect(!renderer.render(workbookOnly).contains("This is the red stage"))
        #expect(renderer.render(workbookOnly).contains("None of your tests shows the missing behaviour yet"))
        // On a refactor stage there is no behaviour to show: the workbook's tests failing (code gone ahead) is a slip.
        var workbookOnlyAtRefactor = workbookOnly
        workbookOnlyAtRefactor.stage = kata.stages[2]
        #expect(!renderer.render(workbookOnlyAtRefactor).contains("None of your tests"), "\(renderer.render(workbookOnlyAtRefactor))")
        #expect(renderer.render(workbookOnlyAtRefactor).contains("Stage 3 is a refactor: the bar stays green at every step, and this amber (\(suite):6)"),
                "\(renderer.render(workbookOnlyAtRefactor))")

        let ownSlip = amberVerification([error(mine, 3, "cannot convert value of type 'String' to specified type 'Int'"),
                                         error(suite, 6, "value of type 'MenuDataSource' has no member 'numberOfSections'")])
        let slipText = renderer.render(ownSlip)
        #expect(slipText.hasPrefix("""
            ● amber  pizza-menu stage 1/3: One section
              It does not compile:
                \(mine):3:5: cannot convert value of type 'String' to specified type 'Int'
                the workbook's tests also use what your code does not have yet: `MenuDataSource`, `numberOfSections`
            Your test has a compile error of its own (first above): it names nothing stage 1 adds. Fix it, and the red left is the stage's.
            """), "\(slipText)")
        #expect(!slipText.contains("This is the red stage"))

        // A helper of the workbook's suite (pizza-menu 11's fixture) is a test helper the learner writes in their tests,
        // never code they lack.
        var fixtures = amberVerification([error(mine, 7, "cannot find 'MenuDataSource' in scope"),
                                          error(suite, 8, "type 'Pizza' has no member 'fixture'")])
        fixtures.missingNames.insert("fixture")
        fixtures.suiteHelperNames = ["fixture"]
        #expect(renderer.render(fixtures).contains("the workbook's tests also use what your code does not have yet: `Pizza`\n"), "\(renderer.render(fixtures))")

        let followOn = amberVerification([error(mine, 9, "cannot infer key path type from context; consider explicitly specifying a root type"),
                                          error(mine, 9, "value of type 'MenuDataSource' has no member 'numberOfSections'")])
        #expect(renderer.render(followOn).contains("This is the red stage 1 starts with"), "an error that follows from the stage's on its line is the stage's")

        let typo = amberVerification([error(mine, 4, "cannot find 'MenuDataSorce' in scope"), error(mine, 5, "cannot find 'Pizza' in scope")])
        #expect(renderer.render(typo).contains("Your test has a compile error of its own"), "a name nothing declares is a slip")
        for followOnElsewhere in ["generic parameter 'Element' could not be inferred", "left side of mutating operator isn't mutable: 'self' is immutable",
                                  "argument passed to call that takes no arguments"] {
            let shape = amberVerification([error(mine, 4, "cannot find 'Pizza' in scope"), error(mine, 12, followOnElsewhere)])
            #expect(renderer.render(shape).contains("This is the red stage 1 starts with"), "\(followOnElsewhere) is taken as the stage's red")
        }

        // The learner's code has the data source already: the stage asks for its rows, a later one for its items.
        var ahead = amberVerification([error(mine, 7, "value of type 'MenuDataSource' has no member 'item'"),
                                       error(mine, 4, "value of type 'MenuDataSource' has no member 'numberOfRows'")])
        ahead.missingNames = ["numberOfRows"]
        ahead.laterNames = ["item", "MenuItem"]
        #expect(ahead.ownCompileErrors.map(\.location.line) == [7], "a later stage's name is a slip of the learner's own")
        #expect(renderer.render(ahead).contains("Your test uses `item`, which a later stage adds (first above): stage 1 does not ask for it yet."),
                "\(renderer.render(ahead))")
        #expect(!renderer.render(ahead).contains("This is the red stage"))
        ahead.laterNames = []
        #expect(renderer.render(ahead).contains("This is the red stage 1 starts with"), "with no names known, a member is taken as the stage's red")
        ahead.knownNames = ["MenuDataSource", "numberOfRows", "numberOfSections"]
        #expect(renderer.render(ahead).contains("Your test has a compile error of its own"), "a member nothing declares (a typo) is a slip")
        ahead.knownNames.insert("item")
        #expect(renderer.render(ahead).contains("This is the red stage 1 starts with"), "a member the stage declares is its red")

        // The workbook's suite ran against the learner's code: an error left in their tests is theirs.
        var compiled = amberVerification([error(mine, 14, "conflicting arguments to generic parameter 'T' ('Int' vs. 'String')")])
        #expect(renderer.render(compiled).contains("This is the red stage 1 starts with"), "without a sign that the workbook's suite built")
        compiled.verdict.passes = [.init(side: .workbook, name: TestName(suite: "MenuDataSourceTests", function: "testHasOneSection"))]
        #expect(renderer.render(compiled).contains("Your test has a compile error of its own (first above)"), "\(renderer.render(compiled))")

        let mixed = amberVerification([error(mine, 4, "cannot find 'Pizza' in scope"), error(mine, 5, "expected expression")])
        #expect(renderer.render(mixed).contains("\(mine):5:5: expected expression\n    \(mine):4:5: cannot find 'Pizza' in scope"), "the slip first")
        #expect(!renderer.render(mixed).contains("This is the red stage"))

        let ownCode = amberVerification([error("Katas/pizza-menu/Giuseppes/MenuDataSource.swift", 3, "expected '}'")])
        let text = renderer.render(ownCode)
        #expect(!text.contains("This is the red stage") && !text.contains("None of your tests"), "a slip in the code is neither")
        #expect(text.contains("Your code has a compile error of its own"), "\(text)")
    }

    @Test("Crashed and timed out name the test and whose it is")
    func crashAndHang() {
        let test = TestName(suite: "MenuDataSourceTests", function: "testItems")
        let crashed = Verdict(colour: .crashed, crash: Verdict.Crash(side: .learner, test: test, cause: .trapped("Fatal error: Index out of range")))
        #expect(renderer.render(verification(2, crashed)).contains(
            "  MenuDataSourceTests.testItems (your tests) crashed: Fatal error: Index out of range"))

        let hung = Verdict(colour: .timedOut, hang: Verdict.Hang(side: .workbook, test: test, limit: .seconds(5)))
        #expect(renderer.render(verification(2, hung)).contains(
            "  MenuDataSourceTests.testItems (the workbook's tests) was still running after 5 s; the test process was stopped."))
    }
    @Test("What the tool itself says of a crash, a test and a refusal is said once, here: in the verify's lines and its explanation")
    func toolsOwnWords() {
        let test = TestName(suite: "MenuDataSourceTests", function: "testItems")
        let signalled = Verdict(colour: .crashed, crash: Verdict.Crash(side: .workbook, test: test, cause: .signal(11)))
        #expect(signalled.explanation == "MenuDataSourceTests.testItems crashed: the test process died of signal 11")
        let exited = Verdict(colour: .crashed, crash: Verdict.Crash(side: .workbook, test: nil, cause: .exitedEarly(3)))
        #expect(renderer.render(verification(2, exited)).contains(
            "  a test of the workbook's tests crashed: the test process exited with status 3 before the tests finished"))
        let unrecorded = Verdict(colour: .red, failures: [.init(side: .learner, test: TestResult(name: test, issues: [TestIssue(byTheTool: .notRecordedAsRun)]))])
        #expect(unrecorded.explanation == "MenuDataSourceTests.testItems (your tests): the test was not recorded as run")
        #expect(Verdict(colour: .green).requiringWorkbookTests().explanation == "(workbook).(none) (the workbook's tests): no test of the workbook's suite ran")
        let shadowing = CompilerDiagnostic(refusal: .frameworkName("XCTFail", framework: "XCTest"), location: SourceLocation(path: "Katas/k/M/A.swift", line: 2))
        #expect(Verdict(colour: .amber, diagnostics: [shadowing]).explanation
            == "Katas/k/M/A.swift:2: your code declares 'XCTFail', a name the workbook's tests take from XCTest: rename it")
        #expect(Verdict.unbuilt.explanation == "not built" && Verdict.unbuilt.hasUnplacedErrors)
        let refused = Verdict.refused([.cFunction("atexit"), .module("Glibc")])
        #expect(renderer.render(verification(1, refused)).contains("""
              It does not build:
                refused before it runs: your compiled work calls the C function `atexit`, which no kata needs; it uses the module `Glibc`, which no kata needs (a grade refuses it too)
            """), "\(renderer.render(verification(1, refused)))")
    }
}
