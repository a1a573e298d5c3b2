import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Runs a set of tests against a stage's reference code, its mutants and the stage before, in one build.
///
/// Every version of the code is a target of one scratch package and the tests are built once per version,
/// each copy importing its version under the kata's module name. A version the tests do not compile against
/// is set aside (see `PackageBuilder.tolerantRun`).
struct StageProver: Sendable {
    let workbook: Workbook
    let kata: Kata
    /// The stage whose reference, mutants and generated mutants the tests are run against.
    let stage: Stage
    let limits: RunLimits

    /// A version of the code under test in the proof package.
    private struct Version {
        var code: ScratchPackage.CodeTarget
        var tests: ScratchPackage.TestTarget
        var mutant: Mutant?
    }

    /// The proof that the tests in `tests` (the learner's, or the workbook's suite) give about the stage.
    ///
    /// Under a confinement (a grade), the versions are built one after the other in the same package folder, each as
    /// the kata's module with the tests' own target name, and the code's source emptied before the tests run: a test
    /// can tell the reference from a mutant or the stage before only by its behaviour, not by a module, type or path
    /// name, nor by the text of the code.
    func prove(tests: URL, side: TestSide, scratchName: String) throws -> StageProof {
        let builder = PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits)
        if side == .learner, limits.confinement == nil, builder.isDirect {
            return try proveWithSchemata(tests: tests, scratchName: scratchName, by: builder)
        }
        var proof = try proveByHand(tests: tests, side: side, scratchName: scratchName)
        // A learner's tests are then run against the generated mutants, beside the proof (see `generatedOutcomes`).
        guard side == .learner, proof.passReference else { return proof }
        let generated = try generatedOutcomes(tests: tests, besideTheProofIn: scratchName)
        proof.againstGenerated = generated.control
        proof.guards = generated.guards
        return proof
    }

    /// The proof of the learner's tests outside grading, built directly: the stage's mutant schemata is one more
    /// version of the code in the proof's package, which holds the generated mutants and the stage's own hand-written
    /// ones that compile in it. Its runs go with those against the other versions (the reference, a hand-written
    /// mutant that does not compile in it, the stage before), and count once the run against the reference and its
    /// own with no mutant on have passed.
    private func proveWithSchemata(tests: URL, scratchName: String, by builder: any PackageBuilder) throws -> StageProof {
        let versions = try self.versions(tests: tests, side: .learner), reference = versions[0]
        let folder = workbook.scratchDirectory.appending(path: "\(kata.id)/\(scratchName)")
        let generated = GeneratedMutants(workbook: workbook, kata: kata)
        let catalog = try generated.catalog(of: stage)
        guard !catalog.counted.isEmpty || !catalog.stageMutantSites.isEmpty else {
            return try proveByHand(tests: tests, side: .learner, scratchName: scratchName)
        }
        let schemata = try generated.proofTargets(learnerTests: tests, of: catalog, stage: stage, in: folder, reference: reference.code.name)
        let switchOf = { (version: Version) in version.mutant.flatMap { catalog.stageMutantSites[$0.name] } }
        let apart = versions.dropFirst().filter { switchOf($0) == nil }
        let package = ScratchPackage(directory: folder, module: kata.module, codeTargets: [reference.code] + apart.map(\.code) + [schemata.code],
                                     testTargets: [reference.tests] + apart.map(\.tests) + [schemata.tests], moduleCache: workbook.moduleCache)
        let built = try builder.readied(package)
        // The mutants run beside the other versions and the run with none on, which then settles them.
        let switches = versions.compactMap(switchOf) + catalog.counted.map(\.site.id)
        let parts = try concurrently(2) { index -> ProofRuns in
            index == 0 ? .versions(try built.run(switches: [nil], targets: nil, limits: limits).compactMapValues { $0[nil] })
                : .mutants(try generated.runEarly(switches, in: built, target: schemata.tests.name, limits: limits))
        }
        guard case .versions(var verdicts) = parts[0], case .mutants(let early) = parts[1] else { preconditionFailure("the proof's two parts") }
        let control = verdicts[schemata.tests.name] ?? Verdict(colour: .amber)
        guard verdicts[reference.tests.name]?.colour == .green else { return proof(of: versions, verdicts) }
        guard control.colour == .green else {
            // The tests tell the schemata with no mutant on from the reference: its mutants prove nothing, and the
            // stage's own are built apart.
            var proof = try proveByHand(tests: tests, side: .learner, scratchName: scratchName)
            proof.againstGenerated = catalog.counted.isEmpty ? nil : control.colour
            proof.guards = guards(of: catalog, [0: control])
            return proof
        }
        let runs = try generated.settled(early, control: control, in: built, target: schemata.tests.name, limits: limits)
        for version in versions {
            if let number = switchOf(version) { verdicts[version.tests.name] = runs[number] }
        }
        var proof = self.proof(of: versions, verdicts)
        if !catalog.counted.isEmpty {
            proof.againstGenerated = control.colour
            proof.guards = guards(of: catalog, runs)
        }
        return proof
    }

    /// One of the two things a proof with the schemata runs at the same time.
    private enum ProofRuns: Sendable {
        /// The verdicts against each version but the schemata's mutants, by test target name.
        case versions([String: Verdict])
        /// The verdicts against the schemata's mutants, by switch.
        case mutants([Int: Verdict])
    }

    /// The proof by the stage's reference, its hand-written mutants and the stage before.
    private func proveByHand(tests: URL, side: TestSide, scratchName: String) throws -> StageProof {
        let versions = try self.versions(tests: tests, side: side)
        let verdicts: [String: Verdict]
        if limits.confinement != nil {
            verdicts = try verdictsApart(versions, tests: tests, side: side, scratchName: scratchName)
        } else {
            let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/\(scratchName)"),
                                         module: kata.module, codeTargets: versions.map(\.code), testTargets: versions.map(\.tests),
                                         moduleCache: workbook.moduleCache)
            switch try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).tolerantRun(package, required: [versions[0].tests.name]) {
            case .failed(let verdict): return StageProof(againstReference: verdict)
            case .ran(let ran): verdicts = ran
            }
        }
        return proof(of: versions, verdicts)
    }

    /// The proof the verdicts of the tests against `versions` give, by each version's test target name.
    private func proof(of versions: [Version], _ verdicts: [String: Verdict]) -> StageProof {
        var proof = StageProof(againstReference: verdicts[versions[0].tests.name] ?? Verdict(colour: .amber))
        guard proof.passReference else { return proof }
        for version in versions.dropFirst() {
            let colour = verdicts[version.tests.name]?.colour ?? .amber
            if let mutant = version.mutant {
                proof.mutants.append(.init(name: mutant.name, wrong: mutant.wrong, colour: colour))
            } else if colour != .amber {
                proof.againstPreviousStage = colour
            }
        }
        return proof
    }

    /// What the runs of a set of tests against the counted mutants of `catalog` (by switch) say of each.
    private func guards(of catalog: MutantCatalog, _ runs: [Int: Verdict]) -> [StageProof.GuardOutcome] {
        catalog.counted.map { mutant in
            StageProof.GuardOutcome(stage: mutant.stage, stageTitle: kata.stage(mutant.stage)?.title ?? "", check: mutant.check,
                                    colour: runs[mutant.site.id]?.colour ?? .amber)
        }
    }

    /// The learner's tests against the generated mutants of the stage, which hold every earlier stage's behaviour too:
    /// the colour with none switched on, and each mutant's outcome; nothing when the stage has none. Beside the proof
    /// in the folder `scratchName`, built directly, the tests compiled against the reference there are linked with the
    /// schemata; built by SwiftPM, in a folder beside it of their own, since a package of another shape in the proof's
    /// folder has SwiftPM build both anew each time (a verify after a change of the tests 8.3 s, against 2.5 s apart,
    /// measured), and the stage's catalog's folder is shared by every copy of the workbook (the self-check's). With
    /// none (`nil`), they are built in the folder of the stage's catalog, whose schemata is built already.
    func generatedOutcomes(tests: URL, besideTheProofIn scratchName: String?) throws
        -> (control: VerdictColour?, guards: [StageProof.GuardOutcome]) {
        let generated = GeneratedMutants(workbook: workbook, kata: kata)
        let catalog = try generated.catalog(of: stage)
        let counted = catalog.counted
        guard !counted.isEmpty else { return (nil, []) }
        let place = scratchName.map { name -> GeneratedMutants.LearnerBuild in
            let proof = workbook.scratchDirectory.appending(path: "\(kata.id)/\(name)")
            return PackageBuilders.buildsDirectly(workbook) ? .besideTheProof(proof) : .apart(proof.appendingPathExtension("generated"))
        }
        let verdicts = try generated.run(learnerTests: tests, of: catalog, stage: stage, building: place ?? .inTheCatalogsFolder, limits: limits)
        return (verdicts[0]?.colour ?? .amber, guards(of: catalog, verdicts))
    }

    /// The verdict of the tests against each version, by the version's test target name: one after the other, each
    /// version built as the kata's module in the same package folder, with the tests' own target name (see `prove`);
    /// a version that does not build is amber.
    private func verdictsApart(_ versions: [Version], tests: URL, side: TestSide, scratchName: String) throws -> [String: Verdict] {
        var verdicts: [String: Verdict] = [:]
        // The reference last: the generated mutants' build that follows in the same folder finds its module built.
        for version in versions.dropFirst() + versions.prefix(1) {
            let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/\(scratchName)"), module: kata.module,
                                         codeTargets: [.init(name: kata.module, source: version.code.source)],
                                         testTargets: [.init(name: kata.learnerTestModule, side: side, folder: tests)], moduleCache: workbook.moduleCache)
            switch try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).tolerantRun(package) {
            case .failed(let verdict): verdicts[version.tests.name] = verdict
            case .ran(let ran): verdicts[version.tests.name] = ran[kata.learnerTestModule] ?? Verdict(colour: .amber)
            }
        }
        return verdicts
    }

    /// The reference first, then each mutant, then the stage before where it can compile with the tests.
    private func versions(tests: URL, side: TestSide) throws -> [Version] {
        let reference = workbook.reference(kata, at: .after(stage))
        let testModule = kata.learnerTestModule
        func version(_ suffix: String, code: ScratchPackage.Mirror, mutant: Mutant? = nil) -> Version {
            let codeName = kata.module + suffix
            return Version(code: .init(name: codeName, source: code),
                           tests: .init(name: testModule + suffix, side: side, folder: tests, code: codeName, module: testModule), mutant: mutant)
        }
        var versions = [version("", code: .init(folder: reference))]
        for (index, mutant) in stage.mutants.enumerated() {
            versions.append(version("Mutant\(index + 1)", code: try workbook.mutated(kata, stage: stage, by: mutant), mutant: mutant))
        }
        // The stage before cannot hold the API of a compile-error stage; its fake-it mutant stands in for it.
        if stage.kind == .redAssert || stage.kind == .redCrash {
            versions.append(version("Previous", code: .init(folder: workbook.reference(kata, at: .before(stage, of: kata)))))
        }
        return versions
    }
}
