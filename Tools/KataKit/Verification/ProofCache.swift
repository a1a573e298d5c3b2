import Foundation

/// The last few proofs made for a kata, each kept with the fingerprint of everything it was made from.
///
/// A proof depends on the learner's tests and the workbook's snapshots, not on the learner's code: a verify
/// after a change of code alone reuses it instead of building the reference and the mutants again, and so
/// does a verify after the learner undoes a change of their tests.
struct ProofCache: Sendable {
    let file: URL
    /// How many proofs are kept, the most recent first.
    var capacity = 8

    private struct Entry: Codable {
        var key: String
        var proof: StageProof
    }

    /// The proof saved under `key`, if it is among those kept.
    func proof(for key: String) -> StageProof? {
        entries().first { $0.key == key }?.proof
    }

    /// Keeps `proof` under `key` as the most recent; a cache that cannot be written is only slower.
    func save(_ proof: StageProof, for key: String) {
        let kept = [Entry(key: key, proof: proof)] + entries().filter { $0.key != key }.prefix(capacity - 1)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(kept).write(to: file, options: .atomic)
    }

    private func entries() -> [Entry] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }
}
