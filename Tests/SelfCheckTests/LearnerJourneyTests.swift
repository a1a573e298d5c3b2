import Foundation
import Synchronization
import Testing
@testable import KataKit

/// A learner's walk through each kata, in a copy of the workbook: write the stage's test, see the red the lesson
/// promises, write the reference code, see green, move on. Along the way, the slips a learner makes.
@Suite("A learner walks every kata with kata verify", .serialized)
struct LearnerJourneyTests {
    @Test("Test first gives the declared red, the reference code gives green and the next stage", arguments: try theWorkbook().katas.map(\.id))
    func walk(kataID: String) async throws {
        let kata = try theWorkbook().kata(named: kataID)
        let copy = try WorkbookCopy(of: kata)
        for stage in kata.stages {
            copy.replaceLearnerTests(with: stage.number)
            if stage.kind != .refactor {
                let red = try await copy.verify()
                #expect(red.status == 1, "\(kata.id) stage \(stage.number): \(red.text)")
                #expect(red.text.contains("● \(stage.kind.verdictAgainstPreviousStage.word)  \(kata.id) stage \(stage.number)/"),
                        "\(kata.id) stage \(stage.number): \(red.text)")
                #expect(red.text.contains("This is the red stage \(stage.number) starts with"), "\(red.text)")
            }
            copy.replaceLearnerCode(with: stage.number)
            let green = try await copy.verify()
            #expect(green.status == 0, "\(kata.id) stage \(stage.number): \(green.text)")
            let quotedCommit = "'" + stage.commit.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
            #expect(green.text.contains("Stage \(stage.number) done. Commit it:\n  git add Katas/\(kata.id) && git commit -m \(quotedCommit)"))
            #expect(green.text.contains("your tests pass against the reference code: yes"), "\(green.text)")
            let catches = stage.kind == .refactor ? "not asked" : "yes"
            #expect(green.text.contains("your tests catch the missing behaviour: \(catches)"), "\(green.text)")
            #expect(copy.progress().of(kata).stage == stage.number + 1)
        }
    }

    @Test("Right code with no test of one's own is green but not a stage done")
    func codeWithoutTests() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata)
        copy.replaceLearnerCode(with: 1)
        let untested = try await copy.verify()
        #expect(untested.status == 1)
        #expect(untested.text.contains("● green"))
        #expect(untested.text.contains("your tests catch the missing behaviour: no (they pass against the clean start's code)"))
        #expect(untested.text.contains("Not done yet"))
        #expect(copy.progress().of(kata).stage == 1)
    }

    @Test("A wrong line is red with expected and actual at file:line; a syntax error is amber at file:line")
    func slips() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 5)
        copy.replaceLearnerCode(with: 4)
        copy.replaceLearnerTests(with: 5)
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

    @Test("A crash names the test and the trap; an endless loop is stopped at the limit and named")
    func crashAndHang() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let copy = try WorkbookCopy(of: kata, reachedStage: 10)
        copy.replaceLearnerCode(with: 9)
        copy.replaceLearnerTests(with: 9)
        let crashed = try await copy.verify()
        #expect(crashed.text.contains("● crashed"), "\(crashed.text)")
        #expect(crashed.text.contains("MenuDataSourceTests.testItemForOutOfBoundsRowAndSectionIsNil (the workbook's tests) crashed: Fatal error: Index out of range"))

        copy.replaceLearnerCode(with: 10)
        copy.replaceLearnerTests(with: 10)
        try copy.appendToLearnerTests("MenuDataSourceTests.swift", """

            final class EndlessTests: XCTestCase {
                func testNeverEnds() {
                    var turns = 0
                    while turns >= 0 { turns &+= 1; if turns == Int.max { turns = 0 } }
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
    @Suite("In the invoice editor")
    struct InvoiceEditor {
        @Test("A wrong currency rule is red, naming the parameterized case that caught it")
        func wrongCurrencyRule() async throws {
            let kata = try theWorkbook().kata(named: "invoice-editor")
            let copy = try WorkbookCopy(of: kata, reachedStage: 3)
            copy.replaceLearnerCode(with: 3)
            copy.replaceLearnerTests(with: 3)
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
            let copy = try WorkbookCopy(of: kata, reachedStage: 5)
            copy.replaceLearnerCode(with: 5)
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
            #expect(verdict.text.contains("your tests catch the missing behaviour: no (they pass against stage 4's code)"), "\(verdict.text)")
            #expect(copy.progress().of(kata).stage == 5)
        }
    }
}

/// A copy of the workbook's catalog, snapshots and lessons with one kata's clean start, in a temporary folder.
struct WorkbookCopy {
    let workbook: Workbook
    let kata: Kata

    init(of kata: Kata, reachedStage: Int = 1) throws {
        let original = try theWorkbook()
        // One folder per workbook checkout and kata: kept between runs, so its scratch builds stay warm.
        let checkout = original.root.path.replacingOccurrences(of: "/", with: "_")
        let root = FileManager.default.temporaryDirectory.appending(path: "kata-journey/\(checkout)/\(kata.id)")
        let fileManager = FileManager.default
        for folder in ["Tools/Catalog", "Tests/\(kata.id)", "Solutions/\(kata.id)", "Katas/\(kata.id)", "LESSONS.md"] {
            try? fileManager.removeItem(at: root.appending(path: folder))
            try fileManager.createDirectory(at: root.appending(path: folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: original.root.appending(path: folder), to: root.appending(path: folder))
        }
        try? fileManager.removeItem(at: root.appending(path: ".kata"))
        workbook = try Workbook(root: root)
        self.kata = kata
        var progress = WorkbookProgress()
        progress.katas[kata.id] = KataProgress(stage: reachedStage)
        try ProgressStore(directory: workbook.stateDirectory).save(progress)
    }

    /// Runs `kata verify` on the copy: its exit status and what it printed.
    func verify(timeout: Duration = Command.defaultTimeout) async throws -> (status: Int32, text: String) {
        let printed = Mutex<[String]>([])
        let runner = CommandRunner(workbook: workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { _ in })
        let kata = kata
        let status = try await offThePool { runner.run(.verify(kata: kata.id, timeout: timeout)) }
        return (status, printed.withLock { $0.joined(separator: "\n") })
    }

    func progress() -> WorkbookProgress {
        ProgressStore(directory: workbook.stateDirectory).load().progress
    }

    func replaceLearnerCode(with stage: Int) {
        replaceContents(of: workbook.learnerCode(kata), with: workbook.reference(kata, stage: stage))
    }

    func replaceLearnerTests(with stage: Int) {
        replaceContents(of: workbook.learnerTests(kata), with: workbook.acceptanceSuite(kata, stage: stage))
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
