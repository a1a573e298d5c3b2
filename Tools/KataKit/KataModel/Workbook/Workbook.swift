import Foundation

/// The workbook on disk: its root folder, its katas, and where each kind of file lives.
public struct Workbook: Sendable {
    /// The package root (the folder holding `Package.swift` and `LESSONS.md`).
    package let root: URL
    /// The katas, in the catalog's order.
    package let katas: [Kata]
    /// The folder holding the learner's `Katas/` and `.kata/`: the root, or a student's clone in a class report.
    let learnerRoot: URL
    /// The folder for scratch packages, inside a build folder git ignores.
    package let scratchDirectory: URL
    /// How its scratch packages are built: the path the tool's environment chose when it started (see
    /// `BuildPath.current`), handed down with the workbook to everything that builds.
    package private(set) var buildPath: BuildPath

    /// Loads the workbook whose root is `root`, built the way the tool's environment chose.
    init(root: URL) throws {
        self.root = root.standardizedFileURL
        self.katas = try CatalogLoader(directory: self.root.appending(path: KataPaths.catalog)).load()
        learnerRoot = self.root
        scratchDirectory = self.root.appending(path: KataPaths.scratch)
        buildPath = (try? BuildPath.current.get()) ?? .platformDefault
    }

    private init(root: URL, katas: [Kata], learnerRoot: URL, scratchDirectory: URL, buildPath: BuildPath) {
        self.root = root
        self.katas = katas
        self.learnerRoot = learnerRoot
        self.scratchDirectory = scratchDirectory
        self.buildPath = buildPath
    }

    /// This workbook's catalog, suites and reference code with the learner's work and history taken from
    /// `folder` (a student's clone), building in `scratch`.
    package func withLearner(at folder: URL, scratch: URL) -> Workbook {
        Workbook(root: root, katas: katas, learnerRoot: folder.standardizedFileURL, scratchDirectory: scratch, buildPath: buildPath)
    }

    /// This workbook with its catalog read again: the katas as its manifests now list them.
    package func reloaded() throws -> Workbook {
        Workbook(root: root, katas: try CatalogLoader(directory: root.appending(path: KataPaths.catalog)).load(), learnerRoot: learnerRoot,
                 scratchDirectory: scratchDirectory, buildPath: buildPath)
    }

    /// This workbook built along `path` instead.
    package func building(along path: BuildPath) -> Workbook {
        var workbook = self
        workbook.buildPath = path
        return workbook
    }

    /// The environment variable that names the workbook's root, for a tool started outside it (Xcode runs the `kata`
    /// scheme in its build folder).
    public static let rootVariable = "KATA_WORKBOOK"

    /// Finds the workbook and loads it: the one at `directory` or above it; else the one `environment`'s
    /// `KATA_WORKBOOK` names; else the one the tool was built from (`builtFrom`, a file inside it), if it is still there.
    public static func locate(from directory: URL, environment: [String: String] = [:], builtFrom: URL? = nil) throws -> Workbook {
        if let root = root(atOrAbove: directory) { return try Workbook(root: root) }
        if let named = environment[rootVariable], !named.isEmpty {
            guard let root = root(atOrAbove: URL(filePath: named, directoryHint: .isDirectory)) else {
                throw WorkbookError.notInWorkbook(named, variable: rootVariable)
            }
            return try Workbook(root: root)
        }
        if let builtFrom, let root = root(atOrAbove: builtFrom.deletingLastPathComponent()) { return try Workbook(root: root) }
        throw WorkbookError.notInWorkbook(directory.path, variable: nil)
    }

    /// The folder at or above `directory` that holds a workbook's catalog.
    private static func root(atOrAbove directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appending(path: KataPaths.catalogList).path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    /// The kata with this id, or an error that suggests the closest id.
    package func kata(named id: String) throws -> Kata {
        if let kata = katas.first(where: { $0.id == id }) { return kata }
        throw WorkbookError.unknownKata(id, suggestion: katas.map(\.id).closest(to: id))
    }

    /// The folder with the learner's code for a kata.
    package func learnerCode(_ kata: Kata) -> URL {
        learnerRoot.appending(path: kata.paths.learnerCode)
    }

    /// The folder with the learner's own tests for a kata.
    package func learnerTests(_ kata: Kata) -> URL {
        learnerRoot.appending(path: kata.paths.learnerTests)
    }

    /// The workbook's acceptance suite as it stands at `snapshot` (after a stage's red step, or the clean start).
    package func acceptanceSuite(_ kata: Kata, at snapshot: Snapshot) -> URL {
        root.appending(path: kata.paths.suite(at: snapshot))
    }

    /// The reference code as it stands at `snapshot` (after a stage's green step, or the clean start).
    package func reference(_ kata: Kata, at snapshot: Snapshot) -> URL {
        root.appending(path: kata.paths.reference(at: snapshot))
    }

    /// The lessons, read from LESSONS.md; throws, naming the file, when it cannot be read.
    package func lessonBook() throws(WorkbookError) -> LessonBook {
        LessonBook(text: try text(of: KataPaths.lessons))
    }

    /// The text of the workbook's file at `path` (from its root); throws, naming the file, when it cannot be read.
    package func text(of path: String) throws(WorkbookError) -> String {
        do {
            return try String(contentsOf: root.appending(path: path), encoding: .utf8)
        } catch {
            throw .unreadableFile(path)
        }
    }

    /// The module cache every scratch package of this workbook builds with (see `ScratchPackage.moduleCache`). Its
    /// real path, links followed: the compiler refuses a cache it has seen under two paths.
    package var moduleCache: URL { scratchDirectory.appending(path: "module-cache").resolvingSymlinksInPath() }

    /// The folder for the learner's progress.
    package var stateDirectory: URL { learnerRoot.appending(path: KataPaths.state) }

    /// The scratch folder of the git runs the tool makes (a commit of the learner's kata, a replay, an autograder's pin).
    package var gitScratch: URL { scratchDirectory.appending(path: "git") }

    /// A path relative to the learner's folder or the root, for messages.
    package func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path, unlinked = PrivateFolders.unlinked(path)
        for prefix in [learnerRoot.path + "/", root.path + "/"].map(PrivateFolders.unlinked) where unlinked.hasPrefix(prefix) {
            return String(unlinked.dropFirst(prefix.count))
        }
        return path
    }
}

/// What can go wrong finding or reading the workbook.
public enum WorkbookError: KataFailure, Equatable {
    /// The folder searched is not in a workbook; `variable` names the environment variable that named it, if one did.
    case notInWorkbook(String, variable: String?)
    case unknownKata(String, suggestion: String?)
    case unknownStage(kata: String, stage: String, count: Int)
    case unreadableManifest(String, reason: String)
    /// A file of the workbook that is missing or is not UTF-8 text: its path from the root.
    case unreadableFile(String)
    /// `KATA_BUILD` names no path the tool knows (see `BuildPath`); `known` are those it does.
    case unknownBuildPath(String, known: [String])
    /// `KATA_BUILD` chose the direct build where the platform cannot take it.
    case directBuildUnavailable

    /// The user named what the workbook does not hold, or ran the tool outside it.
    public var kind: FailureKind { .input }

    /// The problem in one sentence, for a person.
    public var description: String {
        switch self {
        case .notInWorkbook(let path, let variable?):
            "\(variable) names \(path), which is not inside the kata workbook (no \(KataPaths.catalogList) above it)."
        case .notInWorkbook(let path, nil):
            "\(path) is not inside the kata workbook (no \(KataPaths.catalogList) above it): run the tool from the workbook's "
                + "folder, or name it in \(Workbook.rootVariable)."
        case .unknownKata(let id, let suggestion):
            "There is no kata called '\(id)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? " Run `kata list` to see them.")
        case .unknownStage(let kata, let stage, let count):
            "\(kata) has no stage '\(stage)': its stages are 1 to \(count)."
        case .unreadableManifest(let file, let reason):
            "The kata manifest \(file) cannot be read: \(reason)"
        case .unreadableFile(let path):
            "\(path) is missing or cannot be read: put the workbook's copy back (`git checkout -- \(path)`)."
        case .unknownBuildPath(let value, let known):
            "\(BuildPath.variable) is '\(value)', which is not a way the tool builds: give \(known.joined(separator: " or ")), or leave it unset."
        case .directBuildUnavailable:
            "\(BuildPath.variable)=direct runs the compiler's jobs without SwiftPM, which only Linux allows: leave it unset or give swiftpm here."
        }
    }
}
