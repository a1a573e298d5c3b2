import Foundation

/// Grades a learner's work stage by stage without their progress, as a teacher's grader does on a fresh clone.
///
/// The suites of the stages from the graded one to the last are run against the learner's code in one package
/// (those that do not compile are set aside); the highest that passes is the stage the code has reached. Their
/// verdicts are kept in the scratch folder under the fingerprint of the code and the suite, so that grading the
/// next stage of the same work builds nothing again.
struct Grader: Sendable {
    let workbook: Workbook
    let limits: RunLimits

    init(workbook: Workbook, timeout: Duration = Command.defaultTimeout) {
        self.workbook = workbook
        self.limits = RunLimits(test: timeout)
    }

    /// The grade of `stage` (see `StageGrade` for what passes).
    func grade(_ kata: Kata, stage: Stage) throws -> StageGrade {
        let suites = try suiteVerdicts(kata, from: stage.number)
        let work = WorkFingerprint(code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata))
        guard let reached = suites.keys.sorted(by: >).first(where: { suites[$0]?.colour == .green }), let reachedStage = kata.stage(reached) else {
            let verdict = suites[stage.number] ?? Verdict(colour: .amber)
            return StageGrade(stage: stage, verification: StageVerification(kata: kata, stage: stage, verdict: verdict, work: work))
        }
        guard reached == stage.number else {
            let verdict = suites[reached] ?? Verdict(colour: .green)
            return StageGrade(stage: stage, reached: reached, verification: StageVerification(kata: kata, stage: reachedStage, verdict: verdict, work: work))
        }
        // A grader cannot know the code before a refactor: a refactor stage is graded on its behaviour and its proof.
        var verification = try Verifier(workbook: workbook, timeout: limits.test).verify(kata, stage: stage, history: StageHistory(refactorWaived: true))
        verification.refactor = nil
        if verification.stageDone {
            return StageGrade(stage: stage, reached: reached, testsProved: reached, verification: verification)
        }
        // Tests already at the next stage's red fail against the code that passes this stage: they prove it if
        // they prove the next stage (pass against its reference, catch its mutants).
        if let next = kata.stage(stage.number + 1), verification.learnerTestsFail, !verification.workbookTestsFail {
            let proof = try StageProver(workbook: workbook, kata: kata, stage: next, limits: limits)
                .prove(tests: workbook.learnerTests(kata), side: .learner, scratchName: "proof")
            if proof.holds {
                return StageGrade(stage: stage, reached: reached, testsProved: next.number, verification: verification)
            }
        }
        return StageGrade(stage: stage, reached: reached, verification: verification)
    }

    /// The verdict of each suite from stage `first` to the last against the learner's code, by stage number.
    func suiteVerdicts(_ kata: Kata, from first: Int) throws -> [Int: Verdict] {
        let code = SourceFiles.fingerprint(of: [workbook.learnerCode(kata)])
        let stages = kata.stages.filter { $0.number >= first }
        let keys = Dictionary(uniqueKeysWithValues: stages.map { stage in
            (stage.number, [kata.id, "\(stage.number)", "\(limits.test)", code,
                            SourceFiles.fingerprint(of: [workbook.acceptanceSuite(kata, at: .after(stage))])].joined(separator: "\u{1E}"))
        })
        let kept = KeptResults<Verdict>(file: workbook.scratchDirectory.appending(path: "\(kata.id)/grading.json"), capacity: 64)
        var verdicts: [Int: Verdict] = [:]
        for stage in stages {
            if let key = keys[stage.number], let verdict = kept.value(for: key) { verdicts[stage.number] = verdict }
        }
        let missing = stages.filter { verdicts[$0.number] == nil }
        guard !missing.isEmpty else { return verdicts }
        let targetName = { (stage: Stage) in Verifier.workbookTarget + stage.folderName.prefix(2) }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/grading"), module: kata.module,
                                     code: workbook.learnerCode(kata), testTargets: missing.map { stage in
            .init(name: targetName(stage), side: .workbook, folder: workbook.acceptanceSuite(kata, at: .after(stage)))
        })
        switch try TolerantBuild(workbook: workbook, framework: kata.framework, limits: limits).run(package) {
        case .failed(let verdict):
            // The code itself does not compile (or the build ran past its limit): every suite gets that verdict.
            for stage in missing { verdicts[stage.number] = verdict }
        case .ran(let byTarget):
            for stage in missing {
                verdicts[stage.number] = (byTarget[targetName(stage)] ?? Verdict(colour: .amber)).requiringWorkbookTests()
            }
        }
        kept.save(Dictionary(uniqueKeysWithValues: missing.compactMap { stage in
            keys[stage.number].flatMap { key in verdicts[stage.number].map { (key, $0) } }
        }))
        return verdicts
    }
}
