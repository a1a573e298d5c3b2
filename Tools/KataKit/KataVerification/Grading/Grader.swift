import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Grades a learner's work stage by stage without their progress, as a teacher's grader does on a fresh clone.
///
/// The suites of the stages from the graded one to the last are run against the learner's code in one package
/// (those that do not compile are set aside); the highest that passes is the stage the code has reached. Their
/// verdicts are kept in the scratch folder under the fingerprint of the code and the suite, so that grading the
/// next stage of the same work builds nothing again.
package struct Grader: Sendable {
    let workbook: Workbook
    let limits: RunLimits

    package init(workbook: Workbook, timeout: Duration = Defaults.testRunTimeout) {
        self.init(workbook: workbook, limits: RunLimits(test: timeout))
    }

    package init(workbook: Workbook, limits: RunLimits) {
        self.workbook = workbook
        self.limits = limits
    }

    /// The grade of `stage` (see `StageGrade` for what passes).
    package func grade(_ kata: Kata, stage: Stage) throws -> StageGrade {
        let suites = try suiteVerdicts(kata, from: stage.number)
        guard let reached = highestReached(kata, suites), let reachedStage = kata.stage(reached) else {
            let verdict = suites[stage.number] ?? Verdict(colour: .amber)
            return StageGrade(stage: stage, verification: StageVerification(kata: kata, stage: stage, verdict: verdict))
        }
        guard reached == stage.number else {
            // A stage below the one reached is credited by the proof of the stage reached: the same that credits it.
            let top = try grade(kata, stage: reachedStage)
            var grade = StageGrade(stage: stage, reached: reached, verification: top.verification, proof: top.proof)
            grade.refactorMissing = refactorMissing(kata, stage.number, keptBy: reached)
            return grade
        }
        // A refactor stage is graded on its evidence, its behaviour and the proof on its own code, as a verify is.
        let verification = try Verifier(workbook: workbook, limits: limits).verify(kata, stage: stage)
        if verification.stageDone {
            return StageGrade(stage: stage, reached: reached, testsProved: reached, verification: verification, proof: verification.proof)
        }
        // Tests already at the next stage's red fail against the code that passes this stage: they prove it if
        // they prove the next stage (pass against its reference, catch its mutants).
        if let next = kata.stage(stage.number + 1), verification.learnerTestsFail, !verification.workbookTestsFail {
            let proof = try StageProver(workbook: workbook, kata: kata, stage: next, limits: limits)
                .prove(tests: workbook.learnerTests(kata), side: .learner, scratchName: "proof")
            if proof.holds {
                return StageGrade(stage: stage, reached: reached, testsProved: next.number, verification: verification, proof: proof)
            }
        }
        return StageGrade(stage: stage, reached: reached, verification: verification, proof: verification.proof)
    }

    /// The highest stage whose suite passed, among `suites` (verdicts by stage number), a refactor stage counting
    /// only when its refactor is in the learner's work: its suite holds the stage before's behaviour, so passing it
    /// says nothing of the refactor, and would let the stage before pass on its behaviour with no proof.
    private func highestReached(_ kata: Kata, _ suites: [Int: Verdict]) -> Int? {
        suites.filter { $0.value.colour == .green && refactorMissing(kata, $0.key).isEmpty }.keys.max()
    }

    /// What the learner's work lacks of the refactor of stage `number`, one sentence per check; none for a stage
    /// that is not a refactor.
    private func refactorMissing(_ kata: Kata, _ number: Int) -> [String] {
        guard let stage = kata.stage(number), stage.kind == .refactor else { return [] }
        return RefactorCheck(stage.evidence, code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata)).missing
    }

    /// What the learner's work lacks of the refactor of stage `number`, where the work of a later stage `reached`
    /// still shows that refactor (see `Workbook.refactorUndone`). A student who went past a refactor without making
    /// it does not get it.
    private func refactorMissing(_ kata: Kata, _ number: Int, keptBy reached: Int) -> [String] {
        guard let stage = kata.stage(number), let later = kata.stage(reached) else { return [] }
        return workbook.refactorUndone(kata, stage, keptBy: later)
    }

    /// The verdict of each suite from stage `first` to the last against the learner's code, by stage number; the
    /// last one's alone when it passes and its refactor, if any, is made.
    func suiteVerdicts(_ kata: Kata, from first: Int) throws -> [Int: Verdict] {
        let code = SourceFiles.fingerprint(of: [workbook.learnerCode(kata)])
        let stages = kata.stages.filter { $0.number >= first }
        // Code that declares an assertion of the frameworks would make every suite pass; unsafe code reads what it likes.
        let refused = workbook.refusedSourceErrors(kata)
        guard refused.isEmpty else {
            return Dictionary(uniqueKeysWithValues: stages.map { ($0.number, Verdict(colour: .amber, diagnostics: refused)) })
        }
        let keys = Dictionary(uniqueKeysWithValues: stages.map { stage in
            (stage.number, [kata.id, "\(stage.number)", "\(limits.test)", workbook.buildPath.rawValue, code,
                            SourceFiles.fingerprint(of: [workbook.acceptanceSuite(kata, at: .after(stage))])].joined(separator: .keyPartSeparator))
        })
        let kept = KeptResults<Verdict>(file: workbook.scratchDirectory.appending(path: "\(kata.id)/grading.json"), capacity: 64)
        var verdicts: [Int: Verdict] = [:]
        for stage in stages {
            if let key = keys[stage.number], let verdict = kept.value(for: key) { verdicts[stage.number] = verdict }
        }
        // The last stage's suite first, alone, unless its verdict is kept: a class is mostly graded once it has
        // finished, and a green there is the stage reached, which is all a grade needs of the suites below it (the
        // highest green; each stage below is credited by the proof of the stage reached, not by its own suite). It
        // runs in the verify's package (see `Verifier.package`): the verify that grading the stage reached makes
        // then builds nothing again.
        if let last = stages.last {
            if verdicts[last.number] == nil {
                try run([last], in: Verifier(workbook: workbook, limits: limits).package(kata, stage: last), into: &verdicts,
                        kata: kata, keys: keys, kept: kept) { _ in Verifier.workbookTarget }
            }
            if verdicts[last.number]?.colour == .green, refactorMissing(kata, last.number).isEmpty { return verdicts }
        }
        let missing = stages.filter { verdicts[$0.number] == nil }
        guard !missing.isEmpty else { return verdicts }
        let targetName = { (stage: Stage) in Verifier.workbookTarget + stage.folderName.prefix(2) }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/grading"), module: kata.module,
                                     code: workbook.learnerCode(kata), isLearners: true, testTargets: missing.map { stage in
            .init(name: targetName(stage), side: .workbook, folder: workbook.acceptanceSuite(kata, at: .after(stage)))
        }, moduleCache: workbook.moduleCache)
        try run(missing, in: package, into: &verdicts, kata: kata, keys: keys, kept: kept, targetName: targetName)
        return verdicts
    }

    /// Builds `package`, which holds the suite of each stage of `missing` against the learner's code as the test
    /// target `targetName` names, and runs it, into `verdicts`; keeps each under its key of `keys` in `kept`.
    private func run(_ missing: [Stage], in package: ScratchPackage, into verdicts: inout [Int: Verdict], kata: Kata, keys: [Int: String],
                     kept: KeptResults<Verdict>, targetName: (Stage) -> String) throws {
        switch try PackageBuilders.chosen(workbook: workbook, framework: kata.framework, limits: limits).tolerantRun(package) {
        case .failed(let verdict):
            // The code itself does not compile (or the build ran past its limit): every suite gets that verdict.
            for stage in missing { verdicts[stage.number] = verdict }
        case .ran(let byTarget):
            for stage in missing {
                verdicts[stage.number] = (byTarget[targetName(stage)] ?? Verdict(colour: .amber)).requiringWorkbookTests()
            }
        }
        // A verdict cut short by the student's deadline, or a time-out that another student's work may have caused,
        // says nothing of another grading's.
        kept.save(Dictionary(uniqueKeysWithValues: missing.compactMap { stage in
            keys[stage.number].flatMap { key in verdicts[stage.number].flatMap { limits.keeps(timedOut: $0.colour == .timedOut) ? (key, $0) : nil } }
        }))
    }
}

extension Grader {
    /// How far the learner's work on `kata` goes: the stages graded in order, the last that passes being the one reached.
    ///
    /// Grading every stage in turn gives the same as this, at the cost of one survey: the stages before the highest
    /// suite the code passes pass on its behaviour, and that stage passes when their tests prove it.
    package func standing(_ kata: Kata) throws -> KataStanding {
        let clock = ContinuousClock()
        let suites = try suiteVerdicts(kata, from: 1)
        var standing = KataStanding(reached: 0, cells: kata.stages.map { _ in .notReached }, notes: kata.stages.map { _ in .notReached },
                                    times: kata.stages.map { suites[$0.number]?.duration ?? .zero })
        func mark(_ number: Int, _ cell: KataStanding.Cell, _ note: StageNote) {
            guard standing.cells.indices.contains(number - 1) else { return }
            standing.cells[number - 1] = cell
            standing.notes[number - 1] = note
        }
        /// A stage the code passes and `grade` does not: unproved, or timed out when its tests ran past their limit.
        func notPassed(_ number: Int, _ grade: StageGrade, _ shortfall: GradeShortfall) {
            mark(number, grade.timedOut ? .failing(.timedOut) : .unproved, grade.timedOut ? .timedOut(shortfall) : .unproved(shortfall))
        }
        func failing(_ number: Int) {
            guard let verdict = suites[number] else { return }
            mark(number, .failing(verdict.colour), .suiteFails(verdict))
        }
        guard let highest = highestReached(kata, suites), let stage = kata.stage(highest) else {
            failing(1)
            return standing
        }
        let start = clock.now
        let grade = try grade(kata, stage: stage)
        standing.times[highest - 1] += clock.now - start
        for number in 1..<highest {
            guard let below = kata.stage(number) else { continue }
            var cell = StageGrade(stage: below, reached: highest, verification: grade.verification, proof: grade.proof)
            cell.refactorMissing = refactorMissing(kata, number, keptBy: highest)
            if let shortfall = cell.shortfall {
                if !cell.refactorMissing.isEmpty {
                    mark(number, .notPassed, .refactorNotMade(cell.refactorMissing))
                } else {
                    notPassed(number, cell, shortfall)
                }
            } else {
                mark(number, .passed, .passesOnTheSuiteOf(reached: highest))
            }
        }
        if let shortfall = grade.shortfall {
            notPassed(highest, grade, shortfall)
        } else {
            mark(highest, .passed, .passes)
        }
        let refactorMissing = refactorMissing(kata, highest + 1)
        if let next = suites[highest + 1], next.colour == .amber {
            mark(highest + 1, .notStarted, .notStarted(next))
        } else if !refactorMissing.isEmpty {
            mark(highest + 1, .notPassed, .refactorNotMade(refactorMissing))
        } else {
            failing(highest + 1)
        }
        // The stages credited in order, up to the first that is not.
        standing.reached = standing.cells.prefix(highest).prefix { $0 == .passed }.count
        return standing
    }
}
