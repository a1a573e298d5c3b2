import Foundation
import KataModel
import KataRunning

/// `kata verify --commit`: the learner's kata folder committed alone, on the stage's red or on the stage done.
package struct StageCommit: Sendable {
    private let git: Git
    /// The kata's folder, relative to the workbook's root.
    private let folder: String

    /// Git for the folder of `kata`, once it is known that the workbook is in a repository and that nothing outside
    /// the folder is staged (a commit of the folder alone would leave it staged, or take it along).
    package init(kata: Kata, in workbook: Workbook) throws {
        git = Git(root: workbook.root, scratch: workbook.gitScratch)
        folder = kata.paths.workspace
        guard try git.isRepository else { throw WorkspaceError.notARepository(workbook.root.path) }
        let others = try git.stagedPaths(outside: folder)
        if let first = others.first { throw WorkspaceError.stagedOutside(folder, first: first, more: others.count - 1) }
    }

    /// The message a verify of `stage` is committed with: the stage's own when the verify completed it, the red
    /// message when the learner's tests show the stage's red, and `nil` (nothing to commit) otherwise.
    package static func message(for stage: Stage, of kata: Kata, done: Bool, showsStageRed: Bool) -> String? {
        done ? stage.commit : showsStageRed ? kata.redCommitMessage(for: stage) : nil
    }

    /// Commits the folder with `message`; what was done, which KataRendering says.
    package func commit(_ message: String) throws -> Made {
        guard let hash = try git.commit(folder: folder, message: message) else { return .nothingChanged(folder: folder) }
        return .committed(folder: folder, hash: hash, message: message)
    }

    /// What a commit of the folder did.
    package enum Made: Sendable, Equatable {
        /// Nothing: the folder has no change since the last commit.
        case nothingChanged(folder: String)
        /// A commit of the folder, by its short hash, with `message`.
        case committed(folder: String, hash: String, message: String)
    }
}
