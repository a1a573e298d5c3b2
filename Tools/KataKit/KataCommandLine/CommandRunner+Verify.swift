import Foundation
import KataModel
import KataRendering
import KataRunning
import KataVerification
import KataWorkspace

extension CommandRunner {
    /// `kata verify`: the verdict on the learner's stage, the progress and history updated, a prediction judged and a
    /// commit made when asked; the result also as JSON or JUnit XML when asked.
    func verify(_ kataID: String?, options: VerifyOptions) throws -> Int32 {
        let start = ContinuousClock.now
        var progress = loadProgress()
        let kata = try chooseKata(kataID, progress: progress)
        var state = progress.of(kata)
        let kataDone = progress.isDone(kata)
        let number = min(state.stage, kata.stages.count)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: "\(number)", count: 0) }
        try requireLearnerFolders(of: kata)
        let git = options.commit ? try committer(for: kata) : nil
        notes(noteStyle.dim("Verifying \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ..."))
        let verification = try Verifier(workbook: workbook, timeout: options.timeout).verify(kata, stage: stage)
        let redSeen = state.redSeen ?? false
        let record = RunRecord(kata: kata.id, stage: stage.number, colour: verification.verdict.colour, done: verification.stageDone,
                               date: Date(), hints: state.hintsTaken ?? 0, predicted: options.predicted,
                               refused: verification.refusal)
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
        }
        progress.katas[kata.id] = state
        progress.current = kata.id
        save(progress)
        let say = options.json ? notes : output
        say(VerificationRenderer(style: options.json ? noteStyle : style).render(verification, redSeen: redSeen, kataDone: kataDone))
        if let predicted = options.predicted {
            let actual = verification.verdict.colour
            say(actual.fulfils(prediction: predicted) ? "You predicted \(predicted.word): right."
                : "You predicted \(predicted.word), and it is \(actual.word). `swift run kata log` shows how often you were right.")
        }
        if let git { commitAfter(verification, with: git, saying: say) }
        try write(VerificationJSON(verification, total: ContinuousClock.now - start), as: options)
        return verification.stageDone ? 0 : 1
    }

    /// `kata verify KATA --stage N`: grades stage N of the learner's work without their progress, writing nothing in `.kata`.
    func grade(_ kataID: String?, _ stageText: String, options: VerifyOptions) throws -> Int32 {
        let start = ContinuousClock.now
        guard let kataID else { throw UsageError("--stage grades a kata you name, e.g. `kata verify pizza-menu --stage 5`.") }
        let kata = try workbook.kata(named: kataID)
        let number = try stageNumber(stageText, of: kata)
        guard let stage = kata.stage(number) else { throw WorkbookError.unknownStage(kata: kata.id, stage: stageText, count: kata.stages.count) }
        try requireLearnerFolders(of: kata)
        notes(noteStyle.dim("Grading \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ..."))
        let grade = try Grader(workbook: workbook, timeout: options.timeout).grade(kata, stage: stage)
        (options.json ? notes : output)(GradeRenderer(style: options.json ? noteStyle : style).render(grade))
        try write(VerificationJSON(grade, total: ContinuousClock.now - start), as: options)
        return grade.passed ? 0 : 1
    }

    /// Writes `result` as JSON on the output and as JUnit XML to the file, as `options` ask.
    private func write(_ document: @autoclosure () -> VerificationJSON, as options: VerifyOptions) throws {
        guard options.json || options.junit != nil else { return }
        let result = document()
        if let junit = options.junit {
            let file = URL(filePath: junit, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath + "/"))
            do {
                try JUnitReport(result).text().write(to: file, atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("--junit: \(junit) cannot be written (is its folder there, and yours to write?).")
            }
        }
        if options.json { output(result.text()) }
    }

    /// Verifies the kata at once and again after each burst of saves in `Katas/<kata>`, until `stop` says so; the
    /// screen is cleared before each verdict on a terminal. `pause` waits between looks at the folder.
    func watch(_ kataID: String?, until stop: () -> Bool, pause: (Duration) -> Void) throws {
        let kata = try chooseKata(kataID, progress: loadProgress())
        try requireLearnerFolders(of: kata)
        let folder = workbook.root.appending(path: kata.paths.workspace)
        WatchLoop<FolderState>().run(observe: { FolderState(of: folder) }, pause: pause, stop: stop) {
            if style.isTerminal { output("\u{1B}[2J\u{1B}[H") }
            do {
                _ = try verify(kata.id, options: VerifyOptions())
            } catch {
                report(error)
            }
            output(style.dim("Watching \(kata.paths.workspace): save a file to verify again; q or Ctrl-C stops."))
        }
    }

    /// Git for `verify --commit`, once it is known that the kata's folder can be committed alone.
    func committer(for kata: Kata) throws -> Git {
        let git = Git(root: workbook.root, scratch: workbook.stateDirectory.appending(path: "git"))
        guard git.isRepository else {
            throw UsageError("--commit needs a git repository, and \(workbook.root.path) is not in one: run `git init` there, or verify without --commit.")
        }
        let others = try git.stagedPaths(outside: kata.paths.workspace)
        if let first = others.first {
            let more = others.count > 1 ? " and \(others.count - 1) more" : ""
            throw UsageError("--commit commits \(kata.paths.workspace) alone, and \(first)\(more) is staged as well: commit or unstage it first.")
        }
        return git
    }

    /// Commits the kata's folder on the stage's expected red, with a red message, or on a stage done, with the
    /// stage's commit message; says what it did either way.
    func commitAfter(_ verification: StageVerification, with git: Git, saying say: (String) -> Void) {
        let kata = verification.kata, stage = verification.stage
        let message: String
        if verification.stageDone {
            message = stage.commit
        } else if verification.learnerShowsStageRed {
            message = "Red: \(stage.title) (\(kata.id) stage \(stage.number), \(stage.kind.expectedRedPhrase))"
        } else {
            say("Nothing committed: --commit commits the stage's red or a stage done, and this verify is neither.")
            return
        }
        do {
            guard let hash = try git.commit(folder: kata.paths.workspace, message: message) else {
                say("Nothing committed: \(kata.paths.workspace) has no change since your last commit.")
                return
            }
            say("Committed \(kata.paths.workspace) as \(hash): \(message)")
        } catch {
            notes("warning: the commit was not made: \(error)")
        }
    }

    /// `kata watch` on a terminal: single keys on, and the loop stops at `q`.
    func watchUntilQ(_ kataID: String?) throws -> Int32 {
        let keys = KeyboardInput.start()
        defer { KeyboardInput.restore() }
        try watch(kataID, until: { keys && KeyboardInput.pressed("q") }, pause: { duration in
            let (seconds, attoseconds) = duration.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        })
        return 0
    }
}
