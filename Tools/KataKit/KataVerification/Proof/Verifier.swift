import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Runs the workbook's suites and the learner's tests against the learner's code or the reference code.
package struct Verifier: Sendable {
    let workbook: Workbook
    let limits: RunLimits

    package init(workbook: Workbook, timeout: Duration = Defaults.testRunTimeout) {
        self.init(workbook: workbook, limits: RunLimits(test: timeout))
    }

    init(workbook: Workbook, limits: RunLimits) {
        self.workbook = workbook
        self.limits = limits
    }

    /// The workbook's acceptance suite is the test target `WorkbookTests` in every scratch package.
    static let workbookTarget = "WorkbookTests"

    /// Verifies the learner's work on `stage`: their code, their tests and the stage's suite in one build; on
    /// green, the proof their tests give, and on a refactor stage whether the refactor was made.
    ///
    /// The proof depends on the learner's tests, not on their code, so it is kept and reused until the tests
    /// change. When it must be made again and its package was built before, it is made at the same time as the
    /// verify: a red verdict then costs the time of the slower of the two builds, and the next green finds it ready.
    package func verify(_ kata: Kata, stage: Stage) throws -> StageVerification {
        let refused = workbook.refusedSourceErrors(kata)
        guard refused.isEmpty else {
            return StageVerification(kata: kata, stage: stage, verdict: Verdict(colour: .amber, diagnostics: refused))
        }
        let package = package(kata, stage: stage)
        let cache = KeptResults<StageProof>(file: scratch(kata, "proof.json"))
        let key = proofKey(kata, stage: stage)
        let cached = cache.value(for: key)
        // Beside the verify only when the proof package was built before: two first builds at once cost more than
        // they save, and the first verify of a kata is rarely green.
        let proveNow = cached == nil && ["proof/direct", "proof/.build"].contains { FileManager.default.fileExists(atPath: scratch(kata, $0).path) }
        let clock = ContinuousClock()
        let outcomes = try concurrently(proveNow ? 2 : 1) { index -> VerifyPart in
            let start = clock.now
            if index == 0 {
                do {
                    let (run, direct) = try self.run(package, kata)
                    return .verdict(run.verdict(of: package, in: workbook, limits: limits).requiringWorkbookTests(), builtDirectly: direct, took: clock.now - start)
                } catch let refusal as ObjectRefusal {
                    // What a grade refuses, a green would hide: the learner hears it at once, as amber, with no build
                    // left to look into.
                    return .verdict(.refused(refusal.findings), builtDirectly: true, took: clock.now - start)
                }
            }
            return .proof(try learnerProof(kata, stage: stage, keptIn: cache, as: key), took: clock.now - start)
        }
        guard case .verdict(var verdict, let direct, let suitesTook) = outcomes[0] else { preconditionFailure("the verify's first part is its verdict") }
        if verdict.colour == .amber, !direct, let own = try targetAlone(kata.learnerTestModule, of: package, kata, when: verdict, hasNoErrorsIn: kata.paths.workspace + "/") {
            verdict.diagnostics = (own.verdict.diagnostics + verdict.diagnostics).uniqued()
        }
        var verification = StageVerification(kata: kata, stage: stage, verdict: verdict)
        if verdict.colour == .amber {
            let reference = workbook.reference(kata, at: .after(stage)), suite = workbook.acceptanceSuite(kata, at: .after(stage))
            let code = Self.declaredNames(in: workbook.learnerCode(kata))
            verification.missingNames = Self.missingNames(reference: reference, suite: suite, codeDeclares: code)
            verification.suiteHelperNames = Self.suiteHelpers(suite).subtracting(Self.declaredNames(in: reference))
            let stageNames = Self.declaredNames(in: reference).union(Self.declaredNames(in: suite)).union(code)
            verification.knownNames = stageNames.union(Self.declaredNames(in: workbook.learnerTests(kata)))
            // Not less the learner's tests' names: `let item = source.item(...)` declares the name it is ahead with.
            let later = kata.stages.filter { $0.number > stage.number }
                .flatMap { [workbook.reference(kata, at: .after($0)), workbook.acceptanceSuite(kata, at: .after($0))] }
            verification.laterNames = Set(later.flatMap { Self.declaredNames(in: $0) }).subtracting(stageNames)
            let codeFolder = kata.paths.learnerCode + "/", suiteFolder = kata.paths.suites + "/"
            let codeAndSuiteClean = !verdict.diagnostics.contains {
                $0.location.path.hasPrefix(codeFolder) || $0.location.path.hasPrefix(suiteFolder)
            } && !verdict.hasUnplacedErrors
            if direct {
                verification.workbookSuiteCompiled = codeAndSuiteClean
            } else if codeAndSuiteClean, let alone = try targetAlone(Self.workbookTarget, of: package, kata, when: verdict, hasNoErrorsIn: suiteFolder) {
                // SwiftPM's build stops at the first target that fails: whether the workbook's suite compiles against
                // the learner's code, and with which errors, is known once it is built alone. Whether the learner's
                // errors are the stage's red or slips of their own rests on it.
                verification.workbookSuiteCompiled = alone.compiled
                verification.verdict.diagnostics = (verdict.diagnostics + alone.verdict.diagnostics).uniqued()
            }
            // A LESSONS.md that cannot be read names no red; the verdict stands without it.
            if let lesson = (try? workbook.lessonBook())?.section(ofKata: kata.id, stage: stage.number) {
                verification.lessonQuotes = QuotedCompilerMessages.reading(ofRedToExpect: lesson.body).expected
            }
        }
        verification.durations.suites = suitesTook
        verification.recorded = try package.keepFilesWritten(byTestTarget: kata.learnerTestModule).map(workbook.relativePath)
        guard verdict.colour == .green else { return verification }
        if case .proof(let proof, let took) = outcomes.last {
            verification.proof = proof
            verification.durations.proof = took
        } else if let cached {
            verification.proof = cached
        } else {
            let start = clock.now
            verification.proof = try learnerProof(kata, stage: stage, keptIn: cache, as: key)
            verification.durations.proof = clock.now - start
        }
        if stage.kind == .refactor {
            verification.refactor = RefactorCheck(stage.evidence, code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata))
        }
        // An earlier refactor this work undoes, where this stage's reference keeps it: a grade would not pass it.
        verification.undoneRefactors = kata.stages.filter { $0.number < stage.number }.compactMap { earlier in
            let missing = workbook.refactorUndone(kata, earlier, keptBy: stage)
            return missing.isEmpty ? nil : UndoneRefactor(stage: earlier, missing: missing)
        }
        return verification
    }

    /// The verify's package: the learner's code, their tests and the stage's suite.
    func package(_ kata: Kata, stage: Stage) -> ScratchPackage {
        ScratchPackage(directory: scratch(kata, "learner"), module: kata.module, code: workbook.learnerCode(kata), isLearners: true, testTargets: [
            .init(name: kata.learnerTestModule, side: .learner, folder: workbook.learnerTests(kata)),
            .init(name: Self.workbookTarget, side: .workbook, folder: workbook.acceptanceSuite(kata, at: .after(stage))),
        ], moduleCache: workbook.moduleCache)
    }

    /// The proof of the learner's tests, made now and kept in `cache` under `key`.
    private func learnerProof(_ kata: Kata, stage: Stage, keptIn cache: KeptResults<StageProof>, as key: String) throws -> StageProof {
        let proof = try StageProver(workbook: workbook, kata: kata, stage: stage, limits: limits)
            .prove(tests: workbook.learnerTests(kata), side: .learner, scratchName: "proof")
        if limits.keeps(timedOut: proof.hasTimeOut) { cache.save(proof, for: key) }
        return proof
    }

    /// Builds the verify's package and runs its tests (see `PackageBuilders.chosen`), and whether it was built directly.
    /// The learner's objects are held to the kata's allowance first, as a grade's are.
    private func run(_ package: ScratchPackage, _ kata: Kata) throws -> (PackageRun, builtDirectly: Bool) {
        var limits = limits
        limits.allowance = workbook.allowance(kata)
        let builder = PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits)
        return (try builder.packageRun(package), builder.isDirect)
    }

    /// A test target of the verify's package built alone by SwiftPM, when the failed build has errors but none under
    /// `files`: whether it compiled, and its build's verdict. SwiftPM's build stops at the first target that fails (a
    /// direct build compiles every target whose code compiled, and its log holds all their errors).
    private func targetAlone(_ target: String, of package: ScratchPackage, _ kata: Kata, when verdict: Verdict, hasNoErrorsIn files: String) throws
        -> (compiled: Bool, verdict: Verdict)? {
        guard !verdict.diagnostics.isEmpty, !verdict.diagnostics.contains(where: { $0.location.path.hasPrefix(files) }) else { return nil }
        return try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).builtAlone(target, of: package)
    }

    /// The names a stage's reference code and its suite's helpers (functions and types, not a test's locals)
    /// declare, and the code (whose names are `code`) does not: what a compile error about the stage's contract names.
    private static func missingNames(reference: URL, suite: URL, codeDeclares code: Set<String>) -> Set<String> {
        declaredNames(in: reference).union(suiteHelpers(suite)).subtracting(code)
    }

    /// The helpers a suite declares (functions and types, not a test's locals).
    private static func suiteHelpers(_ suite: URL) -> Set<String> {
        declaredNames(in: suite, keywords: "func|struct|class|enum|actor|protocol|typealias")
    }

    /// The names the Swift files under `folder` declare, of the kinds `keywords` names (all kinds when `nil`).
    static func declaredNames(in folder: URL, keywords: String? = nil) -> Set<String> {
        Set(SwiftSource.files(under: folder).flatMap { SwiftSource($0.text).declarations(named: #"[A-Za-z_][A-Za-z0-9_]*"#, keywords: keywords).map(\.name) })
    }

    /// One of the two things a verify makes at the same time.
    private enum VerifyPart: Sendable {
        case verdict(Verdict, builtDirectly: Bool, took: Duration)
        case proof(StageProof, took: Duration)
    }

    /// Everything a proof of the learner's tests depends on: their tests, the stage's snapshots and mutants, and what
    /// its catalog of generated mutants is made from.
    private func proofKey(_ kata: Kata, stage: Stage) -> String {
        let folders = [workbook.learnerTests(kata), workbook.reference(kata, at: .before(stage, of: kata))]
        let mutants = stage.mutants.map { [$0.name, $0.file, $0.find, $0.replace, $0.wrong].joined(separator: .keyFieldSeparator) }
        return ([kata.id, "\(stage.number)", stage.kind.rawValue, "\(limits.test)", workbook.buildPath.rawValue,
                 SourceFiles.fingerprint(of: folders), GeneratedMutants(workbook: workbook, kata: kata).madeFrom(stage)] + mutants)
            .joined(separator: .keyPartSeparator)
    }

    private func scratch(_ kata: Kata, _ name: String) -> URL {
        workbook.scratchDirectory.appending(path: "\(kata.id)/\(name)")
    }
}
