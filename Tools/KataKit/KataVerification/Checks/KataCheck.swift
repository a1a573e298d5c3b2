import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// The author's check of one kata (`kata check`): its manifest, folders, lessons, refactor evidence and every place
/// it is listed, then, by building, every stage's red-green contract, mutants and lesson-quoted reds.
package struct KataCheck: Sendable {
    let workbook: Workbook
    let kata: Kata
    let limits: RunLimits
    /// The workbook's lessons, read once; a LESSONS.md that cannot be read is a fault of the files.
    private let lessons: Result<LessonBook, WorkbookError>

    package init(workbook: Workbook, kata: Kata, limits: RunLimits) {
        self.workbook = workbook
        self.kata = kata
        self.limits = limits
        lessons = Result { () throws(WorkbookError) in try workbook.lessonBook() }
    }

    /// A step of the whole check, as it is reached: what a command shows as the check goes.
    package enum Step: Sendable {
        /// The faults found without building.
        case files([CheckFault])
        /// The stages are being built and proved.
        case building
        /// The faults the stage contract shows, and whether the answer was kept from an earlier check.
        case contract([CheckFault], kept: Bool)
        /// The generated mutants are being made.
        case generating
        /// One stage's catalog of generated mutants, and the fault it shows, if any.
        case catalog(MutantCatalog, fault: CheckFault?)
        /// The faults of the workbook's committed catalogs of generated mutants, in the file named.
        case committedCatalogs([CheckFault], file: String)
        /// The checks of the stages' suites that no mutant needs and the manifest does not mark redundant, and the
        /// marks that do not hold (see `RedundantChecks`).
        case redundantChecks([CheckFault])
    }

    /// What the proof of the contract gives besides its faults: where each stage's suite catches each of the stage's
    /// hand-written mutants.
    package struct ProvedContract: Sendable, Codable, Equatable {
        package var problems: [CheckFault]
        /// By stage, the lines of its suite each of its mutants fails on, in the manifest's order (see
        /// `SuiteChecks.caughtAt`).
        package var ownMutantsCaughtAt: [Int: [[String]?]]
    }

    /// The whole check, each step told to `step` as it is reached: every fault of the files, the contract and the
    /// generated mutants, in that order. `fixing`, the workbook's committed catalogs of generated mutants are made
    /// afresh and written first (see `CommittedCatalogs`), once the contract holds: a catalog records what the suites
    /// kill, and a faulty suite's would be wrong.
    package func run(fixing: Bool = false, step: (Step) -> Void) throws -> [CheckFault] {
        let files = problemsInTheFiles()
        step(.files(files))
        step(.building)
        let (proved, kept) = try problemsInTheContract()
        let contract = proved.problems
        step(.contract(contract, kept: kept))
        step(.generating)
        if fixing && contract.isEmpty { try writeGeneratedMutants() }
        var catalogFaults: [CheckFault] = []
        let catalogs = try generatedMutants()
        for catalog in catalogs {
            let fault = catalog.made > 0 ? catalog.problem.map { CheckFault(.unnamed, .generatedCatalog($0)) } : nil
            step(.catalog(catalog, fault: fault))
            if let fault { catalogFaults.append(fault) }
        }
        let committed = problemsInTheCommittedCatalogs()
        step(.committedCatalogs(committed, file: kata.paths.generatedMutants))
        let judged = contract.isEmpty ? RedundantChecks(workbook: workbook, kata: kata).problems(catalogs: catalogs, ownMutants: proved.ownMutantsCaughtAt)
            : (faults: [], unmarked: [])
        let redundant = judged.faults + judged.unmarked
        step(.redundantChecks(redundant))
        return files + contract + catalogFaults + committed + redundant
    }

    /// The marks of redundant checks that do not hold, and the checks of the stages' suites no mutant needs that the
    /// manifest does not mark, as the committed catalogs of generated mutants that are fresh and `contract`'s runs of
    /// the hand-written mutants show them (see `RedundantChecks`).
    package func problemsOfTheChecks(_ contract: ProvedContract) -> [CheckFault] {
        let generated = GeneratedMutants(workbook: workbook, kata: kata), committed = generated.committed, entries = committed.entries()
        let fresh = kata.stages.compactMap { stage -> MutantCatalog? in
            guard case .fresh(let catalog) = committed.state(in: entries, stage: stage.number, madeFrom: generated.madeFrom(stage)) else { return nil }
            return catalog
        }
        let judged = RedundantChecks(workbook: workbook, kata: kata).problems(catalogs: fresh, ownMutants: contract.ownMutantsCaughtAt)
        return judged.faults + judged.unmarked
    }

    /// The lessons, or none when LESSONS.md cannot be read (which `problemsInTheFiles` reports).
    private var lessonBook: LessonBook { (try? lessons.get()) ?? LessonBook(text: "") }

    /// What is wrong without building, one fault each, naming the stage or file.
    package func problemsInTheFiles() -> [CheckFault] {
        let mentioned = KataListCheck.problems(in: workbook).filter { $0.names.contains { $0.contains(kata.id) } }
        var unreadable: [CheckFault] = []
        if case .failure(let error) = lessons { unreadable.append(CheckFault(.unnamed, .lesson(.unreadable("\(error)")))) }
        return unreadable + CatalogCheck.problems(of: kata, in: workbook, lessons: lessonBook)
            + mentioned.map { CheckFault(.unnamed, .list($0)) } + cleanStartProblems()
    }

    /// What the stage contract shows wrong, by building every stage's reference, suite and mutants; and whether
    /// the answer was kept from an earlier check.
    ///
    /// A contract with no fault is kept under a fingerprint of everything it was proved from (the manifest, the
    /// suites, the references, the lessons, the limits and the tool's build), so that a contributor's second run
    /// proves again only a kata that changed. A fault is never kept: it is proved afresh each time.
    package func problemsInTheContract() throws -> (proved: ProvedContract, kept: Bool) {
        let kept = KeptResults<ProvedContract>(file: workbook.scratchDirectory.appending(path: "\(kata.id)/contract.json"))
        let key = contractKey()
        if let proved = kept.value(for: key), proved.problems.isEmpty { return (proved, true) }
        var prover = KataProver(workbook: workbook, kata: kata, limits: limits)
        prover.runsHollowSuites = true
        let outcome = try prover.prove()
        let proved = ProvedContract(problems: Self.problems(in: outcome, of: kata, in: workbook, lessons: lessonBook),
                                    ownMutantsCaughtAt: Dictionary(uniqueKeysWithValues: outcome.stages.map { result in
                                        let files = SwiftSource.files(under: workbook.acceptanceSuite(kata, at: .after(result.stage))).map(\.path)
                                        return (result.stage.number, result.againstMutants.map { $0.flatMap { SuiteChecks.caughtAt($0, suiteFiles: files) } })
                                    }))
        if proved.problems.isEmpty { kept.save(proved, for: key) }
        return (proved, false)
    }

    /// Everything the contract's proof depends on, as one text.
    /// The catalog of generated mutants of every stage, as the workbook committed it where that is fresh, else made
    /// unless kept: how many mutants the workbook's suite kills of those that compile, and which it lets through.
    package func generatedMutants() throws -> [MutantCatalog] {
        let generated = GeneratedMutants(workbook: workbook, kata: kata)
        let stages = kata.stages
        // Two at a time: a catalog's runs of its mutants are a few at once, and its compiles one after another.
        return try concurrently(stages.count, lanes: 2) { try generated.catalog(of: stages[$0]) }
    }

    /// Makes every catalog of generated mutants the kata's proofs read, afresh but for those this build of the tool
    /// kept, and writes them as the workbook's committed catalogs.
    package func writeGeneratedMutants() throws {
        let generated = GeneratedMutants(workbook: workbook, kata: kata), stages = kata.stages
        let entries = try concurrently(stages.count, lanes: 2) { index in
            let stage = stages[index], key = generated.madeFrom(stage)
            return CommittedCatalogs.Entry(stage: stage.number, madeFrom: key, catalog: try generated.madeCatalog(of: stage, madeFrom: key))
        }
        try generated.committed.write(entries)
    }

    /// What is wrong with the workbook's committed catalogs of generated mutants: one missing, stale or edited by
    /// hand, or one no proof reads; each fault names the stage and the command that writes them again.
    package func problemsInTheCommittedCatalogs() -> [CheckFault] {
        let generated = GeneratedMutants(workbook: workbook, kata: kata)
        let committed = generated.committed, entries = committed.entries()
        let file = kata.paths.generatedMutants
        var problems = kata.stages.compactMap { stage -> CheckFault? in
            let fault: CommittedCatalogFault? = switch committed.state(in: entries, stage: stage.number, madeFrom: generated.madeFrom(stage)) {
            case .fresh: nil
            case .missing: .missing(file: file)
            case .stale: .stale(file: file)
            case .handEdited: .handEdited(file: file)
            }
            return fault.map { CheckFault(.stage(kata: kata.id, stage.number), .committedCatalog($0)) }
        }
        let read = Set(kata.stages.map(\.number))
        problems += entries.filter { !read.contains($0.stage) }.map {
            CheckFault(.kata(kata.id), .committedCatalog(.unread(file: file, stage: $0.stage)))
        }
        return problems
    }

    private func contractKey() -> String {
        // Not the marks of redundant checks, which the proof does not read (see `RedundantChecks`).
        let manifest = JSONStyle.text(of: kata.withoutRedundantMarks)
        let lessons = lessonBook.sections(ofKata: kata.id).map(\.body)
        let folders = SourceFiles.fingerprint(of: [kata.paths.suites, kata.paths.references].map { workbook.root.appending(path: $0) })
        return ([manifest, folders, "\(limits.test)", "\(limits.build)", workbook.buildPath.rawValue] + lessons).joined(separator: .keyPartSeparator)
    }

    /// The learner's folders as shipped hold the clean start: `00-start`'s code and suite.
    private func cleanStartProblems() -> [CheckFault] {
        [(workbook.learnerCode(kata), workbook.reference(kata, at: .cleanStart)),
         (workbook.learnerTests(kata), workbook.acceptanceSuite(kata, at: .cleanStart))].compactMap { learner, start in
            SourceFiles.fingerprint(of: [learner]) == SourceFiles.fingerprint(of: [start]) ? nil
                : CheckFault(.kata(kata.id), .files(.notTheCleanStart(learner: workbook.relativePath(learner), start: workbook.relativePath(start))))
        }
    }

    /// What a lesson's red says the compiler prints that it does not (or says it does not that it does), and its
    /// quotes that no build can hold to the compiler's words.
    private static func quoteProblems(_ lesson: String, against previous: Verdict, before: Snapshot) -> [LessonFault] {
        let reading = QuotedCompilerMessages.reading(ofRedToExpect: lesson)
        let real = previous.diagnostics.map { $0.message.collapsingSpaces }
        let says = { (quoted: String) -> Bool in real.contains { $0.contains(quoted) } }
        return reading.expected.filter { !says($0) }.map { .quoteNotSaid($0, before: before, said: real) }
            + reading.absent.filter(says).map { .absentQuoteSaid($0, before: before) }
            + reading.unchecked.map(LessonFault.quoteUnchecked) + reading.unmarked.map(LessonFault.unmarkedQuote)
    }

    /// The faults a kata's proof outcome shows, each naming the stage.
    static func problems(in outcome: KataProver.Outcome, of kata: Kata, in workbook: Workbook, lessons: LessonBook) -> [CheckFault] {
        var problems: [CheckFault] = []
        if outcome.cleanStart.colour != .green { problems.append(CheckFault(.kata(kata.id), .contract(.cleanStartNotGreen(outcome.cleanStart)))) }
        // The tests of the stage before's suite, as its run against its own code names them (the clean start has none).
        var earlierTests: Set<String>? = []
        for result in outcome.stages {
            let stage = result.stage
            let name = CheckFault.Subject.provedStage(kata: kata.id, stage.number, slug: stage.slug, kind: stage.kind)
            let fault = { CheckFault(name, .contract($0)) }
            let before = Snapshot.before(stage, of: kata)
            let expected = stage.kind.verdictAgainstPreviousStage
            let previous = result.againstPreviousStage
            if previous.colour != expected { problems.append(fault(.againstTheStageBefore(before: before, expected: expected, previous))) }
            if expected == .amber {
                let suiteFolder = workbook.relativePath(workbook.acceptanceSuite(kata, at: .after(stage))) + "/"
                if previous.diagnostics.isEmpty || !previous.diagnostics.allSatisfy({ $0.location.path.hasPrefix(suiteFolder) }) {
                    problems.append(fault(.errorsOutsideTheSuite(before: before, suiteFolder: suiteFolder, paths: previous.diagnostics.map(\.location.path))))
                }
            }
            problems += quoteProblems(lessons.section(ofKata: kata.id, stage: stage.number)?.body ?? "", against: previous, before: before)
                .map { CheckFault(name, .lesson($0)) }
            let own = result.againstOwnCode
            if own.colour != .green { problems.append(fault(.ownCodeNotGreen(own))) }
            let tests = own.colour == .green ? Set(own.passes.map(\.name.qualified)) : nil
            if let tests, let earlierTests {
                let retired = Set(stage.retires)
                problems += earlierTests.subtracting(tests).subtracting(retired).sorted().map { fault(.testDropped($0, before: before)) }
                problems += retired.subtracting(earlierTests.subtracting(tests)).sorted().map { fault(.retiresNoTest($0, before: before)) }
                if [.redAssert, .redCrash].contains(stage.kind) {
                    let passing = Set(previous.passes.map(\.name.qualified))
                    problems += tests.subtracting(earlierTests).intersection(passing).sorted().map { fault(.newTestPassesBefore($0, before: before)) }
                }
            }
            earlierTests = tests
            if let hollow = result.hollowAgainstFirstMutant, hollow.colour != .green, let first = stage.mutants.first {
                problems.append(fault(.hollowCatchesFirstMutant(first.name, hollow)))
            }
            // Hollowed, an assertion's expression is not run, so a mutant that traps inside one lives: it must also
            // be an assertion's failure, not a crash, when the suite is whole.
            if let first = stage.mutants.first, let caught = result.againstMutants.first ?? nil, [.crashed, .timedOut].contains(caught.colour) {
                problems.append(fault(.firstMutantStopsTheRun(first.name, caught)))
            }
            // What a lesson says a weaker test would let through, it lets through, and it passes against the stage's code.
            for (weaker, verdicts) in zip(stage.weakerTests, result.weakerTests) {
                if verdicts.ownCode.colour != .green {
                    problems.append(fault(.weakerTestNotGreen(lets: weaker.lets, verdicts.ownCode)))
                } else if verdicts.mutant.colour != .green {
                    problems.append(fault(.weakerTestCatches(lets: weaker.lets, says: weaker.says, verdicts.mutant)))
                }
            }
            // A mutant whose text is not in its file has no verdict: a fault of the files, reported there.
            for (mutant, verdict) in zip(stage.mutants, result.againstMutants) {
                guard let verdict, !verdict.colour.isTestFailure else { continue }
                problems.append(fault(verdict.colour == .amber ? .mutantDoesNotCompile(mutant.name, verdict) : .mutantNotCaught(mutant.name, verdict.colour)))
            }
        }
        return problems
    }
}
