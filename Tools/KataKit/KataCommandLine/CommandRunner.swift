import Foundation
import KataModel
import KataRendering
import KataRunning
import KataWorkspace

/// Carries out a `kata` command on a workbook, writing to the given outputs, and returns the exit status.
public struct CommandRunner: Sendable {
    let workbook: Workbook
    let style: TerminalStyle
    /// The style of the notes, which go elsewhere than the results.
    let noteStyle: TerminalStyle
    /// Where results go (standard output).
    let output: @Sendable (String) -> Void
    /// Where warnings and progress notes go (standard error).
    let notes: @Sendable (String) -> Void

    /// A runner for `workbook` that writes results to `output` in `style` and warnings and progress notes to `notes`
    /// in `noteStyle` (the results' style unless given).
    public init(workbook: Workbook, style: TerminalStyle, noteStyle: TerminalStyle? = nil,
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

    /// Runs `command` and returns the program's exit status for it: the one place an outcome becomes a number.
    public func run(_ command: Command) -> Int32 {
        do {
            return try outcome(of: command).rawValue
        } catch {
            return Self.report(error, to: notes).rawValue
        }
    }

    /// Runs `command`: what it came to, or the error that stopped it.
    private func outcome(of command: Command) throws -> ExitStatus {
        if command.builds { try ToolchainFloor.require() }
        switch command {
        case .help(let verb):
            output(try HelpText.required(for: verb))
            return .success
        case .list(let json):
            return list(json: json)
        case .show(let kataID, let stageText):
            return try show(kataID, stageText)
        case .verify(let kataID, let options):
            if let stageText = options.gradedStage { return try grade(kataID, stageText, options: options) }
            return try verify(kataID, options: options)
        case .watch(let kataID):
            return try watchUntilQ(kataID)
        case .log(let kataID):
            return try log(kataID)
        case .hint(let kataID):
            return try hint(kataID)
        case .solution(let kataID, let stageText):
            return try solution(kataID, stageText)
        case .reset(let kataID, let all):
            return try reset(kataID, all: all)
        case .start(let kataID, let stageText):
            return try start(kataID, stageText)
        case .replay(let kataID, let folder):
            return try replay(kataID, into: folder)
        case .report(let folder, let options):
            return try classReport(folder, options: options)
        case .grade(let student, let ids, let options):
            return try grade(student: student, katas: ids, options: options)
        case .autograder(let platform, let folder, let ids, let options):
            return try autograder(platform, into: folder, katas: ids, options: options)
        case .check(let kataID, let timeout, let fix):
            return try check(kataID, timeout: timeout, fix: fix)
        case .new(let kataID, let framework, let title, let source):
            return try newKata(kataID, framework: framework, title: title, source: source)
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
        let (progress, warning) = store.load()
        if let warning { notes(warning) }
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

    /// The stage number `text` names in `kata`, or an error that gives the kata's range.
    func stageNumber(_ text: String, of kata: Kata) throws -> Int {
        guard let number = Int(text), kata.stage(number) != nil else {
            throw WorkbookError.unknownStage(kata: kata.id, stage: text, count: kata.stages.count)
        }
        return number
    }
}
