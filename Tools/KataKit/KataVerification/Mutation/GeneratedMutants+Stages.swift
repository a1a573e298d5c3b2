import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// The stage each generated mutant of a catalog belongs to: the stage whose lesson brought the behaviour it breaks.
extension GeneratedMutants {
    /// The first stage up to `stage` whose suite holds, word for word (spaces aside), the line of a check that failed
    /// in `verdict`, a run of `stage`'s suite: where an earlier suite no longer compiles against the stage's code
    /// (a later stage changed the initializer every test calls), the stage that first asked for what kills the
    /// mutant. `nil` when no failure has a line of the suite.
    func firstStageWithTheSameCheck(upTo stage: Stage) -> (Verdict) -> Int? {
        let normalized = { (line: Substring) in line.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let suites = kata.stages.filter { $0.number <= stage.number }.map { earlier in
            (earlier.number, SwiftSource.files(under: workbook.acceptanceSuite(kata, at: .after(earlier))).map { file in
                (path: file.path, lines: file.text.split(separator: "\n", omittingEmptySubsequences: false).map(normalized))
            })
        }
        guard let own = suites.last?.1 else { return { _ in nil } }
        return { verdict in
            let checks = verdict.failures.filter { $0.side == .workbook }.flatMap(\.test.issues).compactMap(\.location).compactMap { location in
                own.first { location.path.hasSuffix("/" + $0.path) }.flatMap { location.line <= $0.lines.count ? $0.lines[location.line - 1] : nil }
            }.filter { !$0.isEmpty }
            return suites.first { _, files in files.contains { file in checks.contains(where: file.lines.contains) } }?.0
        }
    }

    /// For each of `sites` (of `stage`'s reference) that the stage before's catalog counts too, that count: the same
    /// change of the same line of the same file. A mutant of code a stage kept unchanged so belongs to the stage that
    /// first counted it, even where the earlier suites no longer compile against the later code (a stage that changes
    /// the initializer every test calls).
    func countedBefore(_ stage: Stage, sameAs sites: [MutationSite]) throws -> [Int: MutantCatalog.Counted] {
        guard let previous = kata.stages.last(where: { $0.number < stage.number }) else { return [:] }
        let key = { (folder: URL) -> (MutationSite) -> String in
            let lines = Dictionary(uniqueKeysWithValues: SwiftSource.files(under: folder).map { file in
                (file.path, file.text.split(separator: "\n", omittingEmptySubsequences: false))
            })
            return { site in
                let line = lines[site.file].flatMap { site.line <= $0.count ? $0[site.line - 1] : nil } ?? ""
                return [site.file, site.change, line.trimmingCharacters(in: .whitespaces)].joined(separator: .keyFieldSeparator)
            }
        }
        let before = key(workbook.reference(kata, at: .after(previous))), now = key(workbook.reference(kata, at: .after(stage)))
        // Two sites of one key (the two `&&` of a line) are matched in order.
        var counted = Dictionary(grouping: try catalog(of: previous).counted) { before($0.site) }
        var found: [Int: MutantCatalog.Counted] = [:]
        for site in sites {
            guard var same = counted[now(site)], !same.isEmpty else { continue }
            found[site.id] = same.removeFirst()
            counted[now(site)] = same
        }
        return found
    }

    /// For each of `sites` (mutants of `schemata`, the schemata of `stage`) that the suite of a stage before `stage`
    /// kills, the first such stage and that suite's verdict: the suites are built with the schemata in stage order,
    /// each run against the mutants no suite before it killed. A test of an earlier suite that fails against the
    /// stage's code with no mutant on (one a later stage retired) is left out of its judgement: a mutant is killed
    /// there when another of its tests fails, or the run crashes or hangs. A suite that does not compile against the
    /// stage's code says nothing. The mutants of a refactor stage's code so belong to the stages whose behaviour they
    /// break, whatever test names the suites share (a test of one name may check more at a later stage).
    func firstStages(killing sites: Set<Int>, of schemata: MutantSchemata, before stage: Stage, limits: RunLimits) throws
        -> [Int: (stage: Int, verdict: Verdict, failingAlready: Set<TestName>)] {
        var found: [Int: (stage: Int, verdict: Verdict, failingAlready: Set<TestName>)] = [:]
        // One folder serves every earlier suite in turn: the schemata's module is the same in each.
        let scratch = folder.appending(path: "\(stage.folderName)-earlier-suites")
        for earlier in kata.stages where earlier.number < stage.number {
            let left = sites.subtracting(found.keys).sorted()
            guard !left.isEmpty else { break }
            let build = try self.build(workbook.acceptanceSuite(kata, at: .after(earlier)), side: .workbook, schemata: schemata, in: scratch, limits: limits)
            guard build.errors.isEmpty, let control = try build.built.run(switches: [0], targets: [build.target], limits: limits)[build.target]?[0],
                  [.green, .red].contains(control.colour) else { continue }
            let failingAlready = Set(control.failures.map(\.test.name))
            let verdicts = try runs(of: build.target, in: build.built, switches: left, each: mutantLimit(after: control, within: limits), limits: limits)
            for site in left {
                guard let verdict = verdicts[site] else { continue }
                if [.crashed, .timedOut].contains(verdict.colour) || verdict.failures.contains(where: { !failingAlready.contains($0.test.name) }) {
                    found[site] = (earlier.number, verdict, failingAlready)
                }
            }
        }
        return found
    }
}

extension Verdict {
    /// What the workbook's suite saw go wrong in this verdict, by no test's name: the first failed check's message of
    /// a test not among `failingAlready` (those that fail with no mutant on), the framework's (an issue the tool
    /// recorded itself says no check), or the crash or hang of one of its tests.
    func firstWorkbookCheck(besides failingAlready: Set<TestName> = []) -> String {
        let failed = failures.filter { $0.side == .workbook && !failingAlready.contains($0.test.name) }
        if let issue = failed.lazy.compactMap({ $0.test.issues.first { $0.byTheTool == nil } }).first {
            // An issue recorded by hand says what it is in its comment.
            let message = issue.message == "Issue recorded" ? issue.comments.first ?? issue.message : issue.message
            let line = message.split(separator: "\n").first.map(String.init) ?? message
            return line.count > 200 ? String(line.prefix(199)) + "…" : line
        }
        if crash?.side == .workbook { return "a test crashes" }
        if hang?.side == .workbook { return "a test never ends" }
        return "a test fails"
    }
}
