import Foundation
import KataModel
import KataToolOutput
import KataWorkspace

/// The short lines the commands say around their work: what runs (notes, dimmed), what was done, warnings, and the
/// next step. The renderers of verify, list, show, hint, log, solution, grade and report make the rest.
package struct CommandLines: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    // MARK: What runs

    /// Said while a verify of `stage` runs.
    package func verifying(_ stage: Stage, of kata: Kata) -> String {
        style.dim("Verifying \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ...")
    }

    /// Said while one stage is graded (`kata verify --stage`).
    package func grading(_ stage: Stage, of kata: Kata) -> String {
        style.dim("Grading \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title) ...")
    }

    /// Said while a student is graded.
    package func grading(student: String, on katas: [Kata]) -> String {
        style.dim("Grading \(student) on \(katas.map(\.id).joined(separator: ", ")) with this workbook's suites ...")
    }

    /// Said while a class is graded, `workers` students at a time.
    package func grading(_ students: Int, on katas: [Kata], workers: Int) -> String {
        style.dim("Grading \(plural(students, "student")) on \(katas.map(\.id).joined(separator: ", ")), \(workers) at a time ...")
    }

    /// Said as each student of a class is graded.
    package func graded(_ student: String, done: Int, of count: Int, seconds: Int) -> String {
        style.dim("  [\(done)/\(count)] \(student) graded, \(seconds) s so far")
    }

    /// Said when `kata watch` waits for a save.
    package func watching(_ kata: Kata) -> String {
        style.dim("Watching \(kata.paths.workspace): save a file to verify again; q or Ctrl-C stops.")
    }

    // MARK: What was done

    /// Where the learner's work was copied before it was replaced.
    package func backedUp(_ kata: Kata, into folder: String, files: Int, already: Bool = false) -> String {
        "Your work in \(kata.paths.workspace) is backed up \(already ? "already " : "")in \(folder) (\(plural(files, "file")), checked)."
    }

    /// `kata start --no-backup`: the learner's code and tests were the workbook's own, so nothing was copied.
    package func notBackedUp(_ kata: Kata) -> String {
        "Your work in \(kata.paths.workspace) is the workbook's own at a stage: no backup made (--no-backup)."
    }

    /// A kata put back at its clean start.
    package func reset(_ kata: Kata) -> String {
        " \(kata.id) is back at its clean start, stage 1 of \(kata.stages.count)."
    }

    /// After a reset of one kata or of all.
    package func afterReset(_ katas: [Kata], all: Bool) -> String {
        all ? "Next: `swift run kata` lists them." : "Next: `swift run kata show \(katas[0].id)`"
    }

    /// A kata begun at `stage`, its workspace at `before`.
    package func started(_ kata: Kata, at stage: Stage, from before: Snapshot) -> [String] {
        [" Your code and tests in \(kata.paths.workspace) are now the workbook's at \(before.name).",
         "You are at \(kata.id) stage \(stage.number) of \(kata.stages.count): \(stage.title). Read it: `swift run kata show \(kata.id)`"]
    }

    /// A replay written.
    package func replayed(_ kata: Kata, into folder: String, commits: Int) -> String {
        "Replayed \(kata.id) into \(folder): \(commits) commits, the clean start, then a red and a green for each stage "
            + "(a refactor in one). Read it with `git -C \(folder) log --oneline --reverse`."
    }

    /// A file an autograder recipe wrote.
    package func wrote(_ path: String) -> String { "wrote \(path)" }

    /// A file `kata check --fix` wrote, and what of it.
    package func wrote(_ path: String, _ written: KataListFix.Written) -> String {
        switch written {
        case .readmeRow(let kata):
            "wrote \(path): its row of \(kata.id): \(kata.framework.displayName), \(kata.stages.count) stage\(kata.stages.count == 1 ? "" : "s")"
        case .scheme: "wrote \(path): the scheme made from the catalog"
        }
    }

    /// The autograder's pin, and where to read on.
    package func pinned(_ url: String, at commit: String) -> String {
        "The workbook is fetched from \(url) at \(commit); see the README's \"In a classroom\" for the next steps."
    }

    /// A prediction judged.
    package func prediction(_ predicted: VerdictColour, actual: VerdictColour) -> String {
        actual.fulfils(prediction: predicted) ? "You predicted \(predicted.word): right."
            : "You predicted \(predicted.word), and it is \(actual.word). `swift run kata log` shows how often you were right."
    }

    /// What `--commit` did.
    package func committed(_ made: StageCommit.Made) -> String {
        switch made {
        case .nothingChanged(let folder): "Nothing committed: \(folder) has no change since your last commit."
        case .committed(let folder, let hash, let message): "Committed \(folder) as \(hash): \(message)"
        }
    }

    /// Why `--commit` committed nothing.
    package var nothingCommitted: String {
        "Nothing committed: --commit commits the stage's red or a stage done, and this verify is neither."
    }

    // MARK: Warnings

    /// The run history could not be written after `what` (a verify, a start, a reset).
    package func historyNotWritten(after what: String) -> String {
        "warning: this \(what) could not be added to \(KataPaths.history) (is \(KataPaths.state) a folder you can write?)."
    }

    /// The progress file was damaged: what could not be read, where its bytes went, and what starts again.
    package func progressDamaged(_ damage: ProgressDamage) -> String {
        switch damage {
        case .unreadable(let file, let moved):
            "warning: \(file) cannot be read\(moved.map { "; it is moved aside as \($0)" } ?? ", nor moved aside"). Progress starts again from stage 1."
        case .undecodable(let file, let kept):
            "warning: \(file) could not be read\(Self.kept(kept)). Progress starts again from stage 1."
        case .entriesUnreadable(let file, let katas, let kept):
            "warning: \(file) has an entry it cannot read for \(katas.map { "'\($0)'" }.joined(separator: ", "))\(Self.kept(kept)). "
                + "That progress starts again from stage 1."
        }
    }

    /// Where a damaged file's copy is kept, as a clause; nothing when none could be written.
    private static func kept(_ copy: String?) -> String {
        copy.map { "; it is kept as \($0)" } ?? ""
    }

    /// The progress file could not be written at `path`.
    package func progressNotSaved(_ path: String) -> String {
        "warning: your progress could not be saved: \(path) cannot be written (is \(KataPaths.state) a folder you can write?)."
    }

    /// Said when a signal stops the tool, after everything it started is stopped.
    package static let interrupted = "Interrupted: nothing was left running."

    /// An error that stopped a command, in its one line.
    package static func error(_ error: any Error) -> String { "error: \(error)" }

    /// `kata hint` on a kata done.
    package func noHintsLeft(_ kata: Kata) -> String { "\(kata.id) is done: no hints left to give." }

    /// `--commit` failed.
    package func commitFailed(_ error: any Error) -> String { "warning: the commit was not made: \(error)" }

}
