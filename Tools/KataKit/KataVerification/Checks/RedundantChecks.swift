import Foundation
import KataModel

/// The checks of each stage's workbook suite that no mutant needs, held against the manifest's marks (see
/// `RedundantCheck`): a check no mutant needs is a behaviour a learner's tests may leave untested, unless other
/// checks cover it.
///
/// A check is known by its text: the same assertion in two tests is one check, either copy catching what it catches.
/// The checks a stage's marks name are taken as deleted, all together: a check is needed where a mutant's run failed
/// on it alone of those left, or stopped (crashed or hung) in its test, which may be on any of its lines. A cover may
/// also be a line that is no assertion statement, where a failure falls (a helper's call), known by its text.
struct RedundantChecks {
    let workbook: Workbook
    let kata: Kata

    /// What one mutant's run of a stage's suite failed on.
    private struct Caught {
        /// The mutant run.
        var mutant: RedundancyFault.Mutant
        /// The texts of the suite's lines it failed on (see `SuiteChecks.caughtAt`).
        var lines: Set<String>
        /// The texts of the checks of the test it stopped in, if it stopped one.
        var stoppedAt: Set<String>
    }

    /// One stage's suite and the runs of its mutants, as the judgement reads them.
    private struct Reading {
        /// The suite's checks, the first of each text alone.
        var checks: [SuiteChecks.Check]
        /// What a cover may name: the checks' texts and those of the other lines a mutant's run failed on.
        var covers: [String]
        var caught: [Caught]
        /// The checks the holding marks name, taken as deleted.
        var deleted: Set<String>

        /// Whether the suite holds a check or another line a failure fell on of this text.
        func holds(_ text: String) -> Bool { covers.contains(text) }

        /// The lines left that catch, between them, every mutant the check `text` catches (the one catching most
        /// first); or that it catches none, or that no lines do.
        func cover(of text: String) -> RedundancyFault.Cover {
            var left = caught.filter { $0.lines.contains(text) }
            guard !left.isEmpty else { return .catchesNone }
            var named: [String] = []
            let others = covers.filter { $0 != text && !deleted.contains($0) }
            while let best = others.max(by: { one, other in left.count { $0.lines.contains(one) } < left.count { $0.lines.contains(other) } }),
                  left.contains(where: { $0.lines.contains(best) }) {
                named.append(best)
                left.removeAll { $0.lines.contains(best) }
            }
            return left.isEmpty ? .caughtAlsoBy(named) : .noOtherLines
        }
    }

    /// One fault per check of a stage's suite that no mutant needs and no mark names (`unmarked`), and one per
    /// mark that does not hold: its check not in its stage's suite; deleted with the other marked ones, a mutant let
    /// through; its check in a test a mutant stops; or its cover missing, marked too, or letting through a mutant the
    /// check catches. `catalogs` are the stages' catalogs of generated mutants and `ownMutants`, by stage, where each
    /// of its hand-written mutants is caught; a stage missing from either is not judged. A mark holds from its stage
    /// on, until a later stage marks the same check.
    func problems(catalogs: [MutantCatalog], ownMutants: [Int: [[String]?]]) -> (faults: [CheckFault], unmarked: [CheckFault]) {
        let catalogs = Dictionary(catalogs.map { ($0.stage, $0) }) { first, _ in first }
        var faults: [CheckFault] = [], unmarked: [CheckFault] = [], marks: [(stage: Int, mark: RedundantCheck)] = []
        for stage in kata.stages {
            marks += stage.redundant.map { (stage.number, $0) }
            guard let catalog = catalogs[stage.number], let own = ownMutants[stage.number] else { continue }
            let fault = { CheckFault(.stage(kata: kata.id, stage.number), .redundancy($0)) }
            let suite = SuiteChecks(suite: workbook.acceptanceSuite(kata, at: .after(stage)))
            let texts = Set(suite.checks.map(\.text))
            faults += stage.redundant.filter { !texts.contains($0.check) }.map { fault(.markOfNoCheck($0.check)) }
            // A check's latest mark holds: a later stage may name another cover, or none, which ends the mark.
            let holding = Dictionary(marks.map { ($0.mark.check, $0) }) { _, later in later }.values
                .filter { texts.contains($0.mark.check) && !$0.mark.coveredBy.isEmpty }.sorted { ($0.stage, $0.mark.check) < ($1.stage, $1.mark.check) }
            let reading = read(suite, catalog: catalog, own: own, of: stage, deleting: Set(holding.map(\.mark.check)))
            var needed: Set<String> = []
            for run in reading.caught {
                let left = run.lines.subtracting(reading.deleted)
                needed.formUnion(run.stoppedAt)
                if left.count == 1 { needed.formUnion(left) }
                if left.isEmpty, run.stoppedAt.isEmpty {
                    faults.append(fault(.marksLetThrough(run.mutant)))
                }
            }
            faults += holding.compactMap { self.fault(of: $0.mark, from: $0.stage, in: reading).map(fault) }
            for check in reading.checks where !check.reportsAtItsCaller && !reading.deleted.contains(check.text) && !needed.contains(check.text) {
                let cover = reading.cover(of: check.text)
                // What catches none has no cover to prove: the nearest check that a mutant needs, of its test or else of
                // its file, is named.
                let nearest = { (scope: (SuiteChecks.Check) -> Bool) in
                    suite.checks.filter { scope($0) && needed.contains($0.text) }.min { abs($0.line - check.line) < abs($1.line - check.line) }
                }
                let near = cover == .catchesNone ? nearest({ $0.file == check.file && $0.function == check.function }) ?? nearest({ $0.file == check.file }) : nil
                unmarked.append(fault(.unneeded(check.text, place: check.place, cover,
                                                nearest: near.map { .init(check: $0.text, inItsTest: $0.function == check.function) })))
            }
        }
        return (faults, unmarked)
    }

    /// `suite`, the suite of `stage`, with the runs of the mutants of its `catalog` and its own (`own`), the checks
    /// of `deleting` taken as deleted.
    private func read(_ suite: SuiteChecks, catalog: MutantCatalog, own: [[String]?], of stage: Stage, deleting: Set<String>) -> Reading {
        let textAt = Dictionary(suite.checks.map { ($0.place, $0.text) }) { first, _ in first }
        let runs = catalog.counted.map { (RedundancyFault.Mutant.generated($0.site), $0.caughtAt) }
            + zip(stage.mutants, own).map { (RedundancyFault.Mutant.handWritten($0.name), $1) }
        let caught = runs.compactMap { mutant, entries in
            entries.map { entries in
                let stopped = Set(entries.compactMap(SuiteChecks.stoppedTest))
                return Caught(mutant: mutant, lines: Set(entries.filter { SuiteChecks.stoppedTest($0) == nil }.map { textAt[$0] ?? suite.text(at: $0) ?? $0 }),
                              stoppedAt: Set(suite.checks.filter { $0.function.map(stopped.contains) ?? false }.map(\.text)))
            }
        }
        let checks = suite.checks.filter { check in textAt[check.place] == check.text && suite.checks.first { $0.text == check.text }?.place == check.place }
        let texts = checks.map(\.text)
        let others = Set(caught.flatMap(\.lines)).subtracting(texts).sorted()
        return Reading(checks: checks, covers: texts + others, caught: caught, deleted: deleting)
    }

    /// The fault of `mark`, made at stage `from`, in `reading`, if it does not hold.
    private func fault(of mark: RedundantCheck, from: Int, in reading: Reading) -> RedundancyFault? {
        let covering = Set(mark.coveredBy)
        if let stopping = reading.caught.first(where: { $0.stoppedAt.contains(mark.check) }) {
            return .markInAStoppedTest(mark.check, markedAt: from, stopping.mutant)
        }
        if let missing = mark.coveredBy.first(where: { !reading.holds($0) }) {
            return .coverNotHeld(mark.check, markedAt: from, cover: missing, reading.cover(of: mark.check))
        }
        if let alsoMarked = mark.coveredBy.first(where: reading.deleted.contains) {
            return .coverMarkedToo(mark.check, markedAt: from, cover: alsoMarked, reading.cover(of: mark.check))
        }
        if let uncovered = reading.caught.first(where: { $0.lines.contains(mark.check) && $0.lines.isDisjoint(with: covering) }) {
            return .coverLetsThrough(mark.check, markedAt: from, uncovered.mutant, covers: mark.coveredBy, reading.cover(of: mark.check))
        }
        return nil
    }
}
