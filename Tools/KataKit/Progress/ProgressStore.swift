import Foundation

/// How far the learner has come in one kata.
struct KataProgress: Codable, Sendable, Equatable {
    /// The stage the learner is on, from 1; one past the last stage when the kata is done.
    var stage: Int
    /// The colour of the last verify, if there was one.
    var lastVerdict: VerdictColour?
    /// When the last verify ran.
    var lastRun: Date?
    /// How many hints of the current stage the learner has asked for.
    var hintsTaken: Int?
    /// Whether the learner's tests have failed at a verify of the current stage.
    var redSeen: Bool?
    /// The learner's work when they last completed a stage: what a refactor stage must change.
    var lastGreen: RecordedGreen?
    /// The refactor stages the learner said they had made earlier (`--already-refactored`).
    var refactorsMadeEarlier: [Int]?

    init(stage: Int = 1, lastVerdict: VerdictColour? = nil, lastRun: Date? = nil, hintsTaken: Int? = nil) {
        self.stage = stage
        self.lastVerdict = lastVerdict
        self.lastRun = lastRun
        self.hintsTaken = hintsTaken
    }

    /// The learner's work at the end of a stage.
    struct RecordedGreen: Codable, Sendable, Equatable {
        var stage: Int
        var work: WorkFingerprint
    }
}

/// The learner's progress in every kata, kept in `.kata/progress.json`.
struct WorkbookProgress: Codable, Sendable, Equatable {
    var katas: [String: KataProgress] = [:]
    /// The kata verified last: the one `kata verify` picks when none is named.
    var current: String?

    init() {}

    /// The progress in `kata`, clamped to its stages.
    func of(_ kata: Kata) -> KataProgress {
        var progress = katas[kata.id] ?? KataProgress()
        progress.stage = min(max(progress.stage, 1), kata.stages.count + 1)
        return progress
    }
}

/// Reads and writes the progress file, atomically, and survives a damaged one.
struct ProgressStore: Sendable {
    let file: URL

    init(directory: URL) {
        file = directory.appending(path: "progress.json")
    }

    /// The saved progress; a missing file is a fresh start, a damaged one is set aside with a warning.
    func load() -> (progress: WorkbookProgress, warning: String?) {
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
    func save(_ progress: WorkbookProgress) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(progress).write(to: file, options: .atomic)
    }
}
