import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification

/// The behaviours an independent generator (Muter's and PIT's operators) found no mutant of have one, of the stage
/// whose lesson asks for them, and a refactor stage's mutants are of its own refactored code.
@Suite("Every behaviour a lesson asks for has a generated mutant, of the stage that brought it")
struct BlindSpotTests {
    /// A kata's last stage, a change its catalog counts, and the stage whose lesson asks for the behaviour it breaks.
    static let blindSpots: [(kata: String, stage: Int, change: String, behaviourStage: Int)] = [
        // A string with an escape: the "empty" snapshot of stage 9.
        ("film-list", 10, #"`"No films found\n"` made `""`"#, 9),
        // A string given by `??`: "0.00 EUR" of stage 1.
        ("invoice-editor", 17, #"`"EUR"` made `""`"#, 1),
        // An argument of a call of the kata's own initializer: stage 10 submits the invoice's lines.
        ("invoice-editor", 17, "the argument `lines:` of `Invoice(...)` made `[]`", 10),
        // The dessert section's items, which stage 14 serves; the refactor of stage 15 made them an argument.
        ("pizza-menu", 15, "the argument `items:` of `MenuSection(...)` made `[]`", 14),
    ].filter { isUnderCheck($0.kata) }

    @Test("Each blind spot found is a counted mutant of the stage whose lesson asks for the behaviour", arguments: blindSpots.indices)
    func counted(index: Int) throws {
        let spot = Self.blindSpots[index]
        let workbook = try theWorkbook(), kata = try workbook.kata(named: spot.kata)
        let catalog = try GeneratedMutants(workbook: workbook, kata: kata).catalog(of: try #require(kata.stage(spot.stage)))
        let matching = catalog.counted.filter { $0.site.change == spot.change }
        #expect(matching.contains { $0.stage == spot.behaviourStage }, "\(spot.kata) \(spot.stage): \(matching.map { ($0.stage, $0.check) })")
        #expect(matching.allSatisfy { !$0.check.isEmpty && $0.stage >= 1 && $0.stage <= spot.stage })
    }

    @Test("The workbook's suite with the dessert section's checks taken out is refused at the refactor of stage 15, by the behaviour of stage 14, never by a test's name",
          .enabled(if: isUnderCheck("pizza-menu")))
    func refusalNamesTheBehaviour() async throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        let last = try #require(kata.stages.last)
        let copy = try WorkbookCopy(of: kata, reachedStage: last.number, folder: "kata-blind-spot")
        copy.replaceLearnerCode(with: .after(last))
        copy.replaceLearnerTests(with: .after(last))
        let file = copy.workbook.learnerTests(kata).appending(path: "MenuDataSourceTests.swift")
        let tests = try String(contentsOf: file, encoding: .utf8)
        let weaker = tests.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("numberOfRows(inSection: 2), 1)") && !$0.contains("inSection: 2)?.title, \"Cannoli\")") }
        #expect(weaker.count == tests.split(separator: "\n", omittingEmptySubsequences: false).count - 2)
        try weaker.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let verified = try await copy.verify()
        #expect(verified.status == 1 && verified.text.contains("Not done yet"), "\(verified.text)")
        #expect(verified.text.contains("your tests do not notice when stage 14's behaviour (Rows and items for every section) is broken"), "\(verified.text)")
        #expect(!verified.text.contains("the workbook's test `") && !verified.text.contains("testRows"), "\(verified.text)")
        #expect(!verified.text.contains("against stage 13's code") && !verified.text.contains("against stage 14's code"), "a refactor has no stage before to fail against: \(verified.text)")
    }

    @Test("A refactor stage proves on its own refactored code: its catalog is made from it", .enabled(if: isUnderCheck("pizza-menu")))
    func refactorOnItsOwnCode() throws {
        let workbook = try theWorkbook(), kata = try workbook.kata(named: "pizza-menu")
        let refactor = try #require(kata.stages.last { $0.kind == .refactor })
        let catalog = try GeneratedMutants(workbook: workbook, kata: kata).catalog(of: refactor)
        #expect(catalog.stage == refactor.number)
        // `MenuSection` is the type stage 15's refactor introduces: no earlier code has it.
        #expect(catalog.counted.contains { $0.site.change.contains("MenuSection") }, "\(catalog.counted.map(\.site.change))")
    }
}
