import Foundation
import KataModel
import KataRendering
import KataWorkspace

extension CommandRunner {
    /// `kata solution`: the reference change of a stage the learner has passed, as a diff against the stage before.
    func solution(_ kataID: String?, _ stageText: String?) throws -> ExitStatus {
        let progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        let reached = progress.of(kata).stage
        let number = try stageText.map { try stageNumber($0, of: kata) } ?? (reached - 1)
        guard let stage = kata.stage(number), number < reached else {
            let which = number < 1 ? "You have not passed a stage of \(kata.id) yet" : "You have not passed \(kata.id) stage \(number) yet"
            throw UsageError("\(which), so its solution stays closed: `swift run kata hint \(kata.id)` gives hints, one at a time.")
        }
        let before = Snapshot.before(stage, of: kata)
        let diff = FolderDiff([(workbook.reference(kata, at: before), workbook.reference(kata, at: .after(stage))),
                               (workbook.acceptanceSuite(kata, at: before), workbook.acceptanceSuite(kata, at: .after(stage)))], in: workbook)
        output(SolutionRenderer(style: style).render(diff, of: kata, stage: stage))
        return .success
    }

    /// `kata reset`: one kata, or all of them, back at the clean start after a checked backup.
    func reset(_ kataID: String?, all: Bool) throws -> ExitStatus {
        var progress = loadProgress()
        let katas = all ? workbook.katas : [try chooseKata(kataID, progress: progress)]
        for kata in katas {
            let begun = try Workspace.begin(kata, at: nil, in: workbook, progress: progress)
            progress = begun.progress
            save(progress)
            if !begun.historyWritten { notes(lines.historyNotWritten(after: "reset")) }
            output(backedUp(kata, begun.backup) + lines.reset(kata))
        }
        output(lines.afterReset(katas, all: all))
        return .success
    }

    /// `kata start`: the workspace at the stage before `stageText`, after a checked backup, and the progress at it.
    func start(_ kataID: String, _ stageText: String) throws -> ExitStatus {
        let progress = loadProgress()
        let kata = try workbook.kata(named: kataID)
        guard let stage = kata.stage(try stageNumber(stageText, of: kata)) else { throw WorkbookError.unknownStage(kata: kata.id, stage: stageText, count: kata.stages.count) }
        let begun = try Workspace.begin(kata, at: stage, in: workbook, progress: progress)
        save(begun.progress)
        if !begun.historyWritten { notes(lines.historyNotWritten(after: "start")) }
        let said = lines.started(kata, at: stage, from: Snapshot.before(stage, of: kata))
        output(backedUp(kata, begun.backup) + said[0])
        said.dropFirst().forEach(output)
        return .success
    }

    /// The line that says where the learner's work was copied.
    func backedUp(_ kata: Kata, _ backup: Backup) -> String {
        lines.backedUp(kata, into: workbook.relativePath(backup.folder), files: backup.fileCount)
    }

    /// `kata replay`: the kata done by the book, written as a new repository in the folder named.
    func replay(_ kataID: String, into folderText: String) throws -> ExitStatus {
        let kata = try workbook.kata(named: kataID)
        let folder = CommandLinePath(folderText).url
        let count = try ReferenceReplay(workbook: workbook, kata: kata).write(into: folder, scratch: workbook.gitScratch)
        output(lines.replayed(kata, into: folder.path, commits: count))
        return .success
    }
}
