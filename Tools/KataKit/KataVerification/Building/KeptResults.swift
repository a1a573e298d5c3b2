import Foundation
import KataModel

/// The last few results of a costly run (a proof, a suite's verdict), each kept with the fingerprint of everything
/// it was made from, in a file of the scratch folder.
///
/// A proof depends on the learner's tests and the workbook's snapshots, not on the learner's code: a verify
/// after a change of code alone reuses it instead of building the reference and the mutants again, and so
/// does a verify after the learner undoes a change of their tests.
struct KeptResults<Value: Codable & Sendable>: Sendable {
    let file: URL
    /// How many results are kept, the most recent first.
    var capacity = 8

    private struct Entry: Codable {
        var key: String
        var value: Value
    }

    /// The result saved under `key` by this build of the tool, if it is among those kept.
    func value(for key: String) -> Value? {
        entries().first { $0.key == Self.toolBuild + key }?.value
    }

    /// The build of the running tool (its executable's size and date): a result made by another build is not reused.
    private static var toolBuild: String {
        let executable = Bundle.main.executablePath.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        let size = (executable?[.size] as? NSNumber)?.stringValue ?? "?"
        let date = (executable?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)/\(date)\u{1D}"
    }

    /// Keeps `value` under `key` as the most recent; a file that cannot be written is only slower.
    func save(_ value: Value, for key: String) {
        save([key: value])
    }

    /// Keeps every value of `values` under its key, as the most recent.
    func save(_ values: [String: Value]) {
        let added = values.sorted { $0.key < $1.key }.map { Entry(key: Self.toolBuild + $0.key, value: $0.value) }
        let addedKeys = Set(added.map(\.key))
        let kept = added + entries().filter { !addedKeys.contains($0.key) }.prefix(max(0, capacity - added.count))
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONStyle.encoder().encode(kept).write(to: file, options: .atomic)
    }

    private func entries() -> [Entry] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONStyle.decoder().decode([Entry].self, from: data)) ?? []
    }
}
