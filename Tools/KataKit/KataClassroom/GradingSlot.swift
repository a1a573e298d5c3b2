import Foundation
import KataModel
import KataRunning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder one grading works in at a time, outside the workbook, taken with a lock so that two gradings at once
/// (two `kata report` or `kata grade` runs) never share one; its builds stay for the next grading, which is then warm.
/// A `GradingSession` holds one.
package final class GradingSlot: Sendable {
    /// The slot's folder.
    let folder: URL
    /// The open lock file, held until the slot is given back.
    private let lock: Int32

    private init(folder: URL, lock: Int32) {
        self.folder = folder
        self.lock = lock
    }

    deinit {
        close(lock)
    }

    /// The grading slots of `workbook`: outside it, one folder per workbook in the grading folder.
    static func slots(of workbook: Workbook) -> URL {
        GradingFolder.url.appending(path: SourceFiles.fingerprint(ofText: workbook.root.path))
    }

    /// The first slot of `workbook` no other grading holds: `slot-1`, `slot-2`, ... under `slots(of:)`.
    static func take(for workbook: Workbook) throws -> GradingSlot {
        let base = slots(of: workbook)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try? Data(workbook.root.path.utf8).write(to: base.appending(path: workbookFile), options: .atomic)
        dropSlots(in: base.deletingLastPathComponent(), whoseWorkbookIsGoneBut: base)
        for number in 1... {
            let lockFile = base.appending(path: "slot-\(number).lock")
            let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw ClassroomError.noSlot(base.path) }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                return GradingSlot(folder: base.appending(path: "slot-\(number)"), lock: descriptor)
            }
            close(descriptor)
        }
        throw ClassroomError.noSlot(base.path)
    }

    /// The file in a workbook's slots folder that names the workbook it serves.
    static let workbookFile = "workbook"

    /// Removes the slots folders in `grading` (but `kept`) whose workbook is gone, and none of whose slots a grading
    /// holds: a clone graded and deleted leaves nothing behind. A folder that names no workbook is left alone.
    static func dropSlots(in grading: URL, whoseWorkbookIsGoneBut kept: URL) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: grading.path)) ?? [] where name != kept.lastPathComponent {
            let folder = grading.appending(path: name)
            guard let named = try? String(contentsOf: folder.appending(path: workbookFile), encoding: .utf8),
                  !URL(filePath: named).isFolder else { continue }
            // Each slot's lock held while the folder goes, so that no grading takes one meanwhile.
            let locks = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".lock") }
                .map { open(folder.appending(path: $0).path, O_RDWR | O_CLOEXEC) }
            defer { locks.forEach { if $0 >= 0 { close($0) } } }
            guard locks.allSatisfy({ $0 >= 0 && flock($0, LOCK_EX | LOCK_NB) == 0 }) else { continue }
            try? fileManager.removeItem(at: folder)
        }
    }
}
