import Foundation
import Synchronization
import Testing
@testable import KataKit

/// A learner's walk through each kata, in a copy of the workbook: write the stage's test, see the red the lesson
/// promises, write the reference code, see green, move on. Along the way, the slips a learner makes.
@Suite("A learner walks every kata with kata verify", .serialized)
struct LearnerJourneyTests {
    @Test("Test first gives the declared red, the reference code gives green and the next stage", arguments: try theWorkbook().katas)
    func walk(kata: Kata) async throws {
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
            #expect(green.text.contains("Stage \(stage.number) done. Commit it:\n  git add Katas/\(kata.id) && git commit -m '\(stage.commit)'"))
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

    func appendToLearnerTests(_ file: String, _ text: String) throws {
        try append(text, to: workbook.learnerTests(kata).appending(path: file))
    }

    private func append(_ text: String, to file: URL) throws {
        try (String(contentsOf: file, encoding: .utf8) + text).write(to: file, atomically: true, encoding: .utf8)
    }

    private func replaceContents(of folder: URL, with source: URL) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? fileManager.removeItem(at: folder.appending(path: name))
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: source.path)) ?? [] {
            try? fileManager.copyItem(at: source.appending(path: name), to: folder.appending(path: name))
        }
    }
}
