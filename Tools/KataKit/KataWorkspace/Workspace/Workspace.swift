import Foundation
import KataModel

/// The learner's folders of a kata, replaced by a snapshot of the workbook once their work is backed up.
package enum Workspace {
    /// Backs up `Katas/<kata>`, then makes the learner's code the reference and their tests the workbook's suite at
    /// `snapshot`. Files of `Katas/<kata>` outside those two folders stay as they are.
    package static func replace(_ kata: Kata, in workbook: Workbook, with snapshot: Snapshot) throws -> Backup {
        let backup = try Backup.make(of: kata, in: workbook)
        let replacements = [(workbook.learnerCode(kata), workbook.reference(kata, at: snapshot)),
                            (workbook.learnerTests(kata), workbook.acceptanceSuite(kata, at: snapshot))]
        for (folder, source) in replacements {
            try FolderCopy.replace(folder, withFilesOf: source, links: .copied)
        }
        return backup
    }
}
