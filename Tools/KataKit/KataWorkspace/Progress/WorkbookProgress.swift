import Foundation
import KataModel

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

    /// The stage of `kata` the learner works on: the one they reached, or the last once the kata is done; `nil` for a
    /// kata with no stages.
    package func currentStage(of kata: Kata) -> Stage? {
        kata.stage(min(of(kata).stage, kata.stages.count))
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
