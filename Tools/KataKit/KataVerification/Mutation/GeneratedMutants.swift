import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// The generated mutants of a kata's stages: each stage's catalog, made once from its reference code and the workbook's
/// suite and kept under their fingerprint, and the runs of a set of tests against a stage's counted mutants.
///
/// Both build the stage's mutant schemata (see `MutantSchemata`) once, along the workbook's build path, and run the
/// tests once per mutant.
struct GeneratedMutants: Sendable {
    let workbook: Workbook
    let kata: Kata

    /// The version of the catalogs: what changes every catalog when the way mutants are counted, or their stage
    /// found, changes (the generator's source changes them by itself, see `madeFrom`).
    private static let generation = "schemata-8"
    /// A compiler error in the schemata's file, with its line and column.
    private static let schemataError = SharedRegex(/KataMutantSchemata\.swift:(\d+):(\d+): error:/)

    /// The folder of the catalogs and their builds: the workbook's own, shared by every learner a teacher grades.
    var folder: URL { workbook.scratchDirectory.appending(path: "mutants/\(kata.id)") }

    /// The catalog of `stage`, read from the workbook's committed catalogs where one there is fresh (see
    /// `CommittedCatalogs`), else made now unless it was kept: its mutants counted where the stage's suite kills them.
    /// A refactor stage's are its own refactored code's.
    func catalog(of stage: Stage) throws -> MutantCatalog {
        let key = madeFrom(stage)
        if case .fresh(let catalog) = committed.state(stage: stage.number, madeFrom: key) {
            return catalog
        }
        return try madeCatalog(of: stage, madeFrom: key)
    }

    /// The catalog of `stage`, made now unless this build of the tool kept it, whatever the workbook has committed;
    /// `key` is what it is made from (see `madeFrom`).
    func madeCatalog(of stage: Stage, madeFrom key: String) throws -> MutantCatalog {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kept = KeptResults<MutantCatalog>(file: folder.appending(path: "catalogs.json"), capacity: 128)
        if let catalog = kept.value(for: key) { return catalog }
        // One maker of a stage's catalog at a time (two gradings of one class may need it at once), and one writer of
        // the file that keeps them all.
        return try locked(folder.appending(path: "\(stage.folderName).lock")) {
            if let catalog = kept.value(for: key) { return catalog }
            let catalog = try make(stage)
            try locked(folder.appending(path: "catalogs.lock")) { kept.save(catalog, for: key) }
            return catalog
        }
    }

    /// The workbook's committed catalogs of the kata.
    var committed: CommittedCatalogs { CommittedCatalogs(file: workbook.root.appending(path: kata.paths.generatedMutants)) }

    /// The fingerprint of everything the catalog of `stage` is made from: the way mutants are made (`generation`, and
    /// the generator's own source where the workbook holds it), the references and suites up to the stage's own (an
    /// earlier catalog gives a mutant its stage, see `countedBefore`), and the hand-written mutants up to `stage`.
    func madeFrom(_ stage: Stage) -> String {
        let upTo = kata.stages.filter { $0.number <= stage.number }
        let references = upTo.map { workbook.reference(kata, at: .after($0)) }
        let suites = upTo.map { workbook.acceptanceSuite(kata, at: .after($0)) }
        let handWritten = handWrittenMutants(upTo: stage).map { "\($0.stage) \($0.mutant.file) \($0.mutant.find) \($0.mutant.replace)" }
        // Its bytes, not its code alone: reading past comments costs a verify a fifth of a second, every time.
        let generator = SourceFiles.fingerprint(of: [workbook.root.appending(path: Self.generatorSource)])
        let key = [Self.generation, generator, kata.id, "\(stage.number)", SourceFiles.fingerprint(of: references + suites),
                   SourceFiles.fingerprint(ofText: handWritten.joined(separator: .keyFieldSeparator))].joined(separator: .keyPartSeparator)
        return SHA256.hexString(SHA256.hash(Data(key.utf8)))
    }

    /// The folder of the tool's source that makes the mutants: any change there makes every committed catalog stale
    /// (`kata check --fix` writes them again). A change of how they are counted changes `generation`.
    static let generatorSource = "Tools/KataKit/KataModel/Mutation"

    /// Where a learner's tests are built with a stage's schemata.
    enum LearnerBuild {
        /// In the folder of the stage's proof, which compiled the tests against the reference: linked with the
        /// schemata, the proof's compile serves both.
        case besideTheProof(URL)
        /// In a folder of their own (SwiftPM's path, where the proof's compile is not shared): the tests compiled
        /// against the schemata.
        case apart(URL)
        /// In the folder of the stage's catalog, whose schemata is built there already: for tests checked with no
        /// proof to share a compile with.
        case inTheCatalogsFolder
    }

    /// Runs the learner's `tests` against the counted mutants of `catalog`, the catalog of `stage`, built at `place`,
    /// under `limits`: the verdict of each run by switch, 0 being the reference behind the same switch.
    ///
    /// The schemata holds every mutant that compiled, as the catalog's own does, so its text is the same from run to
    /// run and the catalog's build of it serves; only the counted ones are switched on.
    func run(learnerTests tests: URL, of catalog: MutantCatalog, stage: Stage, building place: LearnerBuild, limits: RunLimits) throws -> [Int: Verdict] {
        let schemata = schemata(of: stage, keeping: kept(by: catalog))
        let build = switch place {
        case .besideTheProof(let folder):
            try self.build(tests, side: .learner, schemata: schemata, in: folder, limits: limits, interface: workbook.reference(kata, at: .after(stage)))
        case .apart(let folder):
            try self.build(tests, side: .learner, schemata: schemata, in: folder, limits: limits)
        case .inTheCatalogsFolder:
            try self.build(tests, side: .learner, schemata: schemata, in: folder.appending(path: stage.folderName), limits: limits)
        }
        return try run(build, switches: [0] + catalog.counted.map(\.site.id), limits: limits)
    }

    /// The schemata of `catalog` (the catalog of `stage`) as a code target and a test target of a package of the stage's
    /// proof in `folder`, for the learner's `tests`: compiled against the module of the reference, the proof's code
    /// target `reference`, as the proof compiles them for the reference, and linked with the schemata. Built with the
    /// proof's other versions, its run there switches nothing on; `runEarly` and `settled` run it once per mutant.
    func proofTargets(learnerTests tests: URL, of catalog: MutantCatalog, stage: Stage, in folder: URL, reference: String) throws
        -> (code: ScratchPackage.CodeTarget, tests: ScratchPackage.TestTarget) {
        let code = folder.appending(path: "schemata"), name = kata.module + "Schemata"
        try writeIfChanged(schemata(of: stage, keeping: kept(by: catalog)).source, to: code.appending(path: MutantSchemata.fileName))
        var target = ScratchPackage.TestTarget(name: kata.learnerTestModule + "Schemata", side: .learner, folder: tests, code: name,
                                               module: kata.learnerTestModule)
        target.interface = reference
        target.input = 0
        return (.init(name: name, source: .init(folder: code)), target)
    }

    /// Runs the tests of the test target `target` of `built` (see `proofTargets`) against the mutants of the
    /// schemata's `switches`, while their run with none on is made beside them: each under the least time a mutant's
    /// run is given, which is all most runs need (see `settled`).
    func runEarly(_ switches: [Int], in built: any BuiltPackage, target: String, limits: RunLimits) throws -> [Int: Verdict] {
        try runs(of: target, in: built, switches: switches, each: min(limits.test, Self.shortestMutantRun), limits: limits)
    }

    /// The runs of `runEarly` once the run with no mutant on gave `control`: none when it did not pass; those that ran
    /// past their limit run again, given more time (see `confirmingLimit`): a time-out counts as the mutant caught, so
    /// one that only a busy machine made (a class graded beside other work) must not count for tests that catch
    /// nothing. The verdict of each run by switch, 0 being `control`.
    func settled(_ early: [Int: Verdict], control: Verdict, in built: any BuiltPackage, target: String, limits: RunLimits) throws -> [Int: Verdict] {
        guard control.colour == .green else { return [0: control] }
        let limit = max(mutantLimit(after: control, within: limits), Self.confirmingLimit(within: limits))
        let again = limit > min(limits.test, Self.shortestMutantRun) ? early.filter { $0.value.colour == .timedOut }.map(\.key).sorted() : []
        let rerun = again.isEmpty ? [:] : try runs(of: target, in: built, switches: again, each: limit, limits: limits)
        return early.merging(rerun) { $1 }.merging([0: control]) { $1 }
    }

    /// The least time a mutant's run that timed out early is given again before its time-out is kept: four times the
    /// least a mutant's run is given, within the limit of a run.
    private static func confirmingLimit(within limits: RunLimits) -> Duration {
        min(limits.test, shortestMutantRun * 4)
    }

    /// The sites a learner's schemata holds: every mutant that compiled in the catalog's, the stage's own hand-written
    /// ones too, so that its text is the same from run to run.
    private func kept(by catalog: MutantCatalog) -> Set<Int> {
        Set(catalog.counted.map(\.site.id) + catalog.survivors.map(\.id) + catalog.stageMutantSites.values)
    }

    /// The schemata of `stage`'s reference: its generated mutants and the earlier stages' hand-written ones that still
    /// apply, or those of `kept` alone.
    private func schemata(of stage: Stage, keeping kept: Set<Int>? = nil) -> MutantSchemata {
        MutantSchemata(files: SwiftSource.files(under: workbook.reference(kata, at: .after(stage))), handWritten: handWrittenMutants(upTo: stage),
                       keeping: kept)
    }

    /// The hand-written mutants of the stages up to `stage`, its own last: those of the stages before it are mutants
    /// of its behaviour like the generated ones; its own are proved apart (see `MutantCatalog.stageMutantSites`).
    private func handWrittenMutants(upTo stage: Stage) -> [(stage: Int, mutant: Mutant)] {
        kata.stages.filter { $0.number <= stage.number }.flatMap { earlier in earlier.mutants.map { (earlier.number, $0) } }
    }

    /// Makes the catalog of `stage`: the schemata of every mutant that compiles, and the workbook's suite of the
    /// stage run once per mutant; each one it kills belongs to the first stage whose suite kills it (see
    /// `firstStages`).
    private func make(_ stage: Stage) throws -> MutantCatalog {
        var catalog = MutantCatalog(stage: stage.number)
        var schemata = schemata(of: stage)
        // The stage's own hand-written mutants are in the schemata for the learner's proof, not counted here; each in
        // its first form alone (one that does not compile is built apart), so that no round is spent on a second.
        let own = { (schemata: MutantSchemata) in Set(stage.mutants.flatMap { schemata.sites(of: $0, stage: stage.number).map(\.id) }) }
        catalog.made = schemata.sites.count - own(schemata).count
        let secondForms = Set(stage.mutants.flatMap { schemata.sites(of: $0, stage: stage.number).dropFirst().map(\.id) })
        schemata = schemata.keeping(Set(schemata.sites.map(\.id)).subtracting(secondForms))
        let suite = workbook.acceptanceSuite(kata, at: .after(stage)), scratch = folder.appending(path: stage.folderName)
        let limits = RunLimits(test: Defaults.testRunTimeout)
        // Each build drops the mutants its compile errors are on; a few rounds leave those that compile. An error on a
        // line with no site drops the stage's own hand-written ones first, which a proof then builds apart.
        var build = try self.build(suite, side: .workbook, schemata: schemata, in: scratch, limits: limits)
        var dropped = Set<Int>()
        for _ in 0..<8 where !build.errors.isEmpty {
            let blamed = schemata.sites(blamedFor: build.errors, dispensable: own(schemata))
            guard !blamed.isEmpty else { break }
            dropped.formUnion(blamed)
            schemata = schemata.keeping(Set(schemata.sites.map(\.id)).subtracting(blamed))
            build = try self.build(suite, side: .workbook, schemata: schemata, in: scratch, limits: limits)
        }
        if build.errors.isEmpty { (schemata, build) = try retried(dropped, schemata, build, suite: suite, in: scratch, limits: limits) }
        if build.errors.isEmpty, !schemata.redundantForms.isEmpty {
            schemata = schemata.keeping(Set(schemata.sites.map(\.id)).subtracting(schemata.redundantForms))
            build = try self.build(suite, side: .workbook, schemata: schemata, in: scratch, limits: limits)
        }
        if let error = build.errors.first {
            catalog.problem = .schemataDoesNotCompile(line: error.line)
            return catalog
        }
        guard !schemata.sites.isEmpty else { return catalog }
        let generated = schemata.sites.filter { !own(schemata).contains($0.id) }
        catalog.stageMutantSites = Dictionary(uniqueKeysWithValues: stage.mutants.compactMap { mutant in
            schemata.sites(of: mutant, stage: stage.number).first.map { (mutant.name, $0.id) }
        })
        let verdicts = try run(build, switches: [0] + generated.map(\.id), limits: limits)
        guard verdicts[0]?.colour == .green else {
            catalog.problem = .controlNotGreen(verdicts[0]?.colour)
            return catalog
        }
        let killed = generated.filter { verdicts[$0.id]?.colour.isTestFailure == true }
        catalog.survivors = generated.filter { verdicts[$0.id]?.colour == .green }
        let earlier = try firstStages(killing: Set(killed.map(\.id)), of: schemata, before: stage, limits: limits)
        let inherited = try countedBefore(stage, sameAs: killed)
        let firstWithTheCheck = firstStageWithTheSameCheck(upTo: stage)
        let suiteFiles = SwiftSource.files(under: suite).map(\.path)
        catalog.counted = killed.map { site in
            let own = verdicts[site.id] ?? Verdict(colour: .red)
            let caughtAt = SuiteChecks.caughtAt(own, suiteFiles: suiteFiles)
            let (number, verdict, failingAlready) = earlier[site.id] ?? (stage.number, own, [])
            if let same = inherited[site.id], same.stage < number { return .init(site: site, stage: same.stage, check: same.check, caughtAt: caughtAt) }
            if let sameCheck = firstWithTheCheck(own), sameCheck < number {
                return .init(site: site, stage: sameCheck, check: own.firstWorkbookCheck(), caughtAt: caughtAt)
            }
            return .init(site: site, stage: number, check: verdict.firstWorkbookCheck(besides: failingAlready), caughtAt: caughtAt)
        }
        return catalog
    }

    /// `schemata` and its build `built`, which compiles, with the generated sites of `dropped` put back that compile
    /// once the hand-written ones dropped with them stay out: an earlier stage's hand-written mutant made as
    /// statements puts what the lines after it declare out of their scope, and the errors it causes there fall on
    /// the generated sites of those lines. A few rounds, each dropping what is blamed again; the first build if none
    /// compiles.
    private func retried(_ dropped: Set<Int>, _ schemata: MutantSchemata, _ built: SchemataBuild, suite: URL, in scratch: URL, limits: RunLimits) throws
        -> (MutantSchemata, SchemataBuild) {
        var retrying = dropped.filter { !schemata.isHandWritten($0) }, triedOne = false
        for _ in 0..<3 where !retrying.isEmpty {
            let candidate = schemata.keeping(Set(schemata.sites.map(\.id)).union(retrying))
            let build = try self.build(suite, side: .workbook, schemata: candidate, in: scratch, limits: limits)
            if build.errors.isEmpty { return (candidate, build) }
            triedOne = true
            let blamed = candidate.sites(blamedFor: build.errors).intersection(retrying)
            guard !blamed.isEmpty else { break }
            retrying.subtract(blamed)
        }
        // The folder then holds the build of a schemata that does not compile: the one that does is built again.
        return (schemata, triedOne ? try self.build(suite, side: .workbook, schemata: schemata, in: scratch, limits: limits) : built)
    }

    /// A schemata built with a set of tests: ready to run, or the schemata's compile errors, by line and column.
    struct SchemataBuild {
        var built: any BuiltPackage
        var target: String
        var errors: [(line: Int, column: Int)]
    }

    /// Builds `schemata` with `tests` in the package folder `scratch`: the tests compiled against the module of the
    /// reference code in `interface` when given (the same declarations), else against the schemata's own.
    func build(_ tests: URL, side: TestSide, schemata: MutantSchemata, in scratch: URL, limits: RunLimits,
                       interface reference: URL? = nil) throws -> SchemataBuild {
        let code = scratch.appending(path: "schemata")
        try writeIfChanged(schemata.source, to: code.appending(path: MutantSchemata.fileName))
        let schemataTarget = reference == nil ? kata.module : kata.module + "Schemata"
        var target = ScratchPackage.TestTarget(name: side == .workbook ? Verifier.workbookTarget : kata.learnerTestModule, side: side, folder: tests,
                                               code: schemataTarget)
        var codeTargets = [ScratchPackage.CodeTarget(name: schemataTarget, source: .init(folder: code))]
        if let reference {
            codeTargets.insert(.init(name: kata.module, source: .init(folder: reference)), at: 0)
            target.interface = kata.module
        }
        let package = ScratchPackage(directory: scratch, module: kata.module, codeTargets: codeTargets, testTargets: [target], moduleCache: workbook.moduleCache)
        let built = try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).readied(package)
        let errors = (built.failureLog(of: schemataTarget) ?? "").split(separator: "\n").compactMap { line -> (line: Int, column: Int)? in
            guard let match = Self.schemataError.firstMatch(in: line),
                  let number = Int(match.output.1), let column = Int(match.output.2) else { return nil }
            return (number, column)
        }
        return SchemataBuild(built: built, target: target.name, errors: errors)
    }

    /// Runs a built schemata's tests once per switch: the reference first, and then, when it passes, each mutant
    /// under a limit a few times the reference's run, so that a mutant that makes a test wait for good (a
    /// continuation never resumed) is stopped early.
    func run(_ build: SchemataBuild, switches: [Int], limits: RunLimits) throws -> [Int: Verdict] {
        let control = try build.built.run(switches: [0], targets: [build.target], limits: limits)[build.target]?[0]
        return try runMutants(build, switches: switches, control: control ?? Verdict(colour: .amber), limits: limits)
    }

    /// Runs a built schemata's tests once per switch of `switches` but 0, when their run with none on (`control`)
    /// passed (see `run(_:switches:limits:)`): the verdict of each run by switch, 0 being `control`.
    private func runMutants(_ build: SchemataBuild, switches: [Int], control: Verdict, limits: RunLimits) throws -> [Int: Verdict] {
        guard control.colour == .green else { return [0: control] }
        return try runs(of: build.target, in: build.built, switches: switches.filter { $0 != 0 }, each: mutantLimit(after: control, within: limits),
                        limits: limits).merging([0: control]) { $1 }
    }

    /// The verdict of each run, by switch, of the test target `target` of `built` once per switch of `switches`, each
    /// run given `limit` (the rest of `limits` as they are).
    func runs(of target: String, in built: any BuiltPackage, switches: [Int], each limit: Duration, limits: RunLimits) throws -> [Int: Verdict] {
        var runLimits = limits
        runLimits.test = limit
        let verdicts = try built.run(switches: switches, targets: [target], limits: runLimits)[target] ?? [:]
        return Dictionary(uniqueKeysWithValues: verdicts.compactMap { key, verdict in key.map { ($0, verdict) } })
    }

    /// The least time a mutant's run is given before it counts as timed out.
    private static let shortestMutantRun = Duration.milliseconds(1500)

    /// The time a mutant's run is given when the run with none on took `control`'s: a few times as long, so that a
    /// mutant that makes a test wait for good is stopped early, and never less than the least nor more than `limits`.
    func mutantLimit(after control: Verdict, within limits: RunLimits) -> Duration {
        min(limits.test, max(Self.shortestMutantRun, (control.duration ?? .zero) * 5))
    }

    private func writeIfChanged(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? String(contentsOf: file, encoding: .utf8)) != text { try text.write(to: file, atomically: true, encoding: .utf8) }
    }

    /// `body`, run while this process holds an exclusive lock on `file`.
    private func locked<Value>(_ file: URL, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(file.path, O_CREAT | O_RDWR, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
