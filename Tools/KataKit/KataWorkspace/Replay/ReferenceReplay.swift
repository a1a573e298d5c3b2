import Foundation
import KataModel
import KataRunning

/// A kata done by the book, as a fresh git repository: the clean start, then for every stage a red commit (the
/// stage's tests against the code before) and a green one (the reference code), a refactor stage in one commit.
/// Every commit is a small package of its own that `swift test` runs.
package struct ReferenceReplay: Sendable {
    let workbook: Workbook
    let kata: Kata

    package init(workbook: Workbook, kata: Kata) {
        self.workbook = workbook
        self.kata = kata
    }

    /// One commit of the replay: the snapshots it holds and its message.
    struct Step: Sendable, Equatable {
        var code: Snapshot
        var tests: Snapshot
        var message: String
        /// The stage whose red this commit is, if it is one.
        var red: Stage?
    }

    /// The commits, oldest first.
    var steps: [Step] {
        var steps = [Step(code: .cleanStart, tests: .cleanStart, message: "Start \(kata.title): an empty \(kata.module) and an empty suite")]
        for stage in kata.stages {
            let before = Snapshot.before(stage, of: kata)
            if stage.kind != .refactor {
                steps.append(Step(code: before, tests: .after(stage), message: kata.redCommitMessage(for: stage), red: stage))
            }
            steps.append(Step(code: .after(stage), tests: .after(stage), message: stage.commit))
        }
        return steps
    }

    /// Makes the repository in `folder`, which must not exist or be empty; returns the number of commits.
    package func write(into folder: URL, scratch: URL) throws -> Int {
        let fileManager = FileManager.default
        if let entries = try? fileManager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw WorkspaceError.replayFolderNotEmpty(folder.path)
        }
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let git = Git(root: folder, scratch: scratch)
        try git.initialize()
        try Data(".build/\nPackage.resolved\n".utf8).write(to: folder.appending(path: ".gitignore"))
        try Data(readme.utf8).write(to: folder.appending(path: KataPaths.readme))
        for step in steps {
            let sources = folder.appending(path: "Sources/\(kata.module)"), tests = folder.appending(path: "Tests/\(kata.learnerTestModule)")
            try FolderCopy.replace(sources, withFilesOf: workbook.reference(kata, at: step.code), links: .copied)
            try FolderCopy.replace(tests, withFilesOf: workbook.acceptanceSuite(kata, at: step.tests), links: .copied)
            let excluded = fileManager.fileExists(atPath: tests.appending(path: "__Snapshots__").path) ? ["__Snapshots__"] : []
            try Data(manifest(excludingFromTests: excluded).utf8).write(to: folder.appending(path: KataPaths.packageManifest))
            try git.commitEverything(message: step.message)
        }
        return steps.count
    }

    private var readme: String {
        """
        # \(kata.title), done by the book

        The `\(kata.id)` kata of the TDD kata workbook, replayed: the clean start, then for each stage a red commit
        (the stage's tests, failing against the code before) and a green one (the reference code). A refactor stage
        is one commit. Read the story with `git log --oneline --reverse`; check out any commit and run `swift test`.

        """
    }

    private func manifest(excludingFromTests excluded: [String]) -> String {
        PackageManifest(name: kata.module, targets: [
            .init(name: kata.module),
            .init(name: kata.learnerTestModule, isTest: true, dependencies: [kata.module], exclude: excluded),
        ]).text
    }
}
