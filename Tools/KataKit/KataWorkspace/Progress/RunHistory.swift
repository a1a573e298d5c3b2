import Foundation
import KataModel
import KataToolOutput
import KataVerification
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `kata verify`, as the run history keeps it.
///
/// Its shape is versioned by `version`: a line of version 1 (which has none) kept why a green was refused in words
/// (`refused`), a line of version 2 keeps it as a value (`notDone`). Both are read.
package struct RunRecord: Codable, Sendable, Equatable {
    /// The version of the shape this tool writes.
    static let currentVersion = 2

    /// The version of the line's shape; `nil` in a line of version 1.
    package var version: Int?
    package var kata: String
    package var stage: Int
    package var colour: VerdictColour
    /// Whether this verify completed the stage.
    package var done: Bool
    package var date: Date
    /// How many hints of the stage the learner had taken by then.
    package var hints: Int
    /// What the learner said the verdict would be (`--predict`), if they said.
    package var predicted: VerdictColour?
    /// Why a green verify did not complete the stage, in a few words ("0 of 2 mutants caught"), as a line of version 1
    /// kept it; `nil` otherwise, and in a line of version 2.
    package var refused: String?
    /// Why a green verify did not complete the stage, in a line of version 2; `nil` otherwise.
    package var notDone: NotDoneReason?
    /// Whether the learner's own tests failed at this verify (the red TDD asks for); `nil` in a record kept before
    /// this was, which its colour stands in for.
    package var learnerRed: Bool?
    /// Whether this verify showed the red the stage's lesson asks for (its compile error, failed assertion or crash,
    /// in the learner's tests); `nil` in a record kept before this was.
    package var stageRed: Bool?
    /// Whether this verify was a slip, as its diagnosis said (`RedDiagnosis.isSlip`); `nil` in a record kept before
    /// this was, which `isSlip` judges by its other fields.
    package var slip: Bool?

    /// A record of the shape this tool writes; `notDone` is kept only for a green (see `wasRefused`).
    package init(kata: String, stage: Int, colour: VerdictColour, done: Bool, date: Date, hints: Int, predicted: VerdictColour? = nil,
                 notDone: NotDoneReason? = nil, learnerRed: Bool? = nil, stageRed: Bool? = nil, slip: Bool? = nil) {
        version = Self.currentVersion
        self.kata = kata
        self.stage = stage
        self.colour = colour
        self.done = done
        self.date = date
        self.hints = hints
        self.predicted = predicted
        self.notDone = colour == .green ? notDone : nil
        self.learnerRed = learnerRed
        self.stageRed = stageRed
        self.slip = slip
    }

    /// Whether this verify was a green that did not complete its stage.
    package var wasRefused: Bool { notDone != nil || refused != nil }

    /// Whether this verify was a refactor stage's green before its change: the lesson's own first step, not a refusal.
    package func refusedForTheRefactor(wordedAs words: String) -> Bool {
        notDone?.isRefactorNotMade ?? (refused == words)
    }

    /// Whether this verify showed the learner's tests failing, as far as the record tells.
    package var showsLearnerRed: Bool { learnerRed ?? (colour != .green) }

    /// Whether this verify failed in a way the lesson does not ask for, as its diagnosis said. A record kept before
    /// the diagnosis was counts a failure that is neither the stage's red nor a red of the learner's own test (the red
    /// TDD asks for, such as a wrong value written first); one kept before those were known counts every failure.
    package var isSlip: Bool {
        slip ?? (colour != .green && stageRed != true && !(colour == .red && learnerRed == true))
    }

    /// The record with its stage and hints within `DocumentBounds.count`: a history is the student's to write, and its
    /// readers count and subtract with these.
    var clamped: RunRecord {
        var record = self
        record.stage = DocumentBounds.clamped(stage)
        record.hints = DocumentBounds.clamped(hints)
        return record
    }

    /// The longest run of slips in `records`, and the run they end with.
    package static func slipsInARow(_ records: [RunRecord]) -> (longest: Int, last: Int) {
        var longest = 0, current = 0
        for record in records {
            current = record.isSlip ? current + 1 : 0
            longest = max(longest, current)
        }
        return (longest, current)
    }
}

/// A stage begun by `kata start` or `kata reset`: where the time of its verifies starts, and a mark in the log.
package struct StageBegun: Codable, Sendable, Equatable {
    var kata: String
    package var stage: Int
    package var began: Date
    /// The command that began it: `start` or `reset`.
    package var by: String

    package init(kata: String, stage: Int, began: Date, by: String) {
        self.kata = kata
        self.stage = stage
        self.began = began
        self.by = by
    }
}

/// Every verify so far, one JSON line each, in `.kata/history.jsonl`.
///
/// A record is appended with a single write to a file opened for appending, so two tools running at once
/// cannot interleave their lines, and a crash leaves at most one partial last line, which reading skips.
package struct RunHistory: Sendable {
    package let file: URL

    package init(directory: URL) {
        file = directory.appending(path: "history.jsonl")
    }

    /// Appends `record`: a `RunRecord` or a `StageBegun`.
    package func append(_ record: some Encodable) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let line = try JSONStyle.encoder().encode(record) + Data("\n".utf8)
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
    }

    /// The verifies of `kata` (of every kata when `nil`), oldest first; lines that cannot be read are skipped.
    package func records(of kata: String? = nil) -> [RunRecord] {
        Self.records(in: (try? Data(contentsOf: file)) ?? Data(), of: kata)
    }

    /// The stages of `kata` begun by `kata start` or `kata reset`, oldest first.
    package func begun(of kata: String) -> [StageBegun] {
        lines(of: StageBegun.self).filter { $0.kata == kata }
    }

    /// The verifies of `kata` (of every kata when `nil`) in `data`, a history's text, oldest first, each stage and
    /// count of hints clamped (see `RunRecord.clamped`).
    package static func records(in data: Data, of kata: String? = nil) -> [RunRecord] {
        lines(of: RunRecord.self, in: data).filter { kata == nil || $0.kata == kata }.map(\.clamped)
    }

    /// The lines that read as `Line`; the others (another kind, or damaged) are skipped.
    private func lines<Line: Decodable>(of _: Line.Type) -> [Line] {
        Self.lines(of: Line.self, in: (try? Data(contentsOf: file)) ?? Data())
    }

    private static func lines<Line: Decodable>(of _: Line.Type, in data: Data) -> [Line] {
        let decoder = JSONStyle.decoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(Line.self, from: Data($0)) }
    }
}
