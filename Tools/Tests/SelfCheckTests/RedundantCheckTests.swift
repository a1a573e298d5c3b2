import Foundation
import Testing
@testable import KataModel
@testable import KataRendering
@testable import KataVerification

/// The checks of a suite that no mutant needs are reported, and a mark of one as redundant is held to what the
/// mutants' runs show: an author cannot mark a needed check, nor name a cover that lets a mutant through.
@Suite("A check no mutant needs is reported, and a mark of one holds only where it is true", .enabled(if: isUnderCheck("pizza-menu")))
struct RedundantCheckTests {
    /// pizza-menu with `marks` in place of its stages' own, by stage; the committed catalogs, and its hand-written
    /// mutants not counted (their runs come from a proof), judged.
    private func judged(marking marks: [Int: [RedundantCheck]]) throws -> (faults: [String], unmarked: [String]) {
        let workbook = try theWorkbook(), kata = try workbook.kata(named: "pizza-menu")
        let marked = Kata(id: kata.id, title: kata.title, source: kata.source, framework: kata.framework, module: kata.module,
                          stages: kata.stages.map { stage in
                              Stage(number: stage.number, slug: stage.slug, title: stage.title, kind: stage.kind, commit: stage.commit, hints: stage.hints,
                                    mutants: stage.mutants, evidence: stage.evidence, retires: stage.retires, redundant: marks[stage.number] ?? stage.redundant)
                          }, allows: kata.allows)
        let generated = GeneratedMutants(workbook: workbook, kata: kata)
        let catalogs = try kata.stages.map { try generated.catalog(of: $0) }
        let own = Dictionary(uniqueKeysWithValues: kata.stages.map { ($0.number, $0.mutants.map { _ in [String]?.none }) })
        let judged = RedundantChecks(workbook: workbook, kata: marked).problems(catalogs: catalogs, ownMutants: own)
        return (judged.faults.map(CheckFaultText.sentence), judged.unmarked.map(CheckFaultText.sentence))
    }

    private static let firstPizza = #"XCTAssertEqual(dataSource.item(forRow: 0, inSection: 0).title, "Margherita")"#
    private static let secondPizza = #"XCTAssertEqual(dataSource.item(forRow: 1, inSection: 0).title, "Capricciosa")"#

    @Test("Stage 9's first pizza, which no mutant needs (the hard-coded title is the second's to catch), is reported once its mark is taken away")
    func unmarkedIsReported() throws {
        let judged = try judged(marking: [9: []])
        #expect(judged.unmarked.contains { $0.hasPrefix("pizza-menu stage 9: no mutant needs `\(Self.firstPizza)`") }, "\(judged.unmarked)")
        #expect(judged.faults == [])
    }

    @Test("Marking stage 1's one check redundant is refused: the mutant `1` made `0` is then let through")
    func neededCheckCannotBeMarked() throws {
        let judged = try judged(marking: [1: [RedundantCheck(check: "XCTAssertEqual(dataSource.numberOfSections, 1)", coveredBy: [Self.firstPizza])]])
        #expect(judged.faults.contains { $0.hasPrefix("pizza-menu stage 1: deleted together, the checks marked redundant let the generated mutant") }, "\(judged.faults)")
        #expect(judged.faults.contains { $0.contains("is covered by `\(Self.firstPizza)`, which the stage's suite does not hold") }, "\(judged.faults)")
    }

    @Test("A cover that lets through a mutant the marked check catches is refused, and the true cover is named")
    func coverMustCatchWhatTheCheckCatches() throws {
        let sections = "XCTAssertEqual(dataSource.numberOfRows(inSection: 3), 0)"
        let judged = try judged(marking: [11: [RedundantCheck(check: sections, coveredBy: ["XCTAssertEqual(dataSource.numberOfSections, 3)"])]])
        #expect(judged.faults.contains { $0.hasPrefix("pizza-menu stage 11: `\(sections)`, marked redundant at stage 11, catches the generated mutant")
            && $0.contains("its cover, lets through; caught also by `XCTAssertEqual(dataSource.numberOfRows(inSection: -1), 0)`") }, "\(judged.faults)")
    }

    @Test("A mark of a check the suite does not hold is refused")
    func markOfNoCheck() throws {
        let judged = try judged(marking: [9: [RedundantCheck(check: "XCTAssertTrue(true)", coveredBy: [Self.secondPizza])]])
        #expect(judged.faults.contains("pizza-menu stage 9: the manifest marks `XCTAssertTrue(true)` redundant, and the stage's suite has no such check"))
    }
}
