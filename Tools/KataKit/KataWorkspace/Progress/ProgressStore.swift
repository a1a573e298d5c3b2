import Foundation
import KataModel

/// Reads and writes the progress file, atomically, and survives a damaged one.
package struct ProgressStore: Sendable {
    package let file: URL

    package init(directory: URL) {
        file = directory.appending(path: "progress.json")
    }

    /// The saved progress; a missing file is a fresh start, a damaged one is copied aside, and what was damaged is
    /// said (KataRendering, as a warning).
    ///
    /// A file that cannot be read at all starts every kata again; one whose entry for a kata cannot be read
    /// starts that kata again. Either way the file is first copied to `progress.json.damaged-N`, never over an
    /// earlier copy.
    package func load() -> (progress: WorkbookProgress, damage: ProgressDamage?) {
        guard let data = try? Data(contentsOf: file) else {
            guard FileManager.default.fileExists(atPath: file.path) else { return (WorkbookProgress(), nil) }
            // There, and not readable (a folder, no permission): moved aside, so that the next save cannot replace it.
            let moved = moveAside()
            return (WorkbookProgress(), .unreadable(file: file.lastPathComponent, movedAs: moved))
        }
        let progress = try? JSONStyle.decoder().decode(WorkbookProgress.self, from: data)
        if let progress, progress.unreadable.isEmpty { return (progress, nil) }
        let copy = keepDamagedCopy(of: data)
        // With the copy kept, the file holds what could be read, so the warning is given once.
        if copy != nil { try? save(progress ?? WorkbookProgress()) }
        guard let progress else {
            return (WorkbookProgress(), .undecodable(file: file.lastPathComponent, keptAs: copy))
        }
        return (progress, .entriesUnreadable(file: file.lastPathComponent, katas: progress.unreadable, keptAs: copy))
    }

    /// Copies a damaged file's bytes to the first free `progress.json.damaged-N`; its name, or `nil` if none could be written.
    private func keepDamagedCopy(of data: Data) -> String? {
        guard let copy = freeDamagedName() else { return nil }
        return (try? data.write(to: copy, options: .withoutOverwriting)) != nil ? copy.lastPathComponent : nil
    }

    /// Moves the unreadable file to the first free `progress.json.damaged-N`; its name, or `nil` if it could not be moved.
    private func moveAside() -> String? {
        guard let copy = freeDamagedName() else { return nil }
        return (try? FileManager.default.moveItem(at: file, to: copy)) != nil ? copy.lastPathComponent : nil
    }

    /// The first `progress.json.damaged-N` that does not exist.
    private func freeDamagedName() -> URL? {
        (1...999).lazy.map { file.deletingLastPathComponent().appending(path: "\(file.lastPathComponent).damaged-\($0)") }
            .first { !FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Saves `progress`: written to a temporary file and renamed, so a crash never leaves half a file.
    package func save(_ progress: WorkbookProgress) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONStyle.encoder(pretty: true).encode(progress).write(to: file, options: .atomic)
    }
}

/// What was wrong with a damaged progress file, and where its bytes went: KataRendering says it as a warning.
package enum ProgressDamage: Sendable, Equatable {
    /// The file cannot be read at all: the name it was moved aside as, if it could be moved.
    case unreadable(file: String, movedAs: String?)
    /// The file cannot be decoded: the name its copy is kept as, if one could be written.
    case undecodable(file: String, keptAs: String?)
    /// The entries of these katas cannot be decoded: the name the file's copy is kept as, if one could be written.
    case entriesUnreadable(file: String, katas: [String], keptAs: String?)
}
