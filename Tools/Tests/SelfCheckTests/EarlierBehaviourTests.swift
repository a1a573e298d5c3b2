import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification
@testable import KataRendering

/// Every stage credited is proven by the learner's own tests: the generated mutants of every earlier behaviour.
///
/// The honest learners' tests in `Tools/Tests/HonestLearners` were written from the lessons alone (`kata show`, never
/// the workbook's suites or references), one snapshot per stage done, by learners who kept every earlier test.
@Suite("Every credited stage is proven by the learner's own tests")
struct EarlierBehaviourTests {
    /// The katas an honest learner walked, of those the self-check walks.
    static let walked = ["pizza-menu", "invoice-editor"].filter(isUnderCheck)

    @Test("Tests written from the lessons alone prove every stage, with every earlier behaviour guarded", arguments: walked)
    func honestLearnersEarnEveryStage(kataID: String) async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: kataID)
        let stages = kata.stages
        // The hand-written mutants are the learner's walk's own (`kata verify` proved them at each stage); what is new
        // to the walk are the generated ones, of every earlier behaviour. Each stage's are built in the folder of its
        // catalog, two stages at a time.
        let outcomesByStage = try await offThePool {
            try concurrently(stages.count, lanes: 2) { index in
                (stages[index].number, try StageProver(workbook: workbook, kata: kata, stage: stages[index], limits: RunLimits(test: .seconds(60)))
                    .generatedOutcomes(tests: Self.honestSnapshot(kata.learnerTestModule, of: kata, at: stages[index], in: workbook), besideTheProofIn: nil))
            }
        }
        let outcomes = Dictionary(uniqueKeysWithValues: outcomesByStage)
        for stage in stages {
            let (control, guards) = try #require(outcomes[stage.number])
            let tests = Self.honestSnapshot(kata.learnerTestModule, of: kata, at: stage, in: workbook)
            #expect(control == .green, "\(kataID) stage \(stage.number): against the schemata with no mutant on, \(control?.word ?? "not run")")
            #expect(guards.allSatisfy { $0.caught }, "\(kataID) stage \(stage.number): \(guards.filter { !$0.caught }.map(NotDoneText.letThrough))")
            #expect(!guards.isEmpty, "\(kataID) stage \(stage.number): no generated mutant guards anything")
            if stage.kind == .refactor {
                let refactor = RefactorCheck(stage.evidence, code: Self.honestSnapshot(kata.module, of: kata, at: stage, in: workbook), tests: tests)
                #expect(refactor.holds, "\(kataID) stage \(stage.number): \(refactor.missing)")
            }
        }
    }

    @Test("Every stage's generated mutants are catalogued: the suite kills some, and none is demanded that the suite lets through",
          arguments: try katasUnderCheck().map(\.id))
    func catalogsAreMade(kataID: String) async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: kataID)
        let check = KataCheck(workbook: workbook, kata: kata, limits: RunLimits(test: .seconds(60)))
        for catalog in try await offThePool({ try check.generatedMutants() }) {
            #expect(catalog.problem == nil, "\(kataID) stage \(catalog.stage): \(catalog.problem.map { CheckFaultText.sentence(CheckFault(.unnamed, .generatedCatalog($0))) } ?? "")")
            #expect(Set(catalog.counted.map(\.site)).isDisjoint(with: catalog.survivors))
            #expect(catalog.counted.allSatisfy { $0.stage <= catalog.stage && $0.stage >= 1 })
        }
    }

    /// The final reference code with tests of four kinds, graded and verified alike: what each earns, and the
    /// verify's green at the last stage is the grade's word on it.
    @Test("Right code with hollow tests or none earns nothing; deleting an earlier stage's test loses it; a green and a grade agree",
          .enabled(if: isUnderCheck("pizza-menu")))
    func gradeAndVerifyAgree() async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: "pizza-menu")
        let last = try #require(kata.stages.last)
        let honest = Self.honestSnapshot(kata.learnerTestModule, of: kata, at: last, in: workbook)
        let tests = try String(contentsOf: honest.appending(path: "MenuDataSourceTests.swift"), encoding: .utf8)
        let withoutStageFive = try #require(tests.ranges(of: "    func testRowsInOutOfBoundsSectionIsZero()").first.map { range in
            // The test's function, to the blank line after it.
            let end = tests[range.upperBound...].range(of: "\n\n")?.upperBound ?? tests.endIndex
            return tests.replacingCharacters(in: range.lowerBound..<end, with: "")
        })
        let hollow = """
            import XCTest
            @testable import Giuseppes

            final class MenuDataSourceTests: XCTestCase {
                func testEverything() {
                    let source = MenuDataSource(pizzas: [Pizza(name: "A")], beverages: [Beverage(name: "B")], desserts: [Dessert(name: "C")])
                    _ = (source.numberOfSections, source.numberOfRows(inSection: 0), source.item(forRow: 0, inSection: 0), source.title(forSection: 0))
                    XCTAssertTrue(true)
                }
            }

            """
        let works: [(name: String, files: [String: String], earns: Int)] = [
            ("honest", [:], kata.stages.count),
            // Stages 3 and 4 have no behaviour of their own left to get wrong in the final code: they are credited as
            // stage 5 is, the first stage after them that has some.
            ("stage-5-test-deleted", ["MenuDataSourceTests.swift": withoutStageFive], 2),
            ("hollow", ["MenuDataSourceTests.swift": hollow, "MenuItemTests.swift": "import XCTest\n"], 0),
            ("none", ["MenuDataSourceTests.swift": "import XCTest\n", "MenuItemTests.swift": "import XCTest\n"], 0),
        ]
        let base = try testFolder("earlier-behaviour")
        for work in works {
            let learner = base.appending(path: work.name)
            try? FileManager.default.removeItem(at: learner)
            let folder = learner.appending(path: "Katas/\(kata.id)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: workbook.reference(kata, at: .after(last)), to: folder.appending(path: kata.module))
            try FileManager.default.copyItem(at: honest, to: folder.appending(path: kata.learnerTestModule))
            for (file, text) in work.files { try text.write(to: folder.appending(path: "\(kata.learnerTestModule)/\(file)"), atomically: true, encoding: .utf8) }
            let learnerWorkbook = workbook.withLearner(at: learner, scratch: base.appending(path: "scratch"))
            let (standing, verification) = try await offThePool {
                (try Grader(workbook: learnerWorkbook, timeout: .seconds(60)).standing(kata),
                 try Verifier(workbook: learnerWorkbook, timeout: .seconds(60)).verify(kata, stage: last))
            }
            #expect(standing.reached == work.earns, "\(work.name): \(standing.notes)")
            let whyNotDone = verification.notDone.map { NotDoneText.sentence($0, verdict: verification.verdict) }
            #expect(verification.stageDone == (standing.cells.last == .passed), "\(work.name): \(whyNotDone ?? "done")")
            if work.name == "stage-5-test-deleted" {
                // Said by the behaviour and its stage, never by a test the learner may not have.
                let behaviour = "stage 5's behaviour (Out-of-bounds sections have no rows) is broken"
                let note = GradeText.note(standing.notes[4])
                #expect(note.contains(behaviour) && !note.contains("testRows"), "\(note)")
                #expect(whyNotDone?.contains(behaviour) == true, "\(whyNotDone ?? "")")
            }
        }
    }

    /// The honest learner's folder `part` (their tests, or their code) as it stood when `stage` was done: a stage's
    /// snapshot holds a folder only where it changed (see `Tools/Tests/HonestLearners/README.md`).
    private static func honestSnapshot(_ part: String, of kata: Kata, at stage: Stage, in workbook: Workbook) -> URL {
        let snapshots = workbook.root.appending(path: "Tools/Tests/HonestLearners/\(kata.id)")
        let folders = (1...stage.number).reversed().map { snapshots.appending(path: String(format: "%02d", $0) + "/" + part) }
        return folders.first { FileManager.default.fileExists(atPath: $0.path) } ?? folders[0]
    }
}
