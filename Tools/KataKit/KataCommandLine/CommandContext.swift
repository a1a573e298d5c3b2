import Foundation
import KataClassroom
import KataModel
import KataRendering
import KataRunning
import KataWorkspace

/// Where a `kata` command runs: the workbook, the outputs and their styles, and what several commands need (the
/// progress, the kata chosen, a stage's number); and the running of a command into an exit status.
struct CommandContext: Sendable {
    let workbook: Workbook
    let style: TerminalStyle
    /// The style of the notes, which go elsewhere than the results.
    let noteStyle: TerminalStyle
    /// Where results go (standard output).
    let output: @Sendable (String) -> Void
    /// Where warnings and progress notes go (standard error).
    let notes: @Sendable (String) -> Void

    /// A context for `workbook` that writes results to `output` in `style` and warnings and progress notes to `notes`
    /// in `noteStyle` (the results' style unless given).
    init(workbook: Workbook, style: TerminalStyle, noteStyle: TerminalStyle? = nil,
         output: @escaping @Sendable (String) -> Void, notes: @escaping @Sendable (String) -> Void) {
        self.workbook = workbook
        self.style = style
        self.noteStyle = noteStyle ?? style
        self.output = output
        self.notes = notes
    }

    private var store: ProgressStore { ProgressStore(directory: workbook.stateDirectory) }

    /// The commands' own short lines, styled for the standard output.
    var lines: CommandLines { CommandLines(style: style) }

    /// The commands' own short lines, styled for the notes.
    var noteLines: CommandLines { CommandLines(style: noteStyle) }

    /// Runs `command` and returns the program's exit status for it: the one place an outcome becomes a number.
    func run(_ command: any Runnable) -> Int32 {
        do {
            if command.builds { try ToolchainFloor.require() }
            return try command.run(in: self).rawValue
        } catch {
            return Self.report(error, to: notes).rawValue
        }
    }

    /// Says `error` in one line on the notes: the tool's errors describe themselves in a sentence.
    func report(_ error: any Error) {
        _ = Self.report(error, to: notes)
    }

    /// Says `error` in one line on `notes` and returns the exit status for it: `ExitStatus.badInput` when the
    /// user's input is at fault, `ExitStatus.environment` when the machine or a program the tool runs failed.
    static func report(_ error: any Error, to notes: (String) -> Void) -> ExitStatus {
        notes(CommandLines.error(error))
        return (error as? any KataFailure)?.kind == .input ? .badInput : .environment
    }

    /// Stops with one line when a folder of the learner's work is missing or is not a folder.
    func requireLearnerFolders(of kata: Kata) throws {
        for folder in [workbook.learnerCode(kata), workbook.learnerTests(kata)] {
            guard folder.isFolder else {
                let path = workbook.relativePath(folder)
                throw UsageError("\(path) is not a folder: it holds your \(folder == workbook.learnerCode(kata) ? "code" : "tests") for \(kata.id). "
                    + "Put it back (`git checkout -- \(path)`, or `mkdir \(path)` to start it empty).")
            }
        }
    }

    /// Saves the progress, or says in one line that it could not: the command's result stands either way.
    func save(_ progress: WorkbookProgress) {
        do {
            try store.save(progress)
        } catch {
            notes(lines.progressNotSaved(workbook.relativePath(store.file)))
        }
    }

    /// The progress file's content, its warning (if it was damaged) said as a note.
    func loadProgress() -> WorkbookProgress {
        let (progress, damage) = store.load()
        if let damage { notes(noteLines.progressDamaged(damage)) }
        return progress
    }

    /// The named kata, or else the current one (`WorkbookProgress.currentKata`), or the last when every kata is done.
    func chooseKata(_ id: String?, progress: WorkbookProgress) throws -> Kata {
        if let id { return try workbook.kata(named: id) }
        guard let kata = progress.currentKata(in: workbook.katas) ?? workbook.katas.last else {
            throw UsageError("The workbook has no katas.")
        }
        return kata
    }

    /// The stage of `kata` that `text` names by its number, or an error that gives the kata's range.
    func stage(_ text: String, of kata: Kata) throws -> Stage {
        guard let stage = Int(text).flatMap(kata.stage) else {
            throw WorkbookError.unknownStage(kata: kata.id, stage: text, count: kata.stages.count)
        }
        return stage
    }

    /// Throws, naming it, for a required stage whose kata or stage this workbook does not have.
    func requireStages(_ requirements: [StageRequirement]) throws {
        for requirement in requirements {
            let kata = try workbook.kata(named: requirement.kata)
            guard kata.stage(requirement.stage) != nil else {
                throw WorkbookError.unknownStage(kata: kata.id, stage: "\(requirement.stage)", count: kata.stages.count)
            }
        }
    }

    /// The line that says where the learner's work was copied, or that it was not (`--no-backup`).
    func backedUp(_ kata: Kata, _ backup: Backup?) -> String {
        guard let backup else { return lines.notBackedUp(kata) }
        return lines.backedUp(kata, into: workbook.relativePath(backup.folder), files: backup.fileCount, already: !backup.isNew)
    }
}
