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

    /// Appends `record`.
    func append(_ record: RunRecord) throws {
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

    /// The records of `kata` (of every kata when `nil`), oldest first; lines that cannot be read are skipped.
    func records(of kata: String? = nil) -> [RunRecord] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(RunRecord.self, from: Data($0)) }
            .filter { kata == nil || $0.kata == kata }
    }
}
