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
            case .verify(let kataID, let timeout, let alreadyRefactored, let predicted, let commit):
                return try verify(kataID, timeout: timeout, alreadyRefactored: alreadyRefactored, predicted: predicted, commit: commit)
            case .watch(let kataID):
                let keys = KeyboardInput.start()
                defer { KeyboardInput.restore() }
                try watch(kataID, until: { keys && KeyboardInput.pressed("q") }, pause: { duration in
                    let (seconds, attoseconds) = duration.components
                    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
                })
                return 0
            case .log(let kataID):
                let kata = try chooseKata(kataID, progress: loadProgress())
                output(LogRenderer(style: style).render(RunHistory(directory: workbook.stateDirectory).records(of: kata.id), of: kata))
                return 0
            case .hint(let kataID):
                return try hint(kataID)
            case .solution(let kataID, let stageText):
                return try solution(kataID, stageText)
            case .reset(let kataID, let all):
                return try reset(kataID, all: all)
            case .start(let kataID, let stageText):
                return try start(kataID, stageText)
            case .replay(let kataID, let folderText):
                let kata = try workbook.kata(named: kataID)
                let folder = URL(filePath: folderText, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath + "/")).standardizedFileURL
                let count = try ReferenceReplay(workbook: workbook, kata: kata)
                    .write(into: folder, scratch: workbook.stateDirectory.appending(path: "git"))
                output("Replayed \(kata.id) into \(folder.path): \(count) commits, the clean start, then a red and a green for each stage "
                    + "(a refactor in one). Read it with `git -C \(folder.path) log --oneline --reverse`.")
                return 0
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

    private func verify(_ kataID: String?, timeout: Duration, alreadyRefactored: Bool, predicted: VerdictColour?, commit: Bool) throws -> Int32 {
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
        let git = commit ? try committer(for: kata) : nil
        notes(noteStyle.dim("Verifying \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ..."))
        let history = StageHistory(workAtLastGreen: state.lastGreen.flatMap { $0.stage == stage.number - 1 ? $0.work : nil },
                                   refactorWaived: madeEarlier.contains(stage.number))
        let verification = try Verifier(workbook: workbook, timeout: timeout).verify(kata, stage: stage, history: history)
        let redSeen = state.redSeen ?? false
        let record = RunRecord(kata: kata.id, stage: stage.number, colour: verification.verdict.colour, done: verification.stageDone,
                               date: Date(), hints: state.hintsTaken ?? 0, predicted: predicted)
        do {
            try RunHistory(directory: workbook.stateDirectory).append(record)
        } catch {
            notes("warning: this verify could not be added to .kata/history.jsonl (is .kata a folder you can write?).")
        }
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
        if let predicted {
            let actual = verification.verdict.colour
            output(LogRenderer.matches(predicted, actual) ? "You predicted \(predicted.word): right."
                : "You predicted \(predicted.word), and it is \(actual.word). `swift run kata log` shows how often you were right.")
        }
        if let git { commitAfter(verification, with: git) }
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

    private func solution(_ kataID: String?, _ stageText: String?) throws -> Int32 {
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
        return 0
    }

    private func reset(_ kataID: String?, all: Bool) throws -> Int32 {
        var progress = loadProgress()
        let katas = all ? workbook.katas : [try chooseKata(kataID, progress: progress)]
        for kata in katas {
            let backup = try Workspace.replace(kata, in: workbook, with: .cleanStart)
            progress.katas[kata.id] = nil
            save(progress)
            output(backedUp(kata, backup) + " \(kata.id) is back at its clean start, stage 1 of \(kata.stages.count).")
        }
        output(all ? "Next: `swift run kata` lists them." : "Next: `swift run kata show \(katas[0].id)`")
        return 0
    }

    private func start(_ kataID: String, _ stageText: String) throws -> Int32 {
        var progress = loadProgress()
        let kata = try workbook.kata(named: kataID)
        guard let stage = kata.stage(try stageNumber(stageText, of: kata)) else { throw WorkbookError.unknownStage(kata: kata.id, stage: stageText, count: kata.stages.count) }
        let before = Snapshot.before(stage, of: kata)
        let backup = try Workspace.replace(kata, in: workbook, with: before)
        var state = KataProgress(stage: stage.number)
        if case .after(let previous) = before {
            // As if the learner had just completed the stage before with this very work.
            state.lastGreen = .init(stage: previous.number, work: WorkFingerprint(code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata)))
        }
        progress.katas[kata.id] = state
        progress.current = kata.id
        save(progress)
        output(backedUp(kata, backup) + " Your code and tests in Katas/\(kata.id) are now the workbook's at \(before.name).")
        output("You are at \(kata.id) stage \(stage.number) of \(kata.stages.count): \(stage.title). Read it: `swift run kata show \(kata.id)`")
        return 0
    }

    /// Verifies the kata at once and again after each burst of saves in `Katas/<kata>`, until `stop` says so; the
    /// screen is cleared before each verdict on a terminal. `pause` waits between looks at the folder.
    func watch(_ kataID: String?, until stop: () -> Bool, pause: (Duration) -> Void) throws {
        let kata = try chooseKata(kataID, progress: loadProgress())
        try requireLearnerFolders(of: kata)
        let folder = workbook.root.appending(path: "Katas/\(kata.id)")
        WatchLoop<FolderState>().run(observe: { FolderState(of: folder) }, pause: pause, stop: stop) {
            if style.isTerminal { output("\u{1B}[2J\u{1B}[H") }
            do {
                _ = try verify(kata.id, timeout: Command.defaultTimeout, alreadyRefactored: false, predicted: nil, commit: false)
            } catch let error as CustomStringConvertible & Error {
                notes("error: \(error.description)")
            } catch {
                notes("error: \(error.localizedDescription)")
            }
            output(style.dim("Watching Katas/\(kata.id): save a file to verify again; q or Ctrl-C stops."))
        }
    }

    /// Git for `verify --commit`, once it is known that the kata's folder can be committed alone.
    private func committer(for kata: Kata) throws -> Git {
        let git = Git(root: workbook.root, scratch: workbook.stateDirectory.appending(path: "git"))
        guard git.isRepository else {
            throw UsageError("--commit needs a git repository, and \(workbook.root.path) is not in one: run `git init` there, or verify without --commit.")
        }
        let others = try git.stagedPaths(outside: "Katas/\(kata.id)")
        if let first = others.first {
            let more = others.count > 1 ? " and \(others.count - 1) more" : ""
            throw UsageError("--commit commits Katas/\(kata.id) alone, and \(first)\(more) is staged as well: commit or unstage it first.")
        }
        return git
    }

    /// Commits the kata's folder on the stage's expected red, with a red message, or on a stage done, with the
    /// stage's commit message; says what it did either way.
    private func commitAfter(_ verification: StageVerification, with git: Git) {
        let kata = verification.kata, stage = verification.stage
        let message: String
        if verification.stageDone {
            message = stage.commit
        } else if verification.learnerShowsStageRed {
            message = "Red: \(stage.title) (\(kata.id) stage \(stage.number), \(stage.kind.expectedRedPhrase))"
        } else {
            output("Nothing committed: --commit commits the stage's red or a stage done, and this verify is neither.")
            return
        }
        do {
            guard let hash = try git.commit(folder: "Katas/\(kata.id)", message: message) else {
                output("Nothing committed: Katas/\(kata.id) has no change since your last commit.")
                return
            }
            output("Committed Katas/\(kata.id) as \(hash): \(message)")
        } catch {
            notes("warning: the commit was not made: \(error)")
        }
    }

    /// The line that says where the learner's work was copied.
    private func backedUp(_ kata: Kata, _ backup: Backup) -> String {
        "Your work in Katas/\(kata.id) is backed up in \(workbook.relativePath(backup.folder)) "
            + "(\(backup.fileCount) file\(backup.fileCount == 1 ? "" : "s"), checked)."
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
