import Foundation
import KataModel
import KataToolOutput
import KataVerification

/// `kata verify` of the learner's stage as a service: the verdict, and the progress and run history it leaves.
package struct LearnerVerify: Sendable {
    let workbook: Workbook
    let timeout: Duration

    package init(workbook: Workbook, timeout: Duration) {
        self.workbook = workbook
        self.timeout = timeout
    }

    /// What one verify came to.
    package struct Outcome: Sendable {
        package var verification: StageVerification
        /// Whether the learner's tests had failed at an earlier verify of this stage.
        package var redSeen: Bool
        /// Whether the kata was done before this verify, which then checked its last stage again.
        package var kataDone: Bool
        /// The progress after this verify, for the caller to save.
        package var progress: WorkbookProgress
        /// Whether the verify's line could be added to the run history.
        package var historyWritten: Bool
        /// The failed verifies in a row at this stage that the lesson does not ask for, this one's included.
        package var slipsInARow: Int
    }

    /// Verifies the learner's work on `kata` at the stage `progress` has them at (its last when the kata is done),
    /// telling `starting` the stage first; adds the verify to the run history and to the progress it returns.
    package func run(_ kata: Kata, progress: WorkbookProgress, predicted: VerdictColour?, starting: (Stage) -> Void) throws -> Outcome {
        let before = progress.of(kata)
        guard let stage = progress.currentStage(of: kata) else { throw WorkbookError.unknownStage(kata: kata.id, stage: "\(before.stage)", count: 0) }
        starting(stage)
        let verification = try Verifier(workbook: workbook, timeout: timeout).verify(kata, stage: stage)
        let record = RunRecord(kata: kata.id, stage: stage.number, colour: verification.verdict.colour, done: verification.stageDone,
                               date: Date(), hints: before.hintsTaken ?? 0, predicted: predicted,
                               notDone: verification.notDone, learnerRed: verification.learnerTestsFail,
                               stageRed: verification.learnerShowsStageRed, slip: verification.redDiagnosis?.isSlip ?? false)
        let history = RunHistory(directory: workbook.stateDirectory)
        let historyWritten = (try? history.append(record)) != nil
        var after = progress
        after.record(VerifyOutcome(stage: stage.number, colour: record.colour, stageDone: record.done,
                                   learnerTestsFail: verification.learnerTestsFail, date: record.date), of: kata)
        // The same count as `kata log`'s, of the verifies of this stage so far.
        let slips = RunRecord.slipsInARow(history.records(of: kata.id).filter { $0.stage == stage.number }).last
        return Outcome(verification: verification, redSeen: before.redSeen ?? false, kataDone: progress.isDone(kata), progress: after,
                       historyWritten: historyWritten, slipsInARow: slips)
    }
}
