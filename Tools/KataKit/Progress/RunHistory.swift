import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `kata verify`, as the run history keeps it.
struct RunRecord: Codable, Sendable, Equatable {
    var kata: String
    var stage: Int
    var colour: VerdictColour
    /// Whether this verify completed the stage.
    var done: Bool
    var date: Date
    /// How many hints of the stage the learner had taken by then.
    var hints: Int
    /// What the learner said the verdict would be (`--predict`), if they said.
    var predicted: VerdictColour?
    /// Why a green verify did not complete the stage, in a few words ("0 of 2 mutants caught"); `nil` otherwise.
    var refused: String?
}

/// A stage begun by `kata start` or `kata reset`: where the time of its verifies starts, and a mark in the log.
struct StageBegun: Codable, Sendable, Equatable {
    var kata: String
    var stage: Int
    var began: Date
    /// The command that began it: `start` or `reset`.
    var by: String
}

/// Every verify so far, one JSON line each, in `.kata/history.jsonl`.
///
/// A record is appended with a single write to a file opened for appending, so two tools running at once
/// cannot interleave their lines, and a crash leaves at most one partial last line, which reading skips.
struct RunHistory: Sendable {
    let file: URL

    init(directory: URL) {
        file = directory.appending(path: "history.jsonl")
    }

    /// Appends `record`: a `RunRecord` or a `StageBegun`.
    func append(_ record: some Encodable) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let line = try encoder.encode(record) + Data("\n".utf8)
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
    }

    /// The verifies of `kata` (of every kata when `nil`), oldest first; lines that cannot be read are skipped.
    func records(of kata: String? = nil) -> [RunRecord] {
        lines(of: RunRecord.self).filter { kata == nil || $0.kata == kata }
    }

    /// The stages of `kata` begun by `kata start` or `kata reset`, oldest first.
    func begun(of kata: String) -> [StageBegun] {
        lines(of: StageBegun.self).filter { $0.kata == kata }
    }

    /// The lines that read as `Line`; the others (another kind, or damaged) are skipped.
    private func lines<Line: Decodable>(of _: Line.Type) -> [Line] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(Line.self, from: Data($0)) }
    }
}
