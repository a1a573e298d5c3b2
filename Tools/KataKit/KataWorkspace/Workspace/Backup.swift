import Foundation
import KataModel

/// A copy of a learner's kata folder, made before a command replaces their work, and checked byte for byte.
package struct Backup: Sendable, Equatable {
    /// The folder that holds the copy, under `.kata/backups/`.
    package let folder: URL
    /// How many files it holds.
    package let fileCount: Int
    /// Whether the copy was made now, not found already in the newest backup of the kata.
    package let isNew: Bool

    /// How many backups of a kata are kept: past it, the oldest go as a new one is made.
    package static let keptPerKata = 20

    /// Copies `Katas/<kata>` into a new folder `.kata/backups/<kata>-<date and time>`, then compares every file of
    /// the copy with the original; throws, before anything of the learner's is touched, when one differs. Work the
    /// kata's newest backup holds already, file for file, is not copied again: that backup is the one. Past
    /// `keptPerKata` backups of the kata, the oldest are removed.
    static func make(of kata: Kata, in workbook: Workbook, at date: Date = Date()) throws -> Backup {
        let original = workbook.root.appending(path: kata.paths.workspace)
        let backups = workbook.stateDirectory.appending(path: "backups")
        // A kata folder that is a link is backed up as the files it leads to, which replacing its folders would change.
        let originalFiles = original.resolvingSymlinksInPath()
        let kept = existing(of: kata, in: backups)
        if let newest = kept.last, let count = sameFiles(originalFiles, newest) {
            return Backup(folder: newest, fileCount: count, isNew: false)
        }
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
        let folder = freeFolder(named: "\(kata.id)-\(stamp(date))", in: backups)
        try FolderCopy.replace(folder, withFilesOf: original, links: .copied)
        guard let count = sameFiles(originalFiles, folder) else {
            throw WorkspaceError.backupDiffers(workbook.relativePath(original), in: workbook.relativePath(folder))
        }
        for old in (kept + [folder]).dropLast(keptPerKata) {
            try? FileManager.default.removeItem(at: old)
        }
        return Backup(folder: folder, fileCount: count, isNew: true)
    }

    /// How many files `folder` and `copy` hold, when they hold the same files (hidden ones too) with the same bytes;
    /// `nil` when they differ.
    static func sameFiles(_ folder: URL, _ copy: URL) -> Int? {
        let files = SourceFiles.paths(under: folder, includingHidden: true)
        guard files == SourceFiles.paths(under: copy, includingHidden: true),
              files.allSatisfy({ (try? Data(contentsOf: folder.appending(path: $0))) == (try? Data(contentsOf: copy.appending(path: $0))) })
        else { return nil }
        return files.count
    }

    /// The backups of `kata` in `backups`, oldest first: `<kata>-<date>-<time>`, then `-2`, `-3` ... for more in
    /// the same second (a kata's name may begin another's, whose backups are not these).
    static func existing(of kata: Kata, in backups: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? []
        let dated = names.compactMap { name -> (stamp: String, number: Int, name: String)? in
            guard name.hasPrefix(kata.id + "-") else { return nil }
            let parts = name.dropFirst(kata.id.count + 1).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2 || parts.count == 3, parts[0].count == 8, parts[1].count == 6,
                  parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
            return (String(parts[0] + parts[1]), parts.count == 3 ? Int(parts[2]) ?? 0 : 1, name)
        }
        return dated.sorted { ($0.stamp, $0.number) < ($1.stamp, $1.number) }.map { backups.appending(path: $0.name) }
    }

    /// `name`, or `name-2`, `name-3` ... when a backup of that name exists already.
    private static func freeFolder(named name: String, in parent: URL) -> URL {
        var candidate = parent.appending(path: name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = parent.appending(path: "\(name)-\(number)")
            number += 1
        }
        return candidate
    }

    /// The date and time as `20261123-004512`, in the machine's time zone, so that backups sort by age.
    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
