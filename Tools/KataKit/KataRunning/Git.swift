import Foundation
import KataModel

/// The few git commands the tool runs, in a repository's folder: a commit of the learner's kata (`kata verify --commit`),
/// a replay's history (`kata replay`), the commit and origin an autograder pins (`kata autograder`).
package struct Git: Sendable {
    /// The folder git is told to work in: the workbook's root, or a replay's new repository.
    let root: URL
    /// A folder of the tool's own for git's output and temporary files.
    let scratch: URL

    package init(root: URL, scratch: URL) {
        self.root = root
        self.scratch = scratch
    }

    /// Whether the workbook is inside a git work tree; throws when git cannot be run at all.
    package var isRepository: Bool {
        get throws {
            let outcome = try run(["rev-parse", "--is-inside-work-tree"], allowingFailure: true)
            return outcome.termination == .exited(0) && outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
        }
    }

    /// The paths staged for the next commit that lie outside `folder` (a path relative to the root), relative
    /// to the repository's top folder.
    package func stagedPaths(outside folder: String) throws -> [String] {
        let inFolder = try repositoryPath(of: folder) + "/"
        return try stagedPaths().filter { !$0.hasPrefix(inFolder) }
    }

    /// Stages everything in `folder` (a path relative to the root) and commits it alone with `message`; the
    /// commit's short hash, or `nil` when the folder had nothing to commit.
    package func commit(folder: String, message: String) throws -> String? {
        try run(["add", "--all", "--", folder])
        let inFolder = try repositoryPath(of: folder) + "/"
        guard try stagedPaths().contains(where: { $0.hasPrefix(inFolder) }) else { return nil }
        try run(["commit", "--quiet", "--message", message, "--", folder])
        return try run(["rev-parse", "--short", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every path staged for the next commit, relative to the repository's top folder.
    private func stagedPaths() throws -> [String] {
        try run(["diff", "--cached", "--name-only"]).output.split(separator: "\n").map(String.init)
    }

    /// `path`, relative to the root, as relative to the repository's top folder.
    private func repositoryPath(of path: String) throws -> String {
        try run(["rev-parse", "--show-prefix"]).output.trimmingCharacters(in: .whitespacesAndNewlines) + path
    }

    /// The commit checked out, in full.
    package func head() throws -> String {
        try run(["rev-parse", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The full hash of the commit `name` names in this repository, `nil` when it names none.
    package func commit(named name: String) throws -> String? {
        let outcome = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}"], allowingFailure: true)
        return outcome.termination == .exited(0) ? outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Where the remote `origin` is; `nil` when the repository has none (or the root is in no repository).
    package func originURL() throws -> String? {
        let outcome = try run(["remote", "get-url", "origin"], allowingFailure: true)
        return outcome.termination == .exited(0) ? outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Makes the root a new repository.
    package func initialize() throws {
        try run(["init", "--quiet"])
    }

    /// Commits everything in the root as the workbook, whatever identity git is configured with.
    package func commitEverything(message: String) throws {
        try run(["add", "--all"])
        let identity = ["NAME": "The TDD kata workbook", "EMAIL": "workbook@kata.invalid"]
        let environment = Dictionary(uniqueKeysWithValues: ["AUTHOR", "COMMITTER"].flatMap { role in
            identity.map { ("GIT_\(role)_\($0.key)", $0.value) }
        })
        try run(["commit", "--quiet", "--allow-empty", "--message", message], environment: environment)
    }

    /// Runs git with `arguments` in the root; throws with git's own words when it fails, unless `allowingFailure`.
    @discardableResult
    private func run(_ arguments: [String], environment: [String: String] = [:], allowingFailure: Bool = false) throws -> ProcessOutcome {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let outcome = try ProcessRunner().run(["git", "-C", root.path] + arguments, environment: environment,
                                              outputFile: scratch.appending(path: "git.log"),
                                              timeout: Defaults.gitTimeout, temporaryFolder: scratch.appending(path: "tmp"))
        guard allowingFailure || outcome.termination == .exited(0) else {
            let said = outcome.output.split(separator: "\n").first.map(String.init) ?? "no output"
            throw RunningError.gitFailed("git \(arguments.first ?? "") failed: \(said)")
        }
        return outcome
    }
}
