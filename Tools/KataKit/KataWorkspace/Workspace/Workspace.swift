import Foundation
import KataModel

/// The learner's folders of a kata, replaced by a snapshot of the workbook once their work is backed up.
package enum Workspace {
    /// Backs up `Katas/<kata>`, then makes the learner's code the reference and their tests the workbook's suite at
    /// `snapshot`. Files of `Katas/<kata>` outside those two folders stay as they are.
    package static func replace(_ kata: Kata, in workbook: Workbook, with snapshot: Snapshot) throws -> Backup {
        let backup = try Backup.make(of: kata, in: workbook)
        let replacements = [(workbook.learnerCode(kata), workbook.reference(kata, at: snapshot)),
                            (workbook.learnerTests(kata), workbook.acceptanceSuite(kata, at: snapshot))]
        for (folder, source) in replacements {
            try FolderCopy.replace(folder, withFilesOf: source, links: .copied)
        }
        return backup
    }

    /// What putting a kata's workspace at a stage came to.
    package struct Begun: Sendable {
        /// The checked copy of the learner's work made first.
        package var backup: Backup
        /// The progress after it, for the caller to save.
        package var progress: WorkbookProgress
        /// Whether the run history could mark where the stage began.
        package var historyWritten: Bool
    }

    /// `kata start` (the workspace at the stage before `stage`), or with no stage `kata reset` (the clean start): the
    /// learner's work backed up and replaced, the progress moved, the stage's beginning marked in the run history.
    package static func begin(_ kata: Kata, at stage: Stage?, in workbook: Workbook, progress: WorkbookProgress) throws -> Begun {
        let backup = try replace(kata, in: workbook, with: stage.map { Snapshot.before($0, of: kata) } ?? .cleanStart)
        var after = progress
        if let stage { after.begin(kata, at: stage.number) } else { after.reset(kata) }
        let begun = StageBegun(kata: kata.id, stage: stage?.number ?? 1, began: Date(), by: stage == nil ? "reset" : "start")
        let historyWritten = (try? RunHistory(directory: workbook.stateDirectory).append(begun)) != nil
        return Begun(backup: backup, progress: after, historyWritten: historyWritten)
    }
}
