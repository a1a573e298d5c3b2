import Foundation

/// How far the learner has come in one kata.
public struct KataProgress: Codable, Sendable, Equatable {
    /// The stage the learner is on, from 1; one past the last stage when the kata is done.
    public var stage: Int
    /// The colour of the last verify, if there was one.
    public var lastVerdict: VerdictColour?
    /// When the last verify ran.
    public var lastRun: Date?
    /// How many hints of the current stage the learner has asked for.
    public var hintsTaken: Int?

    public init(stage: Int = 1, lastVerdict: VerdictColour? = nil, lastRun: Date? = nil, hintsTaken: Int? = nil) {
        self.stage = stage
        self.lastVerdict = lastVerdict
        self.lastRun = lastRun
        self.hintsTaken = hintsTaken
    }
}

/// The learner's progress in every kata, kept in `.kata/progress.json`.
public struct WorkbookProgress: Codable, Sendable, Equatable {
    public var katas: [String: KataProgress] = [:]
    /// The kata verified last: the one `kata verify` picks when none is named.
    public var current: String?

    public init() {}

    /// The progress in `kata`, clamped to its stages.
    public func of(_ kata: Kata) -> KataProgress {
        var progress = katas[kata.id] ?? KataProgress()
        progress.stage = min(max(progress.stage, 1), kata.stages.count + 1)
        return progress
    }
}

/// Reads and writes the progress file, atomically, and survives a damaged one.
public struct ProgressStore: Sendable {
    public let file: URL

    public init(directory: URL) {
        file = directory.appending(path: "progress.json")
    }

    /// The saved progress; a missing file is a fresh start, a damaged one is set aside with a warning.
    public func load() -> (progress: WorkbookProgress, warning: String?) {
        guard let data = try? Data(contentsOf: file) else { return (WorkbookProgress(), nil) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let progress = try? decoder.decode(WorkbookProgress.self, from: data) { return (progress, nil) }
        let aside = file.appendingPathExtension("damaged")
        try? FileManager.default.removeItem(at: aside)
        let kept = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
        return (WorkbookProgress(), "warning: \(file.lastPathComponent) could not be read"
            + (kept ? "; it is kept as \(aside.lastPathComponent) and" : " and")
            + " progress starts again from stage 1.")
    }

    /// Saves `progress`: written to a temporary file and renamed, so a crash never leaves half a file.
    public func save(_ progress: WorkbookProgress) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(progress).write(to: file, options: .atomic)
    }
}
