import Foundation
import KataModel
import KataResults
import KataRunning

/// Runs every stage's suite of a kata against its own reference code, the stage before and each of its mutants,
/// in one scratch package: the evidence for the red-green contract and the stage proof.
///
/// Each snapshot of the reference code and each mutant is a code target; each stage's suite is a test target per
/// version it runs against, importing that version under the kata's module name (built directly, the suite is
/// compiled once for the stage's code and its mutants, whose interface is the same, and linked with each), and once
/// more against the first mutant, run hollowed. A suite that does not compile against the stage before is set aside
/// with its errors (see `TolerantBuild`).
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
        var testTargets = [ScratchPackage.TestTarget(name: "CleanStart", side: .workbook, folder: workbook.acceptanceSuite(kata, at: .cleanStart),
                                                     code: codeName(0))]
        for stage in kata.stages {
            let own = codeName(stage.number), module = "Stage\(stage.number)"
            let suite = try self.suite(of: stage)
            codeTargets.append(.init(name: own, source: .init(folder: workbook.reference(kata, at: .after(stage)))))
            testTargets.append(.init(name: module, side: .workbook, source: suite, code: own))
            testTargets.append(.init(name: "\(module)Before", side: .workbook, source: suite, code: codeName(stage.number - 1), module: module))
            for (index, mutant) in stage.mutants.enumerated() {
                let name = "\(own)Mutant\(index + 1)"
                codeTargets.append(.init(name: name, source: try workbook.mutated(kata, stage: stage, by: mutant)))
                testTargets.append(.init(name: "\(module)Mutant\(index + 1)", side: .workbook, source: suite, code: name, module: module))
            }
            if runsHollowSuites, !stage.mutants.isEmpty {
                testTargets.append(.init(name: "\(module)Hollow", side: .workbook, source: suite, code: "\(own)Mutant1", module: module,
                                         environment: [HollowSuite.switchVariable: "1"]))
            }
        }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/stages"),
                                     module: kata.module, codeTargets: codeTargets, testTargets: testTargets, moduleCache: workbook.moduleCache)
        let verdicts: [String: Verdict]
        switch try TolerantBuild(workbook: workbook, framework: kata.framework, limits: limits).run(package) {
        case .failed(let verdict): throw ProofError.cannotProve(kata: kata.id, "the package of every stage did not build: \(verdict.explanation)")
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
