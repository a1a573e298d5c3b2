import Foundation
import KataModel
import KataRendering
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

    /// Runs `command` and returns its exit status (`ExitStatus`).
    public func run(_ command: Command) -> Int32 {
        do {
            switch command {
            case .help(let verb):
                guard let text = HelpText.text(for: verb) else { throw UsageError("There is no command '\(verb ?? "")'. Run `kata --help`.") }
                output(text)
                return 0
            case .list(let json):
                let progress = loadProgress()
                output(json ? ListJSON(workbook.katas, progress: progress).text() : ListRenderer(style: style).render(workbook.katas, progress: progress))
                return 0
            case .show(let kataID, let stageText):
                return try show(kataID, stageText)
            case .verify(let kataID, let options):
                if let stageText = options.gradedStage { return try grade(kataID, stageText, options: options) }
                return try verify(kataID, options: options)
            case .watch(let kataID):
                return try watchUntilQ(kataID)
            case .log(let kataID):
                // With no kata named, the one worked on last, done or not.
                let progress = loadProgress()
                let kata = try chooseKata(kataID ?? progress.current.flatMap { try? workbook.kata(named: $0).id }, progress: progress)
                let history = RunHistory(directory: workbook.stateDirectory)
                output(LogRenderer(style: style).render(history.records(of: kata.id), begun: history.begun(of: kata.id), of: kata))
                return 0
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
            case .autograder(let platform, let folder, let ids, let workbookURL, let commit):
                return try autograder(platform, into: folder, katas: ids, workbookURL: workbookURL, commit: commit)
            case .check(let kataID, let timeout):
                return try check(kataID, timeout: timeout)
            case .new(let kataID, let framework, let title, let source):
                return try newKata(kataID, framework: framework, title: title, source: source)
            }
        } catch {
            return Self.report(error, to: notes)
        }
    }

    /// `kata show`: a stage's lesson, or the kata's introduction.
    private func show(_ kataID: String?, _ stageText: String?) throws -> Int32 {
        let progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        guard let book = try? LessonBook(contentsOf: workbook.lessons) else {
            throw UsageError("\(workbook.relativePath(workbook.lessons)) is missing or cannot be read.")
        }
        let introduction = book.introduction(ofKata: kata.id)
        if stageText == Command.introductionWord {
            guard let introduction else { throw UsageError("LESSONS.md has no chapter for \(kata.id).") }
            output(LessonRenderer(style: style).render(introduction: introduction, of: kata))
            return 0
        }
        let number = try stageText.map { try stageNumber($0, of: kata) } ?? min(progress.of(kata).stage, kata.stages.count)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: "\(number)", count: kata.stages.count) }
        guard let section = book.section(ofKata: kata.id, stage: number) else {
            throw UsageError("LESSONS.md has no section for \(kata.id) stage \(number).")
        }
        output(LessonRenderer(style: style).render(section, of: kata, stage: stage, introduction: number == 1 ? introduction : nil))
        return 0
    }

    /// `kata hint`: one more hint of the learner's stage.
    private func hint(_ kataID: String?) throws -> Int32 {
        var progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        guard let taken = progress.takeHint(in: kata), let stage = kata.stage(progress.of(kata).stage) else {
            output("\(kata.id) is done: no hints left to give.")
            return 0
        }
        save(progress)
        output(HintRenderer(style: style).render(stage, of: kata, upTo: taken))
        return 0
    }

    /// Says `error` in one line on the notes: the tool's errors describe themselves in a sentence.
    func report(_ error: any Error) {
        _ = Self.report(error, to: notes)
    }

    /// Says `error` in one line on `notes` and returns the exit status for it: `ExitStatus.badInput` when the
    /// user's input is at fault, `ExitStatus.environment` when the machine or a program the tool runs failed.
    static func report(_ error: any Error, to notes: (String) -> Void) -> Int32 {
        notes("error: \(error)")
        return (error as? any KataFailure)?.kind == .input ? ExitStatus.badInput : ExitStatus.environment
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
            notes("warning: your progress could not be saved: \(workbook.relativePath(store.file)) cannot be written (is .kata a folder you can write?).")
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
