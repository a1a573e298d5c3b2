import Foundation
import KataModel

/// The learner's folders of a kata, replaced by a snapshot of the workbook once their work is backed up.
package enum Workspace {
    /// Backs up `Katas/<kata>`, then makes the learner's code the reference and their tests the workbook's suite at
    /// `snapshot`. Files of `Katas/<kata>` outside those two folders stay as they are. Not `backingUp` (a script's
    /// `--no-backup`), nothing is copied, and the learner's code and tests must each be the workbook's own at some
    /// snapshot, which the workbook keeps: anything else is refused before a file is touched, since it would be lost.
    package static func replace(_ kata: Kata, in workbook: Workbook, with snapshot: Snapshot, backingUp: Bool = true) throws -> Backup? {
        let backup = backingUp ? try Backup.make(of: kata, in: workbook) : nil
        if !backingUp, let folder = unkeptFolder(of: kata, in: workbook) { throw WorkspaceError.workNotKept(workbook.relativePath(folder)) }
        let replacements = [(workbook.learnerCode(kata), workbook.reference(kata, at: snapshot)),
                            (workbook.learnerTests(kata), workbook.acceptanceSuite(kata, at: snapshot))]
        for (folder, source) in replacements {
            try FolderCopy.replace(folder, withFilesOf: source, links: .copied)
        }
        return backup
    }

    /// The learner's code or tests folder of `kata` that is not the workbook's own at any snapshot (the clean start
    /// or after a stage), if one is not.
    private static func unkeptFolder(of kata: Kata, in workbook: Workbook) -> URL? {
        let snapshots = [Snapshot.cleanStart] + kata.stages.map(Snapshot.after)
        let pairs = [(workbook.learnerCode(kata), { workbook.reference(kata, at: $0) }), (workbook.learnerTests(kata), { workbook.acceptanceSuite(kata, at: $0) })]
        return pairs.first { learner, folder in
            !snapshots.contains { snapshot in
                FileManager.default.fileExists(atPath: folder(snapshot).path) && Backup.sameFiles(learner, folder(snapshot)) != nil
            }
        }?.0
    }

    /// What putting a kata's workspace at a stage came to.
    package struct Begun: Sendable {
        /// The checked copy of the learner's work made first, `nil` when none was asked for (`--no-backup`).
        package var backup: Backup?
        /// The progress after it, for the caller to save.
        package var progress: WorkbookProgress
        /// Whether the run history could mark where the stage began.
        package var historyWritten: Bool
    }

    /// `kata start` (the workspace at the stage before `stage`), or with no stage `kata reset` (the clean start): the
    /// learner's work backed up and replaced, the progress moved, the stage's beginning marked in the run history.
    package static func begin(_ kata: Kata, at stage: Stage?, in workbook: Workbook, progress: WorkbookProgress, backingUp: Bool = true) throws -> Begun {
        let backup = try replace(kata, in: workbook, with: stage.map { Snapshot.before($0, of: kata) } ?? .cleanStart, backingUp: backingUp)
        var after = progress
        if let stage { after.begin(kata, at: stage.number) } else { after.reset(kata) }
        let begun = StageBegun(kata: kata.id, stage: stage?.number ?? 1, began: Date(), by: stage == nil ? "reset" : "start")
        let historyWritten = (try? RunHistory(directory: workbook.stateDirectory).append(begun)) != nil
        return Begun(backup: backup, progress: after, historyWritten: historyWritten)
    }
}
