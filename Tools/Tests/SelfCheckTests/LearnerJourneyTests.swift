import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataVerification
@testable import KataWorkspace
@testable import KataRendering
@testable import KataCommandLine

/// The slips a learner makes on the way through a kata with `kata verify`, in a copy of the workbook. (That every stage
/// of every kata keeps its contract is proved by `StageContractTests`; the walk itself, stage by stage, by
/// `WholeWalkTests` on the fixture katas.)
@Suite("A learner walks the katas with kata verify", .serialized)
struct LearnerJourneyTests {
    @Test("Right code with no test of one's own is green but not a stage done; the first test then completes it, noting it was never red",
          .enabled(if: isUnderCheck("pizza-menu")))
    func codeWithoutTests() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata)
        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        let untested = try await copy.verify()
        #expect(untested.status == 1)
        #expect(untested.text.contains("● green"))
        #expect(untested.text.contains("your tests pass against the reference code: no (none of your tests ran)"), "\(untested.text)")
        #expect(untested.text.contains("Not done yet"))
        #expect(copy.progress().of(kata).stage == 1)

        copy.replaceLearnerTests(with: .after(kata.stages[0]))
        let tested = try await copy.verify()
        #expect(tested.status == 0, "\(tested.text)")
        #expect(tested.text.contains("This stage went green without your tests ever failing at a verify."), "\(tested.text)")
    }

    @Test("A `func test...` that takes arguments, returns a value or is static is no test, as XCTest has it: the stage goes done",
          .enabled(if: isUnderCheck("pizza-menu")))
    func testNamedHelpers() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata)
        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        copy.replaceLearnerTests(with: .after(kata.stages[0]))
        try """
            extension MenuDataSourceTests {
                func testedSections(_ count: Int) -> Int { count }
                func testRows(_ count: Int) -> Int { count }
                func testValue() -> Int { 1 }
                static func testStatic() {}
            }
            """.write(to: copy.workbook.learnerTests(kata).appending(path: "Helpers.swift"), atomically: true, encoding: .utf8)
        let verified = try await copy.verify()
        #expect(verified.status == 0, "\(verified.text)")
        #expect(verified.text.contains("1 of the workbook's tests and 1 of yours pass"), "\(verified.text)")
    }

    @Test("Tests that use an API the reference lacks do not compile against it: the errors and the rule are shown",
          .enabled(if: isUnderCheck("pizza-menu")))
    func testsBeyondTheReference() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 5)
        copy.replaceLearnerCode(with: .after(kata.stages[4]))
        copy.replaceLearnerTests(with: .after(kata.stages[4]))
        try copy.appendToLearnerCode("MenuDataSource.swift", "\nextension MenuDataSource {\n    var isEmpty: Bool { numberOfRows(inSection: 0) == 0 }\n}\n")
        try copy.appendToLearnerTests("MenuDataSourceTests.swift", """

            final class EmptinessTests: XCTestCase {
                func testAMenuWithPizzasIsNotEmpty() {
                    XCTAssertFalse(MenuDataSource(pizzas: [Pizza()]).isEmpty)
                }
            }

            """)
        let verdict = try await copy.verify()
        #expect(verdict.status == 1)
        #expect(verdict.text.contains("● green"), "\(verdict.text)")
        #expect(verdict.text.contains("your tests pass against the reference code: no, they do not compile against it:\n"
            + "    Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift:"), "\(verdict.text)")
        #expect(verdict.text.contains("value of type 'MenuDataSource' has no member 'isEmpty'"), "\(verdict.text)")
        #expect(verdict.text.contains("so they may use only the API the lesson names"), "\(verdict.text)")
        #expect(copy.progress().of(kata).stage == 5)
    }

    @Test("A compile error of the learner's own is not called the stage's red; the stage's own missing type is, and the workbook's suite is named by what it misses",
          .enabled(if: isUnderCheck("pizza-menu")))
    func ownCompileError() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata)
        try copy.writeLearnerTests("MenuDataSourceTests.swift", """
            import XCTest
            @testable import Giuseppes

            final class MenuDataSourceTests: XCTestCase {
                func testSomething() {
                    let expected: Int = "one"
                    XCTAssertEqual(expected, 1)
                }
            }

            """)
        let slip = try await copy.verify()
        #expect(slip.text.contains("● amber"), "\(slip.text)")
        #expect(slip.text.contains("Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift:6:"), "\(slip.text)")
        #expect(slip.text.contains("Your test has a compile error of its own (first above): it names nothing stage 1 adds."), "\(slip.text)")
        #expect(!slip.text.contains("This is the red stage"), "\(slip.text)")
        #expect(!slip.text.contains("Tests/pizza-menu/"), "no path into the workbook's suite: \(slip.text)")
        #expect(slip.text.contains("the workbook's tests also use what your code does not have yet: `MenuDataSource`"), "\(slip.text)")

        copy.replaceLearnerTests(with: .after(kata.stages[0]))
        let red = try await copy.verify()
        #expect(red.text.contains("This is the red stage 1 starts with: the lesson's `error: cannot find 'MenuDataSource' in scope`."), "\(red.text)")
        #expect(!red.text.contains("Tests/pizza-menu/"), "no path into the workbook's suite: \(red.text)")

        // The stage's code written, a test that does not compile for a reason of the learner's own: not the stage's red.
        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        try copy.writeLearnerTests("MenuDataSourceTests.swift", """
            import XCTest
            @testable import Giuseppes

            final class MenuDataSourceTests: XCTestCase {
                func testHasOneSection() {
                    XCTAssertTrue(MenuDataSource().numberOfSections == "1")
                }
            }

            """)
        let own = try await copy.verify()
        #expect(own.text.contains("a compile error of its own (first above): it names nothing stage 1 adds. Fix it: the workbook's tests already compile against your code."),
                "\(own.text)")
        #expect(!own.text.contains("This is the red stage"), "\(own.text)")
        let tests = try String(contentsOf: copy.workbook.learnerTests(kata).appending(path: "MenuDataSourceTests.swift"), encoding: .utf8)
        try await Self.sameOnSwiftPMsPath(own.text, code: .after(kata.stages[0]), tests: tests)
    }

    @Test("SwiftPM's path holds a learner to every earlier behaviour as the direct path does: tests of stages 1 to 4 deleted are refused, word for word alike, and a green's proof is not read back on the other path",
          .enabled(if: isUnderCheck("pizza-menu") && BuildPath.platformDefault == .direct))
    func sameProofOnEachPath() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let stageFive = kata.stages[4]
        // Stage 5's code, and of the learner's tests the one stage 5 adds alone.
        let ownTestAlone = """
            @testable import Giuseppes
            import XCTest

            final class MenuDataSourceTests: XCTestCase {
                func testRowsInOutOfBoundsSectionIsZero() {
                    let dataSource = MenuDataSource(pizzas: [Pizza(), Pizza(), Pizza()])
                    XCTAssertEqual(dataSource.numberOfRows(inSection: 1), 0)
                    XCTAssertEqual(dataSource.numberOfRows(inSection: -1), 0)
                }
            }

            """
        var refused: [BuildPath: String] = [:], greens: [BuildPath: String] = [:]
        for path in [BuildPath.swiftpm, .direct] {
            let copy = try WorkbookCopy(of: kata, reachedStage: 5, folder: "kata-journey-swiftpm", along: path)
            copy.replaceLearnerCode(with: .after(stageFive))
            try copy.writeLearnerTests("MenuDataSourceTests.swift", ownTestAlone)
            refused[path] = try await copy.verify().text
            copy.replaceLearnerTests(with: .after(stageFive))
            greens[path] = try await copy.verify().text
        }
        #expect(refused[.swiftpm]?.contains("your tests guard the behaviour of stages 1 to 5 (generated mutants caught): 4 of 9") == true,
                "\(refused[.swiftpm] ?? "")")
        #expect(refused[.swiftpm] == refused[.direct], "SwiftPM's path: \(refused[.swiftpm] ?? "")\ndirect: \(refused[.direct] ?? "")")
        #expect(greens.values.allSatisfy { $0.contains("Stage 5 done.") && $0.contains("(generated mutants caught): 9 of 9") }, "\(greens)")
        #expect(greens[.swiftpm] == greens[.direct], "\(greens)")
    }

    @Test("A later verify whose work undoes an earlier refactor says so beside its green, as a grade of the same work stops before that refactor's stage, naming why",
          .enabled(if: isUnderCheck("pizza-menu")))
    func undoneRefactor() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let eight = kata.stages[7], seven = kata.stages[6]
        let copy = try WorkbookCopy(of: kata, reachedStage: 8)
        try copy.useReference(of: eight, addingTest: "MadeHere.swift", """
            func testTwoPizzasMadeHere() {
                let dataSource = MenuDataSource(pizzas: [Pizza(name: "A"), Pizza(name: "B")])
                XCTAssertEqual(dataSource.numberOfRows(inSection: 0), 2)
            }
            """)
        let undone = try await copy.verify()
        #expect(undone.status == 0 && undone.text.contains("\nStage 8 done. Commit it:\n"), "\(undone.text)")
        #expect(undone.text.contains("\n  stage 7's refactor (\(seven.title)): undone:\n    your tests still call `Pizza()` in 2 places; with the fixture they call it in one\n"),
                "\(undone.text)")
        #expect(undone.text.contains("\nBut your work undoes the refactor of stage 7 (above): a grade does not pass stage 7 until you make it again "
                                     + "(`swift run kata show pizza-menu 7`).\n"), "\(undone.text)")
        let junit = copy.workbook.root.appending(path: "undone.xml")
        let json = try await copy.run(StageGradeCommand(kata: kata.id, stage: "8", json: true, junit: junit.path))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<failure message="your work undoes the refactor of stage 7: a grade does not pass stage 7" type="refactor undone">"#)
                && xml.contains("your tests still call `Pizza()` in 2 places"), "\(xml)")
        let document = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
        let undoneInJSON = try #require(document?["undoneRefactors"] as? [[String: Any]], "\(json.text)")
        #expect(undoneInJSON.first?["stage"] as? Int == 7
                && undoneInJSON.first?["missing"] as? [String] == ["your tests still call `Pizza()` in 2 places; with the fixture they call it in one"])
        let standing = try await offThePool { try Grader(workbook: copy.workbook, timeout: .seconds(60)).standing(kata) }
        #expect(standing.reached == 6, "\(standing.cells)")
        #expect(standing.notes[6] == .refactorNotMade(["your tests still call `Pizza()` in 2 places; with the fixture they call it in one"]), "\(standing.notes)")
        // The extra test gone, the refactor stands again: stage 8, verified as a grade does, says nothing of it.
        copy.replaceLearnerTests(with: .after(eight))
        let graded = try await copy.run(StageGradeCommand(kata: kata.id, stage: "8"))
        #expect(graded.status == 0 && !graded.text.contains("undoes") && !graded.text.contains("refactor"), "\(graded.text)")
    }

    @Test("On a refactor stage a red of the learner's own test is a slip, as the verify says and the log marks it",
          .enabled(if: isUnderCheck("pizza-menu")))
    func ownRedOnARefactorIsASlip() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let seven = kata.stages[6]
        #expect(seven.kind == .refactor)
        let copy = try WorkbookCopy(of: kata, reachedStage: 7)
        try copy.useReference(of: seven, addingTest: "Slip.swift", """
            func testSlipsOnTheRefactor() {
                XCTAssertEqual(MenuDataSource(pizzas: []).numberOfSections, 2)
            }
            """)
        let red = try await copy.verify()
        #expect(red.text.contains("● red") && red.text.contains("Stage 7 is a refactor: the bar stays green at every step, and this red"),
                "\(red.text)")
        let log = try await copy.run(LogCommand(kata: kata.id)).text
        #expect(log.contains("  stage  7  red*"), "\(log)")
    }

    /// The verify of the same work on SwiftPM's path (a Mac's), whose build stops at the first target that fails,
    /// says what the direct path's said (`direct`): the learner's own slip is theirs there too.
    private static func sameOnSwiftPMsPath(_ direct: String, code: Snapshot, tests: String) async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, folder: "kata-journey-swiftpm", along: .swiftpm)
        copy.replaceLearnerCode(with: code)
        try copy.writeLearnerTests("MenuDataSourceTests.swift", tests)
        let onSwiftPM = try await copy.verify()
        #expect(onSwiftPM.text == direct, "SwiftPM's path: \(onSwiftPM.text)")
    }

    @Test("A refactor that removes code (movie-loader's view model goes) is not held to mutants only the removed tests caught: its suite as the learner's tests completes it",
          .enabled(if: isUnderCheck("movie-loader")))
    func refactorRemovingCode() async throws {
        let kata = try theWorkbook().kata(named: "movie-loader")
        let stage = try #require(kata.stage(9))
        let copy = try WorkbookCopy(of: kata, reachedStage: 9)
        copy.replaceLearnerCode(with: .after(stage))
        copy.replaceLearnerTests(with: .after(stage))
        let verified = try await copy.verify()
        #expect(verified.status == 0, "\(verified.text)")
        #expect(verified.text.contains("the refactor: made"), "\(verified.text)")
    }

    @Test("A test that uses what a later stage adds is a slip of the learner's own, named, not the stage's red",
          .enabled(if: isUnderCheck("pizza-menu")))
    func aheadOfTheStage() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 2)
        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        try copy.writeLearnerTests("MenuDataSourceTests.swift", """
            import XCTest
            @testable import Giuseppes

            final class MenuDataSourceTests: XCTestCase {
                func testRows() {
                    XCTAssertEqual(MenuDataSource().numberOfRows(inSection: 0), 3)
                }

                func testItem() {
                    let item = MenuDataSource().item(forRow: 0, inSection: 0)
                    XCTAssertEqual(item.title, "Margherita")
                }
            }

            """)
        let ahead = try await copy.verify()
        #expect(ahead.text.contains("● amber"), "\(ahead.text)")
        #expect(ahead.text.contains("Your test uses `item`, which a later stage adds (first above): stage 2 does not ask for it yet."), "\(ahead.text)")
        #expect(!ahead.text.contains("This is the red stage"), "\(ahead.text)")
    }

    @Test("A wrong line is red with expected and actual at file:line; a syntax error is amber at file:line",
          .enabled(if: isUnderCheck("pizza-menu")))
    func slips() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 5)
        copy.replaceLearnerCode(with: .after(kata.stages[3]))
        copy.replaceLearnerTests(with: .after(kata.stages[3]))
        let weak = try await copy.verify()
        #expect(weak.text.contains("● red"), "\(weak.text)")
        #expect(weak.text.contains("None of your tests shows the missing behaviour yet: only the workbook's do."), "\(weak.text)")
        #expect(!weak.text.contains("This is the red stage"), "\(weak.text)")

        copy.replaceLearnerTests(with: .after(kata.stages[4]))
        let red = try await copy.verify()
        #expect(red.status == 1)
        #expect(red.text.contains(#"XCTAssertEqual failed: ("3") is not equal to ("0")"#))
        #expect(red.text.contains("at Tests/pizza-menu/05-out-of-bounds-section/MenuDataSourceTests.swift:"))
        #expect(red.text.contains("at Katas/pizza-menu/GiuseppesTests/MenuDataSourceTests.swift:"))
        #expect(red.text.contains("The workbook's tests (1 failing)") && red.text.contains("Your tests (1 failing)"))

        try copy.appendToLearnerCode("MenuDataSource.swift", "\nfunc broken( {\n")
        let amber = try await copy.verify()
        #expect(amber.status == 1)
        #expect(amber.text.contains("● amber"))
        #expect(amber.text.contains("Katas/pizza-menu/Giuseppes/MenuDataSource.swift:"))
        #expect(!amber.text.contains("This is the red stage"), "a syntax error is not the red a red-assert stage expects")
    }

    @Test("A crash names the test and the trap; an endless loop is stopped at the limit and named",
          .enabled(if: isUnderCheck("pizza-menu")))
    func crashAndHang() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 10)
        copy.replaceLearnerCode(with: .after(kata.stages[8]))
        copy.replaceLearnerTests(with: .after(kata.stages[8]))
        let crashed = try await copy.verify()
        #expect(crashed.text.contains("● crashed"), "\(crashed.text)")
        #expect(crashed.text.contains("MenuDataSourceTests.testItemForOutOfBoundsRowAndSectionIsNil (the workbook's tests) crashed: Fatal error: Index out of range"))

        copy.replaceLearnerCode(with: .after(kata.stages[9]))
        copy.replaceLearnerTests(with: .after(kata.stages[9]))
        try copy.appendToLearnerTests("MenuDataSourceTests.swift", """

            final class EndlessTests: XCTestCase {
                func testNeverEnds() {
                    while true { Thread.sleep(forTimeInterval: 1_000) }
                }
            }

            """)
        let clock = ContinuousClock()
        let start = clock.now
        let hung = try await copy.verify(timeout: .seconds(3))
        #expect(clock.now - start < .seconds(60))
        #expect(hung.status == 1)
        #expect(hung.text.contains("EndlessTests.testNeverEnds (your tests) was still running after 3 s"), "\(hung.text)")
    }
}

extension LearnerJourneyTests {
    /// The Swift Testing side of a walk: parameterized cases and the check of the learner's own tests. Nested, so
    /// that it is serialized with the walk that shares its copy of the workbook.
    @Suite("In the invoice editor", .enabled(if: isUnderCheck("invoice-editor")))
    struct InvoiceEditor {
        @Test("A wrong currency rule is red, naming the parameterized case that caught it")
        func wrongCurrencyRule() async throws {
            let kata = try theWorkbook().kata(named: "invoice-editor")
            let copy = try WorkbookCopy(of: kata, reachedStage: 5)
            copy.replaceLearnerCode(with: .after(kata.stages[4]))
            copy.replaceLearnerTests(with: .after(kata.stages[4]))
            try copy.replaceInLearnerCode("InvoiceEditorViewModel.swift", "Set(items.map(\\.unitPrice.currency)).count > 1",
                                          with: "Set(items.map(\\.unitPrice.currency)).count > 2")
            let red = try await copy.verify()
            #expect(red.status == 1)
            #expect(red.text.contains("● red"), "\(red.text)")
            #expect(red.text.contains("✗ InvoiceEditorViewModelTests \"An invalid line disables Send and is marked\"\n      case mixed currencies\n"
                + "      Expectation failed: (sut.canSend → true) == false"), "\(red.text)")
            #expect(!red.text.contains("case zero quantity"), "only the broken case fails")
        }

        @Test("A learner test that only checks canSend for mixed currencies does not catch the missing banner")
        func testThatMissesTheBanner() async throws {
            let kata = try theWorkbook().kata(named: "invoice-editor")
            let copy = try WorkbookCopy(of: kata, reachedStage: 7)
            copy.replaceLearnerCode(with: .after(kata.stages[6]))
            try copy.writeLearnerTests("InvoiceEditorViewModelTests.swift", """
                import Testing
                @testable import Renovise

                @Suite("InvoiceEditorViewModel — totals, validation, and the Send button")
                @MainActor
                struct InvoiceEditorViewModelTests {
                    @Test func mixedCurrenciesCannotBeSent() {
                        let sut = InvoiceEditorViewModel()
                        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
                        sut.add(LineItem(unitPrice: Money(50, "USD"), quantity: 1))
                        #expect(sut.canSend == false)
                    }
                }

                """)
            let verdict = try await copy.verify()
            #expect(verdict.status == 1)
            #expect(verdict.text.contains("● green"), "\(verdict.text)")
            #expect(verdict.text.contains("your tests pass against the reference code: yes"), "\(verdict.text)")
            #expect(verdict.text.contains("your tests do not notice when"), "\(verdict.text)")
            #expect(verdict.text.contains("Not done yet"), "\(verdict.text)")
            #expect(copy.progress().of(kata).stage == 7)
        }
    }
}

/// A copy of the workbook's catalog, snapshots and lessons with one kata's clean start, in a temporary folder.
struct WorkbookCopy {
    let workbook: Workbook
    let kata: Kata

    /// The fixture workbook (tally and tab) made anew under `folder` of the system's temporary folder, the learner's
    /// progress at `reachedStage` of the fixture kata `kataID`.
    init(fixtureKata kataID: String, reachedStage: Int = 1, folder: String) throws {
        let fixture = try FixtureWorkbook(at: testFolder(folder).appending(path: kataID), withTab: true)
        try self.init(workbook: fixture.workbook, kataID: kataID, reachedStage: reachedStage)
    }

    private init(workbook: Workbook, kataID: String, reachedStage: Int) throws {
        self.workbook = workbook
        kata = try workbook.kata(named: kataID)
        var progress = WorkbookProgress()
        progress.katas[kata.id] = KataProgress(stage: reachedStage)
        try ProgressStore(directory: workbook.stateDirectory).save(progress)
    }

    /// A copy under `folder` of the system's temporary folder, its learner's progress at `reachedStage`, built along
    /// `path` (the tool's own choice when `nil`).
    init(of kata: Kata, reachedStage: Int = 1, folder: String = "kata-journey", along path: BuildPath? = nil) throws {
        let original = try theWorkbook()
        // One folder per workbook checkout and kata: kept between runs, so its scratch builds stay warm.
        let root = try testFolder(folder).appending(path: kata.id)
        let fileManager = FileManager.default
        // The generator's source too, which the committed catalogs of generated mutants are made from.
        for folder in ["Tools/Catalog", GeneratedMutants.generatorSource, "Tests/\(kata.id)", "Solutions/\(kata.id)", "Katas/\(kata.id)", "LESSONS.md"] {
            try? fileManager.removeItem(at: root.appending(path: folder))
            try fileManager.createDirectory(at: root.appending(path: folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: original.root.appending(path: folder), to: root.appending(path: folder))
        }
        try? fileManager.removeItem(at: root.appending(path: ".kata"))
        try shareCaches(withCopyAt: root)
        let workbook = try Workbook(root: root)
        try self.init(workbook: path.map(workbook.building(along:)) ?? workbook, kataID: kata.id, reachedStage: reachedStage)
    }

    /// Runs `kata verify` on the copy: its exit status and what it printed.
    func verify(timeout: Duration = Defaults.testRunTimeout, predicting predicted: VerdictColour? = nil) async throws -> (status: Int32, text: String) {
        let result = try await run(VerifyCommand(kata: kata.id, options: VerifyOptions(timeout: timeout, predicted: predicted)))
        return (result.status, result.text)
    }

    /// Runs a `kata` command on the copy: its exit status, what it printed, and its notes (standard error).
    func run(_ command: any Runnable) async throws -> (status: Int32, text: String, notes: String) {
        let printed = Mutex<[String]>([]), noted = Mutex<[String]>([])
        let runner = CommandContext(workbook: workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { line in noted.withLock { $0.append(line) } })
        let status = try await offThePool { runner.run(command) }
        return (status, printed.withLock { $0.joined(separator: "\n") }, noted.withLock { $0.joined(separator: "\n") })
    }

    /// A learner's turn at `stage`, the progress at that stage: write the stage's test and see the declared red
    /// (on a refactor stage, the code as the stage before left it), try hollow tests if `withHollowTests`, write the
    /// reference code and see the stage done.
    func walk(_ stage: Stage, withHollowTests: Bool = true) async throws {
        let name = "\(kata.id) stage \(stage.number)"
        replaceLearnerCode(with: .before(stage, of: kata))
        replaceLearnerTests(with: .after(stage))
        if stage.kind == .refactor {
            // The stage before's work with a comment added to every file: green, and not the refactor.
            replaceLearnerTests(with: .before(stage, of: kata))
            try commentEveryFile()
            let commented = try await verify(predicting: .green)
            #expect(commented.status == 1 && commented.text.hasSuffix("You predicted green: right."), "\(name) with comments: \(commented.text)")
            #expect(commented.text.contains("  the refactor: not made yet:\n"), "\(name) with comments: \(commented.text)")
            #expect(commented.text.contains("\nNot done yet: "), "\(name): \(commented.text)")
            #expect(progress().of(kata).stage == stage.number)
            // The refactor made, with its tests hollowed: refused, by the mutants of the behaviour the stage keeps.
            if withHollowTests {
                replaceLearnerCode(with: .after(stage))
                replaceLearnerTests(with: .after(stage))
                try await expectHollowTestsRefused(at: stage)
            }
            // The stage's tests, the code as the stage before left it: done only if the refactor is in the tests alone.
            replaceLearnerCode(with: .before(stage, of: kata))
            replaceLearnerTests(with: .after(stage))
            let testsOnly = try await verify()
            let missing = RefactorCheck(stage.evidence, code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata)).missing
            #expect(missing.isEmpty == stage.evidence.allSatisfy { $0.place == .tests }, "\(name): \(missing)")
            #expect(testsOnly.status == (missing.isEmpty ? 0 : 1), "\(name): \(testsOnly.text)")
            for sentence in missing {
                #expect(testsOnly.text.contains("\n    \(sentence)\n"), "\(name): \(testsOnly.text)")
            }
        } else {
            let expected = stage.kind.verdictAgainstPreviousStage
            let red = try await verify(predicting: expected == .amber ? .amber : .red)
            #expect(red.status == 1, "\(name): \(red.text)")
            #expect(red.text.hasSuffix("You predicted \(expected == .amber ? "amber" : "red"): right."), "\(name): \(red.text)")
            #expect(red.text.contains("● \(stage.kind.verdictAgainstPreviousStage.word)  \(kata.id) stage \(stage.number)/"), "\(name): \(red.text)")
            #expect(red.text.contains("This is the red stage \(stage.number) starts with"), "\(name): \(red.text)")
            // Which of the lesson's reds: each message it quotes, since the learner's tests are the stage's.
            let lesson = try workbook.lessonBook().section(ofKata: kata.id, stage: stage.number)?.body ?? ""
            for quoted in QuotedCompilerMessages.reading(ofRedToExpect: lesson).expected {
                #expect(red.text.contains("`error: \(quoted)`"), "\(name): \(red.text)")
            }
        }
        replaceLearnerCode(with: .after(stage))
        if stage.kind != .refactor, withHollowTests {
            try await expectHollowTestsRefused(at: stage)
        }
        guard progress().of(kata).stage == stage.number else { return }
        let green = try await verify()
        #expect(green.status == 0, "\(name): \(green.text)")
        let quotedCommit = "'" + stage.commit.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #expect(green.text.contains("Stage \(stage.number) done. Commit it:\n  git add Katas/\(kata.id) && git commit -m \(quotedCommit)"), "\(name): \(green.text)")
        #expect(green.text.contains("your tests pass against the reference code: yes"), "\(name): \(green.text)")
        if !stage.mutants.isEmpty {
            #expect(green.text.contains("your tests catch the stage's mutants (wrong versions of the code): \(stage.mutants.count) of \(stage.mutants.count)"),
                    "\(name): \(green.text)")
        }
        #expect(progress().of(kata).stage == stage.number + 1)
    }

    func progress() -> WorkbookProgress {
        ProgressStore(directory: workbook.stateDirectory).load().progress
    }

    func replaceLearnerCode(with snapshot: Snapshot) {
        replaceContents(of: workbook.learnerCode(kata), with: workbook.reference(kata, at: snapshot))
    }

    func replaceLearnerTests(with snapshot: Snapshot) {
        replaceContents(of: workbook.learnerTests(kata), with: workbook.acceptanceSuite(kata, at: snapshot))
    }

    /// Hollows the learner's tests, verifies and expects a green that the proof refuses, naming a mutant of the
    /// stage (a behaviour it keeps, on a refactor stage with none of its own); then puts the stage's suite back as their tests.
    func expectHollowTestsRefused(at stage: Stage) async throws {
        let name = "\(kata.id) stage \(stage.number) with hollow tests"
        try hollowLearnerTests()
        let hollow = try await verify()
        #expect(hollow.status == 1, "\(name): \(hollow.text)")
        #expect(hollow.text.contains("● green") && hollow.text.contains("Not done yet"), "\(name): \(hollow.text)")
        #expect(stage.mutants.contains { hollow.text.contains("your tests do not notice when \($0.wrong)\n") }
                    || stage.mutants.isEmpty && hollow.text.contains("your tests do not notice when stage "),
                "\(name): no mutant named: \(hollow.text)")
        #expect(progress().of(kata).stage == stage.number)
        replaceLearnerTests(with: .after(stage))
    }

    /// Adds a comment to every Swift file of the learner's code and tests: the cheapest way to make a file differ.
    func commentEveryFile() throws {
        for folder in [workbook.learnerCode(kata), workbook.learnerTests(kata)] {
            for path in SourceFiles.paths(under: folder) where path.hasSuffix(".swift") {
                try append("\n// Refactored.\n", to: folder.appending(path: path))
            }
        }
    }

    /// Hollows out every assertion of the learner's tests.
    func hollowLearnerTests() throws {
        let folder = workbook.learnerTests(kata)
        for path in SourceFiles.paths(under: folder) where path.hasSuffix(".swift") {
            let file = folder.appending(path: path)
            try HollowSuite.hollow(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func appendToLearnerCode(_ file: String, _ text: String) throws {
        try append(text, to: workbook.learnerCode(kata).appending(path: file))
    }

    func replaceInLearnerCode(_ file: String, _ text: String, with replacement: String) throws {
        let url = workbook.learnerCode(kata).appending(path: file)
        let original = try String(contentsOf: url, encoding: .utf8)
        try #require(original.contains(text), "\(file) no longer holds `\(text)`")
        try original.replacingOccurrences(of: text, with: replacement).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Makes the learner's code and tests the reference and the suite of `stage` (of pizza-menu), with `test` (a test
    /// function's text) added to `MenuDataSourceTests` in a file of its own, `file`.
    func useReference(of stage: Stage, addingTest file: String, _ test: String) throws {
        replaceLearnerCode(with: .after(stage))
        replaceLearnerTests(with: .after(stage))
        let indented = test.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let text = "@testable import Giuseppes\nimport XCTest\n\nextension MenuDataSourceTests {\n\(indented)\n}\n"
        try text.write(to: workbook.learnerTests(kata).appending(path: file), atomically: true, encoding: .utf8)
    }

    func writeLearnerTests(_ file: String, _ text: String) throws {
        replaceContents(of: workbook.learnerTests(kata), with: nil)
        try text.write(to: workbook.learnerTests(kata).appending(path: file), atomically: true, encoding: .utf8)
    }

    func appendToLearnerTests(_ file: String, _ text: String) throws {
        try append(text, to: workbook.learnerTests(kata).appending(path: file))
    }

    private func append(_ text: String, to file: URL) throws {
        try (String(contentsOf: file, encoding: .utf8) + text).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Empties `folder`, then copies the files of `source` into it, if there is one.
    private func replaceContents(of folder: URL, with source: URL?) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? fileManager.removeItem(at: folder.appending(path: name))
        }
        guard let source else { return }
        for name in (try? fileManager.contentsOfDirectory(atPath: source.path)) ?? [] {
            try? fileManager.copyItem(at: source.appending(path: name), to: folder.appending(path: name))
        }
    }
}

extension LearnerJourneyTests {
    /// The text snapshots of the film list: recorded by a learner's first run, kept in their folder, compared after.
    @Suite("In the film list", .enabled(if: isUnderCheck("film-list")))
    struct FilmList {
        @Test("A first snapshot run records into the learner's folder and fails; a changed snapshot fails with the lines that differ")
        func snapshots() async throws {
            let kata = try theWorkbook().kata(named: "film-list")
            let stage = try #require(kata.stages.first { $0.slug == "text-snapshot" })
            let copy = try WorkbookCopy(of: kata, reachedStage: stage.number)
            copy.replaceLearnerCode(with: .after(stage))
            copy.replaceLearnerTests(with: .after(stage))
            let snapshots = copy.workbook.learnerTests(kata).appending(path: "__Snapshots__")
            let references = copy.workbook.acceptanceSuite(kata, at: .after(stage)).appending(path: "__Snapshots__")
            try FileManager.default.removeItem(at: snapshots)

            let first = try await copy.verify()
            #expect(first.status == 1, "\(first.text)")
            #expect(first.text.contains("No reference snapshot 'loaded-list' yet: recorded it."), "\(first.text)")
            #expect(first.text.contains("Your tests recorded 4 files, now in your folder: read each, and commit them with your tests.\n"
                + "  Katas/film-list/FilmsTests/__Snapshots__/empty.txt\n"), "\(first.text)")
            for name in ["empty", "error", "loaded-list", "loading"] {
                #expect(try String(contentsOf: snapshots.appending(path: "\(name).txt"), encoding: .utf8)
                    == String(contentsOf: references.appending(path: "\(name).txt"), encoding: .utf8), "\(name)")
            }

            try "Coco (2017), Lee Unkrich\nUp (2008), Pete Docter\n".write(to: snapshots.appending(path: "loaded-list.txt"), atomically: true, encoding: .utf8)
            let changed = try await copy.verify()
            #expect(changed.status == 1, "\(changed.text)")
            #expect(changed.text.contains("The snapshot 'loaded-list' differs from its reference (- reference, + now):"), "\(changed.text)")
            #expect(changed.text.contains("- Up (2008), Pete Docter") && changed.text.contains("+ Up (2009), Pete Docter"), "\(changed.text)")
            #expect(!changed.text.contains("Your tests recorded"), "\(changed.text)")

            try FileManager.default.removeItem(at: snapshots.appending(path: "loaded-list.txt"))
            try FileManager.default.copyItem(at: references.appending(path: "loaded-list.txt"), to: snapshots.appending(path: "loaded-list.txt"))
            let done = try await copy.verify()
            #expect(done.status == 0, "\(done.text)")
            #expect(done.text.contains("Stage \(stage.number) done."), "\(done.text)")
        }
    }
}
