import Foundation
import KataModel

/// The last few results of a costly run (a proof, a suite's verdict), each kept with the fingerprint of everything
/// it was made from, in a file of the scratch folder.
///
/// A proof depends on the learner's tests and the workbook's snapshots, not on the learner's code: a verify
/// after a change of code alone reuses it instead of building the reference and the mutants again, and so
/// does a verify after the learner undoes a change of their tests. Each entry is signed with the grading folder's key
/// (see `GradingFolder.signingKey`): one that code outside the tool wrote or changed is not found.
package struct KeptResults<Value: Codable & Sendable>: Sendable {
    package let file: URL
    /// How many results are kept, the most recent first.
    package var capacity: Int

    package init(file: URL, capacity: Int = 8) {
        self.file = file
        self.capacity = capacity
    }

    private struct Entry: Codable {
        var key: String
        var value: Value
        /// The HMAC-SHA-256 of the key and the value's JSON, under the signing key.
        var signature: String?

        /// What is signed: the key, a separator no key holds, and the value's JSON.
        var signed: Data? {
            (try? JSONStyle.encoder().encode(value)).map { Data(key.utf8) + Data([0]) + $0 }
        }

        var isSigned: Bool {
            guard let signature, let signed else { return false }
            return HMAC.equal(Array(signature.utf8), Array(HMAC.sha256Hex(key: GradingFolder.signingKey, message: signed).utf8))
        }
    }

    /// The result saved under `key` by this build of the tool and signed by it, if it is among those kept.
    package func value(for key: String) -> Value? {
        entries().first { $0.key == Self.toolBuild + key && $0.isSigned }?.value
    }

    /// The build of the running tool (its executable's size and date): a result made by another build is not reused.
    private static var toolBuild: String {
        let executable = Bundle.main.executablePath.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        let size = (executable?[.size] as? NSNumber)?.stringValue ?? "?"
        let date = (executable?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)/\(date)\u{1D}"
    }

    /// Keeps `value` under `key` as the most recent; a file that cannot be written is only slower.
    package func save(_ value: Value, for key: String) {
        save([key: value])
    }

    /// Keeps every value of `values` under its key, as the most recent.
    package func save(_ values: [String: Value]) {
        let added = values.sorted { $0.key < $1.key }.map { pair in
            var entry = Entry(key: Self.toolBuild + pair.key, value: pair.value)
            entry.signature = entry.signed.map { HMAC.sha256Hex(key: GradingFolder.signingKey, message: $0) }
            return entry
        }
        let addedKeys = Set(added.map(\.key))
        let kept = added + entries().filter { !addedKeys.contains($0.key) }.prefix(max(0, capacity - added.count))
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONStyle.encoder().encode(kept).write(to: file, options: .atomic)
        // The tool's alone: behind a separate user, a test must not read what a grading keeps.
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    private func entries() -> [Entry] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONStyle.decoder().decode([Entry].self, from: data)) ?? []
    }
}
