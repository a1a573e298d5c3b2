import Foundation

/// The last proof made for a kata, kept with the fingerprint of everything it was made from.
///
/// A proof depends on the learner's tests and the workbook's snapshots, not on the learner's code: a verify
/// after a change of code alone reuses it instead of building the reference and the mutants again.
struct ProofCache: Sendable {
    let file: URL

    private struct Entry: Codable {
        var key: String
        var proof: StageProof
    }

    /// The proof saved under `key`, if the last one saved has that key.
    func proof(for key: String) -> StageProof? {
        guard let data = try? Data(contentsOf: file), let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return nil }
        return entry.key == key ? entry.proof : nil
    }

    /// Keeps `proof` under `key`, replacing the last one; a cache that cannot be written is only slower.
    func save(_ proof: StageProof, for key: String) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(Entry(key: key, proof: proof)).write(to: file, options: .atomic)
    }
}
