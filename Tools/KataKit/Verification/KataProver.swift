import Foundation

/// Runs every stage's suite of a kata against its own reference code, the stage before and each of its mutants,
/// in one scratch package: the evidence for the red-green contract and the stage proof.
///
/// Each snapshot of the reference code and each mutant is a code target; each stage's suite is a test target per
/// version it runs against, importing that version under the kata's module name (built directly, the suite is
/// compiled once for the stage's code and its mutants, whose interface is the same, and linked with each). A suite that does not compile
/// against the stage before is set aside with its errors (see `TolerantBuild`).
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
        var againstMutants: [Verdict]
        /// The hollowed suite against the first mutant, when hollow suites are run and the stage has mutants.
        var hollowAgainstFirstMutant: Verdict?
    }

    /// How every suite of the kata fared.
    struct Outcome: Sendable {
        /// The clean start's (empty) suite against the clean start's code.
        var cleanStart: Verdict
        var stages: [StageOutcome]
    }

    /// Builds every version once and runs each suite against those it must be run against.
    func prove() throws -> Outcome {
        var codeTargets = [ScratchPackage.CodeTarget(name: codeName(0), source: .init(folder: workbook.reference(kata, at: .cleanStart)))]
        var testTargets = [suite(.cleanStart, "CleanStart", against: codeName(0))]
        for stage in kata.stages {
            let own = codeName(stage.number)
            codeTargets.append(.init(name: own, source: .init(folder: workbook.reference(kata, at: .after(stage)))))
            testTargets.append(suite(.after(stage), "Stage\(stage.number)", against: own))
            testTargets.append(suite(.after(stage), "Stage\(stage.number)Before", against: codeName(stage.number - 1), module: "Stage\(stage.number)"))
            for (index, mutant) in stage.mutants.enumerated() {
                let name = "\(own)Mutant\(index + 1)"
                codeTargets.append(.init(name: name, source: try workbook.mutated(kata, stage: stage, by: mutant)))
                testTargets.append(suite(.after(stage), "Stage\(stage.number)Mutant\(index + 1)", against: name, module: "Stage\(stage.number)"))
            }
            if runsHollowSuites, !stage.mutants.isEmpty {
                testTargets.append(.init(name: "Stage\(stage.number)Hollow", side: .workbook, folder: try hollowSuite(of: stage), code: "\(own)Mutant1"))
            }
        }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/stages"),
                                     module: kata.module, codeTargets: codeTargets, testTargets: testTargets, moduleCache: workbook.moduleCache)
        let verdicts: [String: Verdict]
        switch try TolerantBuild(workbook: workbook, framework: kata.framework, limits: limits).run(package) {
        case .failed(let verdict): throw KataProofError.cannotProve(kata: kata.id, "the package of every stage did not build: \(verdict.explanation)")
        case .ran(let ran): verdicts = ran
        }
        let missing = Verdict(colour: .amber, looseErrors: ["not built"])
        return Outcome(cleanStart: verdicts["CleanStart"] ?? missing, stages: kata.stages.map { stage in
            StageOutcome(stage: stage,
                         againstOwnCode: verdicts["Stage\(stage.number)"]?.requiringWorkbookTests() ?? missing,
                         againstPreviousStage: verdicts["Stage\(stage.number)Before"] ?? missing,
                         againstMutants: stage.mutants.indices.map { verdicts["Stage\(stage.number)Mutant\($0 + 1)"] ?? missing },
                         hollowAgainstFirstMutant: verdicts["Stage\(stage.number)Hollow"])
        })
    }

    /// The stage's suite with its assertions hollowed, written in the kata's scratch folder.
    private func hollowSuite(of stage: Stage) throws -> URL {
        let source = workbook.acceptanceSuite(kata, at: .after(stage))
        let folder = workbook.scratchDirectory.appending(path: "\(kata.id)/hollow/\(stage.folderName)")
        try? FileManager.default.removeItem(at: folder)
        for path in SourceFiles.paths(under: source) {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = try String(contentsOf: source.appending(path: path), encoding: .utf8)
            try (path.hasSuffix(".swift") ? HollowSuite.hollow(text) : text).write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The code target of the reference after stage `number` (0: the clean start).
    private func codeName(_ number: Int) -> String { "\(kata.module)At\(number)" }

    /// The suite of `snapshot` as the test target `name` on the code target `code`, compiled as `module` (shared by the
    /// versions of the code one suite runs against).
    private func suite(_ snapshot: Snapshot, _ name: String, against code: String, module: String? = nil) -> ScratchPackage.TestTarget {
        .init(name: name, side: .workbook, folder: workbook.acceptanceSuite(kata, at: snapshot), code: code, module: module)
    }
}

/// Why a kata's stages could not be proved at all.
enum KataProofError: Error, CustomStringConvertible {
    case cannotProve(kata: String, String)

    var description: String {
        switch self {
        case .cannotProve(let kata, let reason): "\(kata): \(reason)"
        }
    }
}
