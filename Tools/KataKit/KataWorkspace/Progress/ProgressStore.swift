import Foundation
import KataModel
import KataResults

/// How far the learner has come in one kata.
package struct KataProgress: Codable, Sendable, Equatable {
    /// The stage the learner is on, from 1; one past the last stage when the kata is done.
    package var stage: Int
    /// The colour of the last verify, if there was one.
    package var lastVerdict: VerdictColour?
    /// When the last verify ran.
    package var lastRun: Date?
    /// How many hints of the current stage the learner has asked for.
    package var hintsTaken: Int?
    /// Whether the learner's tests have failed at a verify of the current stage.
    package var redSeen: Bool?

    package init(stage: Int = 1, lastVerdict: VerdictColour? = nil, lastRun: Date? = nil, hintsTaken: Int? = nil) {
        self.stage = stage
        self.lastVerdict = lastVerdict
        self.lastRun = lastRun
        self.hintsTaken = hintsTaken
    }
}

/// The learner's progress in every kata, kept in `.kata/progress.json`.
package struct WorkbookProgress: Codable, Sendable, Equatable {
    package var katas: [String: KataProgress] = [:]
    /// The kata verified last: the one `kata verify` picks when none is named.
    package var current: String?
    /// The katas whose entries could not be read when the file was loaded; not saved.
    private(set) var unreadable: [String] = []

    init() {}

    private enum CodingKeys: String, CodingKey {
        case katas, current
    }

    /// Reads what it can: an entry that cannot be read costs that kata's progress, not the whole file's.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try? container.decodeIfPresent(String.self, forKey: .current)
        let entries = try container.decodeIfPresent([String: Lenient<KataProgress>].self, forKey: .katas) ?? [:]
        katas = entries.compactMapValues(\.value)
        unreadable = entries.filter { $0.value.value == nil }.map(\.key).sorted()
    }

    /// Whether the learner has done every stage of `kata`.
    package func isDone(_ kata: Kata) -> Bool {
        of(kata).stage > kata.stages.count
    }

    /// The kata the learner works on when they name none: the one verified last if it is not done, else the first
    /// not done; `nil` when every kata is done. `kata list`'s next step and every command's default kata follow it.
    package func currentKata(in katas: [Kata]) -> Kata? {
        let unfinished = katas.filter { !isDone($0) }
        return unfinished.first { $0.id == current } ?? unfinished.first
    }

    /// The progress in `kata`, every value clamped to what the kata has.
    package func of(_ kata: Kata) -> KataProgress {
        var progress = katas[kata.id] ?? KataProgress()
        progress.stage = min(max(progress.stage, 1), kata.stages.count + 1)
        if let taken = progress.hintsTaken {
            progress.hintsTaken = min(max(taken, 0), kata.stage(progress.stage)?.hints.count ?? 0)
        }
        return progress
    }
}

/// A value that decodes as `nil` instead of failing.
private struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}

/// Reads and writes the progress file, atomically, and survives a damaged one.
package struct ProgressStore: Sendable {
    package let file: URL

    package init(directory: URL) {
        file = directory.appending(path: "progress.json")
    }

    /// The saved progress; a missing file is a fresh start, a damaged one is copied aside with a warning.
    ///
    /// A file that cannot be read at all starts every kata again; one whose entry for a kata cannot be read
    /// starts that kata again. Either way the file is first copied to `progress.json.damaged-N`, never over an
    /// earlier copy.
    package func load() -> (progress: WorkbookProgress, warning: String?) {
        guard let data = try? Data(contentsOf: file) else { return (WorkbookProgress(), nil) }
        let progress = try? JSONStyle.decoder().decode(WorkbookProgress.self, from: data)
        if let progress, progress.unreadable.isEmpty { return (progress, nil) }
        let copy = keepDamagedCopy(of: data)
        let kept = copy.map { "; it is kept as \($0)" } ?? ""
        // With the copy kept, the file holds what could be read, so the warning is given once.
        if copy != nil { try? save(progress ?? WorkbookProgress()) }
        guard let progress else {
            return (WorkbookProgress(), "warning: \(file.lastPathComponent) could not be read\(kept). Progress starts again from stage 1.")
        }
        let katas = progress.unreadable.map { "'\($0)'" }.joined(separator: ", ")
        return (progress, "warning: \(file.lastPathComponent) has an entry it cannot read for \(katas)\(kept). That progress starts again from stage 1.")
    }

    /// Copies a damaged file's bytes to the first free `progress.json.damaged-N`; its name, or `nil` if none could be written.
    private func keepDamagedCopy(of data: Data) -> String? {
        for number in 1...999 {
            let copy = file.deletingLastPathComponent().appending(path: "\(file.lastPathComponent).damaged-\(number)")
            guard !FileManager.default.fileExists(atPath: copy.path) else { continue }
            return (try? data.write(to: copy, options: .withoutOverwriting)) != nil ? copy.lastPathComponent : nil
        }
        return nil
    }

    /// Saves `progress`: written to a temporary file and renamed, so a crash never leaves half a file.
    package func save(_ progress: WorkbookProgress) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONStyle.encoder(pretty: true).encode(progress).write(to: file, options: .atomic)
    }
}
