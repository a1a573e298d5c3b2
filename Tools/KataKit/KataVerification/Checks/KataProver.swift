import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Runs every stage's suite of a kata against its own reference code, the stage before and each of its mutants,
/// in one scratch package: the evidence for the red-green contract and the stage proof.
///
/// Each snapshot of the reference code is a code target, and so are a stage's mutants: built directly, one mutant
/// schemata of them all; else one each. Each stage's suite is a test target per version it runs against, importing
/// that version under the kata's module name (built directly, the suite is compiled once for the stage's code and its
/// mutants, whose interface is the same), and once more against the first mutant, run hollowed. A suite that does
/// not compile against the stage before is set aside
/// with its errors (see `PackageBuilder.tolerantRun`).
struct KataProver: Sendable {
    let workbook: Workbook
    let kata: Kata
    let limits: RunLimits
    /// Whether each stage's suite is also run hollowed (its assertions made no-ops) against the stage's first
    /// mutant, which then must pass: proof that the stage's assertions, not its waits or traps, catch a mutant.
    var runsHollowSuites = false

    /// How one stage's suite fared against each version of the code.
    struct StageOutcome: Sendable {
        var stage: Stage
        var againstOwnCode: Verdict
        var againstPreviousStage: Verdict
        /// Each mutant's, in the manifest's order; none for a mutant whose text is not in its file, a fault of the files.
        var againstMutants: [Verdict?]
        /// The hollowed suite against the first mutant, when hollow suites are run and the stage has mutants.
        var hollowAgainstFirstMutant: Verdict?
        /// Each weaker test of the stage (see `WeakerTest`), in the manifest's order: the suite with its edit against
        /// the stage's own code and against the mutant it lets through.
        var weakerTests: [(ownCode: Verdict, mutant: Verdict)] = []
    }

    /// How every suite of the kata fared.
    struct Outcome: Sendable {
        /// The clean start's (empty) suite against the clean start's code.
        var cleanStart: Verdict
        var stages: [StageOutcome]
    }

    /// Builds every version once and runs each suite against those it must be run against.
    ///
    /// Built directly, a stage's mutants are one mutant schemata (see `MutantSchemata`) where their edits apply: one
    /// compile and one link for all of them, each run reading its mutant's switch. A mutant the compiler's errors in
    /// a schemata are blamed on takes its other form, then a version of its own, and the proof is built again: what
    /// a stage's verdicts say is then what each mutant apart would give, as SwiftPM's build of every one of them does.
    func prove() throws -> Outcome {
        guard PackageBuilders.buildsDirectly(workbook) else { return try prove(forms: [:]) }
        var forms = Dictionary(uniqueKeysWithValues: kata.stages.filter { !$0.mutants.isEmpty }.map { ($0.number, $0.mutants.map { _ in Int?.some(0) }) })
        guard var outcome = try? prove(forms: forms) else { return try prove(forms: [:]) }
        for pass in 1...3 {
            var next = forms
            for result in outcome.stages {
                guard let stageForms = forms[result.stage.number], result.againstOwnCode.colour != .amber else { continue }
                let unbuilt = result.againstMutants.indices.filter { stageForms[$0] != nil && result.againstMutants[$0]?.colour == .amber }
                guard !unbuilt.isEmpty else { continue }
                let placed = try mutants(of: result.stage, forms: stageForms)
                let errors = unbuilt.flatMap { result.againstMutants[$0]?.diagnostics ?? [] }
                    .filter { $0.severity == .error && $0.location.path.hasSuffix("/" + MutantSchemata.fileName) }
                    .map { (line: $0.location.line, column: $0.location.column ?? 1) }
                let blamed = placed.schemata?.sites(blamedFor: errors) ?? []
                next[result.stage.number] = zip(stageForms, placed.versions).map { form, version in
                    guard let form, let input = version?.input else { return nil }
                    return blamed.isEmpty ? nil : blamed.contains(input) ? form + 1 : form
                }
            }
            let again = Set(next.keys.filter { next[$0] != forms[$0] })
            guard !again.isEmpty else { break }
            // The third time, every mutant of a stage proved again is apart.
            forms = pass == 3 ? next.mapValues { _ in [] } : next
            let mutantsAgain = try prove(forms: forms, mutantsOf: again)
            for (index, result) in outcome.stages.enumerated() {
                guard let proved = mutantsAgain.stages.first(where: { $0.stage.number == result.stage.number }), again.contains(result.stage.number) else { continue }
                outcome.stages[index].againstMutants = proved.againstMutants
                outcome.stages[index].hollowAgainstFirstMutant = proved.hollowAgainstFirstMutant
            }
        }
        return outcome
    }

    /// The proof, with the mutants of each stage in `forms` in a schemata of the stage: for each mutant, which of its
    /// forms (see `MutantSchemata.sites(of:stage:)`), or `nil` for a version of its own. A stage not in `forms`, or
    /// with fewer forms than mutants, has them apart. With `mutantsOf`, only those stages' own code and mutants are run.
    private func prove(forms: [Int: [Int?]], mutantsOf only: Set<Int>? = nil) throws -> Outcome {
        var codeTargets: [ScratchPackage.CodeTarget] = [], testTargets: [ScratchPackage.TestTarget] = []
        if only == nil {
            codeTargets.append(.init(name: codeName(0), source: .init(folder: workbook.reference(kata, at: .cleanStart))))
            testTargets.append(.init(name: "CleanStart", side: .workbook, folder: workbook.acceptanceSuite(kata, at: .cleanStart), code: codeName(0)))
        }
        for stage in kata.stages where only?.contains(stage.number) ?? true {
            let own = codeName(stage.number), module = "Stage\(stage.number)"
            let suite = try self.suite(of: stage)
            codeTargets.append(.init(name: own, source: .init(folder: workbook.reference(kata, at: .after(stage)))))
            // First, as the suite's compile is named after the first target that has it.
            testTargets.append(.init(name: module, side: .workbook, source: suite, code: own))
            if only == nil {
                testTargets.append(.init(name: "\(module)Before", side: .workbook, source: suite, code: codeName(stage.number - 1), module: module))
            }
            let placed = try mutants(of: stage, forms: forms[stage.number] ?? [])
            codeTargets += placed.codeTargets
            let versions = placed.versions
            for (index, version) in versions.enumerated() {
                guard let version else { continue }
                testTargets.append(version.target(named: "\(module)Mutant\(index + 1)", suite: suite, module: module, own: own))
            }
            if runsHollowSuites, let first = versions.first ?? nil {
                testTargets.append(first.target(named: "\(module)Hollow", suite: suite, module: module, own: own,
                                                environment: [HollowSuite.switchVariable: "1"]))
            }
            if only == nil {
                for (index, weaker) in stage.weakerTests.enumerated() {
                    guard let mutant = stage.mutants.first(where: { $0.name == weaker.lets }), workbook.applies(mutant, of: kata, at: stage) else { continue }
                    let name = "\(module)Weaker\(index + 1)", folder = workbook.acceptanceSuite(kata, at: .after(stage))
                    // A weaker test whose text is not once in its file (a fault of the files, reported there) is the suite as it is.
                    let text = (try? String(contentsOf: folder.appending(path: weaker.file), encoding: .utf8)) ?? ""
                    let edited = ScratchPackage.Mirror(folder: folder, replacing: [weaker.file: weaker.applied(to: text) ?? text])
                    codeTargets.append(.init(name: "\(own)Weaker\(index + 1)", source: try workbook.mutated(kata, stage: stage, by: mutant)))
                    testTargets.append(.init(name: name, side: .workbook, source: edited, code: own))
                    testTargets.append(.init(name: name + "Mutant", side: .workbook, source: edited, code: "\(own)Weaker\(index + 1)", module: name))
                }
            }
        }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/stages"),
                                     module: kata.module, codeTargets: codeTargets, testTargets: testTargets, moduleCache: workbook.moduleCache)
        let verdicts: [String: Verdict]
        switch try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).tolerantRun(package) {
        case .failed(let verdict): throw ProofError.stagesNotBuilt(kata: kata.id, verdict)
        case .ran(let ran): verdicts = ran
        }
        let missing = Verdict.unbuilt
        return Outcome(cleanStart: verdicts["CleanStart"] ?? missing, stages: kata.stages.map { stage in
            StageOutcome(stage: stage,
                         againstOwnCode: verdicts["Stage\(stage.number)"]?.requiringWorkbookTests() ?? missing,
                         againstPreviousStage: verdicts["Stage\(stage.number)Before"] ?? missing,
                         againstMutants: stage.mutants.indices.map { index in
                             verdicts["Stage\(stage.number)Mutant\(index + 1)"] ?? (workbook.applies(stage.mutants[index], of: kata, at: stage) ? missing : nil)
                         },
                         hollowAgainstFirstMutant: verdicts["Stage\(stage.number)Hollow"],
                         weakerTests: stage.weakerTests.indices.map { index in
                             (verdicts["Stage\(stage.number)Weaker\(index + 1)"] ?? missing, verdicts["Stage\(stage.number)Weaker\(index + 1)Mutant"] ?? missing)
                         })
        })
    }

    /// Where one mutant of a stage is built: a code target of its own, or a schemata and the switch that turns it on.
    private struct MutantVersion {
        var code: String
        var input: Int?

        /// The test target `name` that runs the stage's `suite` (compiled as `module`) against this version; in a
        /// schemata, the suite is compiled against `own`, the stage's reference, whose declarations it keeps.
        func target(named name: String, suite: ScratchPackage.Mirror, module: String, own: String,
                    environment: [String: String] = [:]) -> ScratchPackage.TestTarget {
            var target = ScratchPackage.TestTarget(name: name, side: .workbook, source: suite, code: code, module: module, environment: environment)
            if let input {
                target.interface = own
                target.input = input
            }
            return target
        }
    }

    /// Where `stage`'s mutants are built, each in the form `forms` gives (see `prove(forms:)`; a mutant past its end is
    /// apart): the schemata of those whose form it has, the code targets (that schemata's and one for each mutant
    /// apart), and the version of each mutant, in order; none for a mutant whose text is not in its file, a fault the
    /// check of the files reports, so that the proof of the rest goes on.
    private func mutants(of stage: Stage, forms: [Int?]) throws
        -> (schemata: MutantSchemata?, codeTargets: [ScratchPackage.CodeTarget], versions: [MutantVersion?]) {
        let own = codeName(stage.number), reference = workbook.reference(kata, at: .after(stage))
        let placing = forms.contains { $0 != nil }
        let files = placing ? SwiftSource.files(under: reference) : []
        let all = MutantSchemata(files: files, handWritten: placing ? stage.mutants.map { (stage.number, $0) } : [])
        let sites = stage.mutants.enumerated().map { index, mutant in
            forms.indices.contains(index) ? forms[index].flatMap { all.sites(of: mutant, stage: stage.number).dropFirst($0).first } : nil
        }
        let kept = Set(sites.compactMap { $0?.id }), name = "\(own)Mutants"
        let schemata = kept.isEmpty ? nil : all.keeping(kept)
        var codeTargets: [ScratchPackage.CodeTarget] = [], versions: [MutantVersion?] = []
        if let schemata {
            codeTargets.append(.init(name: name, source: .init(folder: reference, replacing: Dictionary(uniqueKeysWithValues: files.map { ($0.path, "") }),
                                                               adding: [MutantSchemata.fileName: schemata.source])))
        }
        for (index, mutant) in stage.mutants.enumerated() {
            if let site = sites[index] {
                versions.append(MutantVersion(code: name, input: site.id))
            } else if workbook.applies(mutant, of: kata, at: stage) {
                codeTargets.append(.init(name: "\(own)Mutant\(index + 1)", source: try workbook.mutated(kata, stage: stage, by: mutant)))
                versions.append(MutantVersion(code: "\(own)Mutant\(index + 1)", input: nil))
            } else {
                versions.append(nil)
            }
        }
        return (schemata, codeTargets, versions)
    }

    /// The stage's suite as every version runs it: its assertions made a choice that a hollowed run turns off (see
    /// `HollowSuite.switchable`), so that one build of it runs whole against each version and hollowed against the
    /// first mutant.
    private func suite(of stage: Stage) throws -> ScratchPackage.Mirror {
        let folder = workbook.acceptanceSuite(kata, at: .after(stage))
        var replacing: [String: String] = [:]
        for path in SourceFiles.paths(under: folder) where path.hasSuffix(".swift") {
            replacing[path] = HollowSuite.switchable(try String(contentsOf: folder.appending(path: path), encoding: .utf8))
        }
        return ScratchPackage.Mirror(folder: folder, replacing: replacing, adding: [HollowSuite.switchFile: HollowSuite.switchSource])
    }

    /// The code target of the reference after stage `number` (0: the clean start).
    private func codeName(_ number: Int) -> String { "\(kata.module)At\(number)" }
}
