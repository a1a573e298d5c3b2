import Foundation

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

    /// Runs `command`: 0 for success or a stage done, 1 for another verdict, 2 for bad input.
    public func run(_ command: Command) -> Int32 {
        do {
            switch command {
            case .help(let verb):
                guard let text = HelpText.text(for: verb) else { throw UsageError("There is no command '\(verb ?? "")'. Run `kata --help`.") }
                output(text)
                return 0
            case .list:
                output(ListRenderer(style: style).render(workbook.katas, progress: loadProgress()))
                return 0
            case .show(let kataID, let stageText):
                return try show(kataID, stageText)
            case .verify(let kataID, let timeout, let alreadyRefactored):
                return try verify(kataID, timeout: timeout, alreadyRefactored: alreadyRefactored)
            case .hint(let kataID):
                return try hint(kataID)
            }
        } catch let error as CustomStringConvertible & Error {
            notes("error: \(error.description)")
        } catch {
            notes("error: \(error.localizedDescription)")
        }
        return 2
    }

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

    private func verify(_ kataID: String?, timeout: Duration, alreadyRefactored: Bool) throws -> Int32 {
        var progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        var state = progress.of(kata)
        let kataDone = state.stage > kata.stages.count
        let number = min(state.stage, kata.stages.count)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: "\(number)", count: 0) }
        var madeEarlier = state.refactorsMadeEarlier ?? []
        if alreadyRefactored {
            guard stage.kind == .refactor else {
                throw UsageError("--already-refactored is for refactor stages; \(kata.id) stage \(stage.number) is not one.")
            }
            if !madeEarlier.contains(stage.number) { madeEarlier.append(stage.number) }
            state.refactorsMadeEarlier = madeEarlier
        }
        try requireLearnerFolders(of: kata)
        notes(noteStyle.dim("Verifying \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ..."))
        let history = StageHistory(workAtLastGreen: state.lastGreen.flatMap { $0.stage == stage.number - 1 ? $0.work : nil },
                                   refactorWaived: madeEarlier.contains(stage.number))
        let verification = try Verifier(workbook: workbook, timeout: timeout).verify(kata, stage: stage, history: history)
        let redSeen = state.redSeen ?? false
        state.lastVerdict = verification.verdict.colour
        state.lastRun = Date()
        state.redSeen = redSeen || verification.learnerTestsFail ? true : nil
        if verification.stageDone, state.stage == stage.number {
            state.stage = stage.number + 1
            state.hintsTaken = nil
            state.redSeen = nil
            state.lastGreen = .init(stage: stage.number, work: verification.work)
        }
        progress.katas[kata.id] = state
        progress.current = kata.id
        save(progress)
        output(VerificationRenderer(style: style).render(verification, redSeen: redSeen, kataDone: kataDone))
        return verification.stageDone ? 0 : 1
    }

    private func hint(_ kataID: String?) throws -> Int32 {
        var progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        var state = progress.of(kata)
        guard let stage = kata.stage(state.stage) else {
            output("\(kata.id) is done: no hints left to give.")
            return 0
        }
        let taken = min((state.hintsTaken ?? 0) + 1, stage.hints.count)
        state.hintsTaken = taken
        progress.katas[kata.id] = state
        save(progress)
        output(HintRenderer(style: style).render(stage, of: kata, upTo: taken))
        return 0
    }

    /// Stops with one line when a folder of the learner's work is missing or is not a folder.
    private func requireLearnerFolders(of kata: Kata) throws {
        for folder in [workbook.learnerCode(kata), workbook.learnerTests(kata)] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                let path = workbook.relativePath(folder)
                throw UsageError("\(path) is not a folder: it holds your \(folder == workbook.learnerCode(kata) ? "code" : "tests") for \(kata.id). "
                    + "Put it back (`git checkout -- \(path)`, or `mkdir \(path)` to start it empty).")
            }
        }
    }

    /// Saves the progress, or says in one line that it could not: the command's result stands either way.
    private func save(_ progress: WorkbookProgress) {
        do {
            try store.save(progress)
        } catch {
            notes("warning: your progress could not be saved: \(workbook.relativePath(store.file)) cannot be written (is .kata a folder you can write?).")
        }
    }

    private func loadProgress() -> WorkbookProgress {
        let (progress, warning) = store.load()
        if let warning { notes(warning) }
        return progress
    }

    /// The named kata, or else the one verified last if unfinished, or else the first unfinished one.
    private func chooseKata(_ id: String?, progress: WorkbookProgress) throws -> Kata {
        if let id { return try workbook.kata(named: id) }
        let unfinished = workbook.katas.filter { progress.of($0).stage <= $0.stages.count }
        guard let kata = unfinished.first(where: { $0.id == progress.current }) ?? unfinished.first ?? workbook.katas.last else {
            throw UsageError("The workbook has no katas.")
        }
        return kata
    }

    private func stageNumber(_ text: String, of kata: Kata) throws -> Int {
        guard let number = Int(text), kata.stage(number) != nil else {
            throw WorkbookError.unknownStage(kata: kata.id, stage: text, count: kata.stages.count)
        }
        return number
    }
}
