import Foundation
import KataModel
import KataRendering
import KataRunning
import KataVerification
import KataWorkspace

extension CommandRunner {
    /// `kata verify`: the verdict on the learner's stage, the progress and history updated, a prediction judged and a
    /// commit made when asked; the result also as JSON or JUnit XML when asked.
    func verify(_ kataID: String?, options: VerifyOptions) throws -> ExitStatus {
        let start = ContinuousClock.now
        let progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        try requireLearnerFolders(of: kata)
        let commit = options.commit ? try StageCommit(kata: kata, in: workbook) : nil
        let outcome = try LearnerVerify(workbook: workbook, timeout: options.timeout).run(kata, progress: progress, predicted: options.predicted) { stage in
            notes(CommandLines(style: noteStyle).verifying(stage, of: kata))
        }
        if !outcome.historyWritten { notes(lines.historyNotWritten(after: "verify")) }
        save(outcome.progress)
        let verification = outcome.verification
        let say = options.json ? notes : output
        say(VerificationRenderer(style: options.json ? noteStyle : style).render(verification, redSeen: outcome.redSeen, kataDone: outcome.kataDone))
        if let slips = LogRenderer.slipsNote(outcome.slipsInARow) { say(slips + ".") }
        if let predicted = options.predicted { say(lines.prediction(predicted, actual: verification.verdict.colour)) }
        if let commit { commitAfter(verification, with: commit, saying: say) }
        try write(VerificationJSON(verification, total: ContinuousClock.now - start), as: options)
        return .of(done: verification.stageDone)
    }

    /// `kata verify KATA --stage N`: grades stage N of the learner's work without their progress, writing nothing in `.kata`.
    func grade(_ kataID: String?, _ stageText: String, options: VerifyOptions) throws -> ExitStatus {
        let start = ContinuousClock.now
        guard let kataID else { throw UsageError("--stage grades a kata you name, e.g. `kata verify pizza-menu --stage 5`.") }
        let kata = try workbook.kata(named: kataID)
        let number = try stageNumber(stageText, of: kata)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: stageText, count: kata.stages.count) }
        try requireLearnerFolders(of: kata)
        notes(CommandLines(style: noteStyle).grading(stage, of: kata))
        let grade = try Grader(workbook: workbook, timeout: options.timeout).grade(kata, stage: stage)
        (options.json ? notes : output)(GradeRenderer(style: options.json ? noteStyle : style).render(grade))
        try write(VerificationJSON(grade, total: ContinuousClock.now - start), as: options)
        return .of(done: grade.passed)
    }

    /// Writes `result` as JSON on the output and as JUnit XML to the file, as `options` ask.
    private func write(_ document: @autoclosure () -> VerificationJSON, as options: VerifyOptions) throws {
        guard options.json || options.junit != nil else { return }
        let result = document()
        if let junit = options.junit { try CommandLinePath(junit).write(JUnitReport(result).text()) }
        if options.json { output(result.text()) }
    }

    /// Commits the kata's folder on the stage's expected red, with a red message, or on a stage done, with the
    /// stage's commit message; says what it did either way.
    private func commitAfter(_ verification: StageVerification, with commit: StageCommit, saying say: (String) -> Void) {
        guard let message = StageCommit.message(for: verification.stage, of: verification.kata, done: verification.stageDone,
                                                showsStageRed: verification.learnerShowsStageRed) else {
            say(lines.nothingCommitted)
            return
        }
        do {
            say(try commit.commit(message))
        } catch {
            notes(lines.commitFailed(error))
        }
    }
}
