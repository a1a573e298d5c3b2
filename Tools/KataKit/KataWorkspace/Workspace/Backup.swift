import Foundation
import KataModel

/// A copy of a learner's kata folder, made before a command replaces their work, and checked byte for byte.
package struct Backup: Sendable, Equatable {
    /// The folder that holds the copy, under `.kata/backups/`.
    package let folder: URL
    /// How many files it holds.
    package let fileCount: Int

    /// Copies `Katas/<kata>` into a new folder `.kata/backups/<kata>-<date and time>`, then compares every file of
    /// the copy with the original; throws, before anything of the learner's is touched, when one differs.
    static func make(of kata: Kata, in workbook: Workbook, at date: Date = Date()) throws -> Backup {
        let original = workbook.root.appending(path: kata.paths.workspace)
        let backups = workbook.stateDirectory.appending(path: "backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
        let folder = freeFolder(named: "\(kata.id)-\(stamp(date))", in: backups)
        try FolderCopy.replace(folder, withFilesOf: original, links: .copied)
        // A kata folder that is a link is backed up as the files it leads to, which replacing its folders would change.
        let originalFiles = original.resolvingSymlinksInPath()
        let files = SourceFiles.paths(under: originalFiles, includingHidden: true)
        guard files == SourceFiles.paths(under: folder, includingHidden: true),
              try files.allSatisfy({ try Data(contentsOf: originalFiles.appending(path: $0)) == Data(contentsOf: folder.appending(path: $0)) })
        else {
            throw WorkspaceError.backupDiffers(workbook.relativePath(original), in: workbook.relativePath(folder))
        }
        return Backup(folder: folder, fileCount: files.count)
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
