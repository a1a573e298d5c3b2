import Foundation
import KataModel

/// The checks of each stage's workbook suite that no mutant needs, held against the manifest's marks (see
/// `RedundantCheck`): a check no mutant needs is a behaviour a learner's tests may leave untested, unless another
/// check covers it.
///
/// The checks a stage's marks name are taken as deleted, all together: a check is needed where a mutant's run failed
/// on its line alone of those left, or stopped (crashed or hung) in its test, which may be on any of its lines.
struct RedundantChecks {
    let workbook: Workbook
    let kata: Kata

    /// What one mutant's run of a stage's suite failed on.
    private struct Caught {
        /// The mutant, in words.
        var mutant: String
        /// The lines of the suite it failed on (see `SuiteChecks.caughtAt`).
        var lines: Set<String>
        /// The checks of the test it stopped in, if it stopped one.
        var stoppedAt: Set<String>
    }

    /// One line per check of a stage's suite that no mutant needs and no mark names (`unmarked`), and one fault per mark
    /// that does not hold:
    /// its check not in its stage's suite; deleted with the other marked ones, a mutant let through; its check in a
    /// test a mutant stops; or its cover missing, marked too, or letting through a mutant the check catches.
    /// `catalogs` are the stages' catalogs of generated mutants and `ownMutants`, by stage, where each of its
    /// hand-written mutants is caught; a stage missing from either is not judged. A mark holds from its stage on, until a
    /// later stage marks the same check.
    func problems(catalogs: [MutantCatalog], ownMutants: [Int: [[String]?]]) -> (faults: [String], unmarked: [String]) {
        let catalogs = Dictionary(catalogs.map { ($0.stage, $0) }) { first, _ in first }
        var problems: [String] = [], unmarked: [String] = [], marks: [(stage: Int, mark: RedundantCheck)] = []
        for stage in kata.stages {
            marks += stage.redundant.map { (stage.number, $0) }
            guard let catalog = catalogs[stage.number], let own = ownMutants[stage.number] else { continue }
            let name = "\(kata.id) stage \(stage.number)"
            let checks = SuiteChecks(suite: workbook.acceptanceSuite(kata, at: .after(stage))).checks
            // A check is known by its text: the same assertion in two tests is one check, either copy catching what it catches.
            let byText = Dictionary(grouping: checks, by: \.text), textAt = Dictionary(checks.map { ($0.place, $0.text) }) { first, _ in first }
            let distinct = checks.filter { check in byText[check.text]?.first?.place == check.place }
            let caught = (catalog.counted.map { ("the generated mutant \($0.site.file):\($0.site.line) (\($0.site.change))", $0.caughtAt) }
                + zip(stage.mutants, own).map { ("the mutant '\($0.name)'", $1) }).compactMap { mutant, entries in
                entries.map { entries in
                    let stopped = Set(entries.compactMap(SuiteChecks.stoppedTest))
                    return Caught(mutant: mutant, lines: Set(entries.filter { SuiteChecks.stoppedTest($0) == nil }.map { textAt[$0] ?? $0 }),
                                  stoppedAt: Set(checks.filter { $0.function.map(stopped.contains) ?? false }.map(\.text)))
                }
            }
            problems += stage.redundant.filter { byText[$0.check] == nil }.map {
                "\(name): the manifest marks `\($0.check)` redundant, and the stage's suite has no such check"
            }
            // A check's latest mark holds: a later stage may name another cover, or none, which ends the mark.
            let holding = Dictionary(marks.map { ($0.mark.check, $0) }) { _, later in later }.values
                .filter { byText[$0.mark.check] != nil && !$0.mark.coveredBy.isEmpty }.sorted { ($0.stage, $0.mark.check) < ($1.stage, $1.mark.check) }
            let places = { (text: String) in byText[text] == nil ? Set<String>() : [text] }
            let deleted = Set(holding.flatMap { places($0.mark.check) })
            var needed: Set<String> = []
            for run in caught {
                let left = run.lines.subtracting(deleted)
                needed.formUnion(run.stoppedAt)
                if left.count == 1 { needed.formUnion(left) }
                if left.isEmpty, run.stoppedAt.isEmpty {
                    problems.append("\(name): deleted together, the checks marked redundant let \(run.mutant) through")
                }
            }
            // The checks left that catch, between them, every mutant the checks at `own` catch (the one catching
            // most first), in words.
            let cover = { (own: Set<String>, text: String) -> String in
                var left = caught.filter { !$0.lines.isDisjoint(with: own) }
                guard !left.isEmpty else { return "it catches none" }
                var covers: [String] = []
                let others = distinct.filter { $0.text != text && !deleted.contains($0.text) }
                while !left.isEmpty, let best = others.max(by: { one, other in
                    left.count { $0.lines.contains(one.text) } < left.count { $0.lines.contains(other.text) }
                }), left.contains(where: { $0.lines.contains(best.text) }) {
                    covers.append("`\(best.text)`")
                    left.removeAll { $0.lines.contains(best.text) }
                }
                return left.isEmpty ? "caught also by " + covers.joined(separator: " and ") : "no other checks catch every one it catches"
            }
            for (from, mark) in holding {
                let marked = "`\(mark.check)`, marked redundant at stage \(from),", own = places(mark.check)
                let covering = Set(mark.coveredBy.flatMap(places)), named = mark.coveredBy.map { "`\($0)`" }.joined(separator: " and ")
                if let stopping = caught.first(where: { !$0.stoppedAt.isDisjoint(with: own) }) {
                    problems.append("\(name): \(marked) is in the test \(stopping.mutant) stops, which may be on its line")
                } else if let missing = mark.coveredBy.first(where: { byText[$0] == nil }) {
                    problems.append("\(name): \(marked) is covered by `\(missing)`, which the stage's suite does not hold; \(cover(own, mark.check))")
                } else if let alsoMarked = mark.coveredBy.first(where: { places($0).isSubset(of: deleted) }) {
                    problems.append("\(name): \(marked) is covered by `\(alsoMarked)`, which is marked redundant too; \(cover(own, mark.check))")
                } else if let uncovered = caught.first(where: { !$0.lines.isDisjoint(with: own) && $0.lines.isDisjoint(with: covering) }) {
                    problems.append("\(name): \(marked) catches \(uncovered.mutant), which \(named), its cover, lets through; "
                        + cover(own, mark.check))
                }
            }
            for check in distinct where !check.reportsAtItsCaller && !deleted.contains(check.text) && !needed.contains(check.text) {
                var why = cover([check.text], check.text)
                // What catches none has no cover to prove: the nearest check of its test that a mutant needs is named.
                if why == "it catches none", let near = checks.filter({ $0.file == check.file && $0.function == check.function && needed.contains($0.text) })
                    .min(by: { abs($0.line - check.line) < abs($1.line - check.line) }) {
                    why += " (of its test's checks, `\(near.text)` is the nearest a mutant needs)"
                }
                unmarked.append("\(name): no mutant needs `\(check.text)` (\(check.place)): deleted, every mutant still dies, \(why); "
                    + "give the generator what makes a mutant of its behaviour, or mark it redundant in the manifest (`redundant`), naming its cover")
            }
        }
        return (problems, unmarked)
    }
}
