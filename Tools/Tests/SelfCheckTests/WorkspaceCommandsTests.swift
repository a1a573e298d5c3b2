import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataWorkspace
@testable import KataRendering
@testable import KataCommandLine

/// `kata reset`, `kata start`, `kata solution` and `kata verify --commit` on a copy of the workbook: what they print, what they do to the
/// learner's files, and that nothing the learner wrote is lost.
@Suite("Reset, start and solution keep the learner's work and say what they did", .serialized, .enabled(if: isUnderCheck("pizza-menu")))
struct WorkspaceCommandsTests {
    private let kata: Kata
    private let copy: WorkbookCopy

    init() throws {
        kata = try theWorkbook().kata(named: "pizza-menu")
        copy = try WorkbookCopy(of: kata, folder: "kata-workspace-commands")
    }

    /// Every file below `folder`, by path, with its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: SourceFiles.paths(under: folder, includingHidden: true).map { ($0, try Data(contentsOf: folder.appending(path: $0))) })
    }

    /// The backup folder a command's output names.
    private func backup(named text: String) throws -> URL {
        let match = try #require(text.firstMatch(of: /backed up in (?<folder>\.kata\/backups\/[^ ]+) \((?<count>\d+) files?, checked\)/))
        return copy.workbook.root.appending(path: String(match.output.folder))
    }

    @Test("start puts the stage before's reference and suite in place, after a checked backup, and moves the progress")
    func start() async throws {
        let learner = copy.workbook.root.appending(path: "Katas/pizza-menu")
        try "// my own notes\n".write(to: copy.workbook.learnerCode(kata).appending(path: "Notes.swift"), atomically: true, encoding: .utf8)
        try "hidden\n".write(to: learner.appending(path: ".secret"), atomically: true, encoding: .utf8)
        let before = try contents(of: learner)

        let started = try await copy.run(StartCommand(kata: "pizza-menu", stage: "5"))

        #expect(started.status == 0, "\(started.notes)")
        #expect(started.text.hasSuffix("You are at pizza-menu stage 5 of 15: Out-of-bounds sections have no rows. Read it: `swift run kata show pizza-menu`"))
        #expect(started.text.contains("Your code and tests in Katas/pizza-menu are now the workbook's at stage 4."))
        #expect(try contents(of: backup(named: started.text)) == before, "the backup holds every file as it was, hidden ones too")
        let stage4 = Snapshot.after(kata.stages[3])
        #expect(try contents(of: copy.workbook.learnerCode(kata)) == contents(of: copy.workbook.reference(kata, at: stage4)))
        #expect(try contents(of: copy.workbook.learnerTests(kata)) == contents(of: copy.workbook.acceptanceSuite(kata, at: stage4)))
        #expect(FileManager.default.fileExists(atPath: learner.appending(path: ".secret").path), "files beside the two folders stay")
        let progress = copy.progress().of(kata)
        #expect(progress.stage == 5)

        let solution = try await copy.run(SolutionCommand(kata: "pizza-menu", stage: nil))
        #expect(solution.status == 0)
        #expect(solution.text.contains("""
            --- a/Solutions/pizza-menu/03-pizzas-at-init/MenuDataSource.swift
            +++ b/Solutions/pizza-menu/04-real-row-count/MenuDataSource.swift
            @@ -3,6 +3,6 @@
            """), "\(solution.text)")
        #expect(solution.text.contains("-        3\n+        pizzas.count"), "\(solution.text)")
        let closed = try await copy.run(SolutionCommand(kata: "pizza-menu", stage: "5"))
        #expect(closed.status == 2)
        #expect(closed.notes == "error: You have not passed pizza-menu stage 5 yet, so its solution stays closed: "
            + "`swift run kata hint pizza-menu` gives hints, one at a time.")
    }

    @Test("reset backs up, puts the clean start back and starts the progress again; two resets keep two backups")
    func reset() async throws {
        _ = try await copy.run(StartCommand(kata: "pizza-menu", stage: "8"))
        let work = try contents(of: copy.workbook.root.appending(path: "Katas/pizza-menu"))

        let first = try await copy.run(ResetCommand(kata: "pizza-menu", all: false))
        let second = try await copy.run(ResetCommand(kata: "pizza-menu", all: false))

        #expect(first.status == 0 && second.status == 0)
        #expect(first.text.contains("pizza-menu is back at its clean start, stage 1 of 15.\nNext: `swift run kata show pizza-menu`"), "\(first.text)")
        #expect(try contents(of: backup(named: first.text)) == work)
        #expect(try backup(named: first.text) != backup(named: second.text))
        #expect(try contents(of: copy.workbook.learnerCode(kata)) == contents(of: copy.workbook.reference(kata, at: .cleanStart)))
        #expect(copy.progress().katas["pizza-menu"] == nil)
        let closed = try await copy.run(SolutionCommand(kata: "pizza-menu", stage: nil))
        #expect(closed.notes.hasPrefix("error: You have not passed a stage of pizza-menu yet"))
    }

    @Test("Backups stay in bounds: work the newest backup holds is not copied again, past the count kept the oldest go (no other kata's), and start --no-backup copies nothing of the workbook's own and refuses, unchanged, work of the learner's")
    func backupsInBounds() async throws {
        let backups = copy.workbook.stateDirectory.appending(path: "backups")
        let count = { (kata: Kata) in Backup.existing(of: kata, in: backups).count }
        _ = try await copy.run(StartCommand(kata: "pizza-menu", stage: "3"))
        let second = try await copy.run(StartCommand(kata: "pizza-menu", stage: "3"))
        let third = try await copy.run(StartCommand(kata: "pizza-menu", stage: "3"))
        #expect(third.status == 0 && third.text.contains("is backed up already in "), "\(third.text)")
        #expect(try backup(named: second.text) == backup(named: third.text.replacingOccurrences(of: "backed up already in", with: "backed up in")))
        #expect(count(kata) == 2, "the clean start and stage 2's work, each once")

        // Older backups than the count kept, and one of a kata whose name begins with this one's.
        let other = backups.appending(path: "pizza-menu-extra-20200101-000000")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        for day in 1...25 {
            let old = backups.appending(path: String(format: "pizza-menu-202001%02d-000000", day))
            try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
            try "old\n".write(to: old.appending(path: "Old.swift"), atomically: true, encoding: .utf8)
        }
        let before = Backup.existing(of: kata, in: backups)
        try "// my own notes\n".write(to: copy.workbook.learnerCode(kata).appending(path: "Notes.swift"), atomically: true, encoding: .utf8)
        let pruned = try await copy.run(StartCommand(kata: "pizza-menu", stage: "3"))
        #expect(pruned.status == 0, "\(pruned.notes)")
        let after = Backup.existing(of: kata, in: backups)
        #expect(after.count == Backup.keptPerKata)
        #expect(after == Array((before + [try backup(named: pruned.text)]).suffix(Backup.keptPerKata)), "the newest kept, in order")
        #expect(FileManager.default.fileExists(atPath: other.path), "another kata's backup stays")

        // Stage 2's reference and suite are the workbook's own: nothing copied.
        let scripted = try await copy.run(StartCommand(kata: "pizza-menu", stage: "5", backingUp: false))
        #expect(scripted.status == 0 && scripted.text.contains("Your work in Katas/pizza-menu is the workbook's own at a stage: no backup made (--no-backup)."),
                "\(scripted.text)")
        #expect(Backup.existing(of: kata, in: backups) == after)
        try "// mine\n".write(to: copy.workbook.learnerTests(kata).appending(path: "Mine.swift"), atomically: true, encoding: .utf8)
        let work = try contents(of: copy.workbook.root.appending(path: "Katas/pizza-menu"))
        let refused = try await copy.run(StartCommand(kata: "pizza-menu", stage: "6", backingUp: false))
        #expect(refused.status == 2)
        #expect(refused.notes == "error: Katas/pizza-menu/GiuseppesTests holds work of yours that no stage of the workbook holds, and --no-backup would lose it: "
                + "nothing was changed. Start without --no-backup.", "\(refused.notes)")
        #expect(try contents(of: copy.workbook.root.appending(path: "Katas/pizza-menu")) == work)
        #expect(copy.progress().of(kata).stage == 5)
    }

    @Test("reset of a kata folder that is a symbolic link backs up the files it leads to before replacing them")
    func resetThroughALink() async throws {
        let learner = copy.workbook.root.appending(path: "Katas/pizza-menu")
        let elsewhere = copy.workbook.root.appending(path: "elsewhere")
        try? FileManager.default.removeItem(at: elsewhere)
        try "// my own notes\n".write(to: copy.workbook.learnerCode(kata).appending(path: "Notes.swift"), atomically: true, encoding: .utf8)
        let work = try contents(of: learner)
        try FileManager.default.moveItem(at: learner, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: learner, withDestinationURL: elsewhere)
        defer {
            try? FileManager.default.removeItem(at: learner)
            try? FileManager.default.moveItem(at: elsewhere, to: learner)
        }

        let reset = try await copy.run(ResetCommand(kata: "pizza-menu", all: false))

        #expect(reset.status == 0, "\(reset.notes)")
        #expect(try contents(of: backup(named: reset.text)) == work, "the backup holds the files, not a link to them")
        #expect(try contents(of: elsewhere.appending(path: kata.module)) == contents(of: copy.workbook.reference(kata, at: .cleanStart)))
    }

    /// Runs git in the copy; its output.
    @discardableResult
    private func git(_ arguments: String...) throws -> String {
        let output = copy.workbook.root.appending(path: ".git-output")
        let status = try ProcessRunner().run(["git", "-C", copy.workbook.root.path] + arguments, outputFile: output,
                                             temporaryFolder: copy.workbook.root.appending(path: ".git-tmp"))
        #expect(status.termination == .exited(0), "git \(arguments): \(status.output)")
        return status.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("verify --commit commits the kata's folder alone on the stage's red and on the stage done, and refuses politely")
    func commit() async throws {
        let root = copy.workbook.root
        for leftover in [".git", "notes.txt"] { try? FileManager.default.removeItem(at: root.appending(path: leftover)) }
        let outside = try await copy.run(VerifyCommand(kata: "pizza-menu", options: VerifyOptions(commit: true)))
        #expect(outside.status == 2)
        #expect(outside.notes == "error: --commit needs a git repository, and \(root.path) is not in one: run `git init` there, "
            + "or verify without --commit.")

        try git("init", "--quiet")
        try git("config", "user.name", "Learner")
        try git("config", "user.email", "learner@example.com")
        try ".git-output\n.git-tmp/\n.kata/\n.build/\n".write(to: root.appending(path: ".gitignore"), atomically: true, encoding: .utf8)
        try git("add", "--all")
        try git("commit", "--quiet", "--message", "The workbook")
        try "notes\n".write(to: root.appending(path: "notes.txt"), atomically: true, encoding: .utf8)
        try git("add", "notes.txt")
        let staged = try await copy.run(VerifyCommand(kata: "pizza-menu", options: VerifyOptions(commit: true)))
        #expect(staged.status == 2)
        #expect(staged.notes == "error: --commit commits Katas/pizza-menu alone, and notes.txt is staged as well: commit or unstage it first.")
        try git("reset", "--quiet", "notes.txt")

        copy.replaceLearnerTests(with: .after(kata.stages[0]))
        let red = try await copy.run(VerifyCommand(kata: "pizza-menu", options: VerifyOptions(commit: true)))
        let redMessage = "Red: The walking skeleton has one section (pizza-menu stage 1, a compile error)"
        #expect(red.status == 1)
        #expect(red.text.contains("Committed Katas/pizza-menu as "), "\(red.text)\n\(red.notes)")
        #expect(try git("log", "-1", "--format=%s") == redMessage)

        copy.replaceLearnerCode(with: .after(kata.stages[0]))
        let green = try await copy.run(VerifyCommand(kata: "pizza-menu", options: VerifyOptions(commit: true)))
        #expect(green.status == 0, "\(green.text)")
        #expect(try git("log", "-1", "--format=%s") == kata.stages[0].commit)
        #expect(try git("show", "--name-only", "--format=", "HEAD").split(separator: "\n").allSatisfy { $0.hasPrefix("Katas/pizza-menu/") })
        let status = try git("status", "--porcelain")
        #expect(status == "?? notes.txt", "only the kata's folder was committed: \(status)")
    }

    @Test("watch verifies at once, then again after a save, and stops when told")
    func watch() throws {
        let printed = Mutex<[String]>([])
        let context = CommandContext(workbook: copy.workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { _ in })
        var saved = false
        func verdicts() -> Int { printed.withLock { $0.filter { $0.hasPrefix("● ") }.count } }
        try WatchCommand(kata: "pizza-menu").watch(in: context, until: { verdicts() >= 2 }, pause: { _ in
            // The save a learner makes after the first verdict: the stage's test, in their test file.
            guard verdicts() == 1, !saved else { return }
            saved = true
            copy.replaceLearnerTests(with: .after(kata.stages[0]))
        })
        let text = printed.withLock { $0.joined(separator: "\n") }
        #expect(verdicts() == 2, "\(text)")
        #expect(text.contains("None of your tests shows the missing behaviour yet"), "the first verify, at the clean start: \(text)")
        #expect(text.contains("This is the red stage 1 starts with: the lesson's `error: cannot find 'MenuDataSource' in scope`."), "the verify after the save: \(text)")
        #expect(printed.withLock { $0.filter { $0.hasPrefix("Watching Katas/pizza-menu: save a file to verify again") }.count } == 2)
        #expect(RunHistory(directory: copy.workbook.stateDirectory).records(of: "pizza-menu").count == 2)
    }
}
