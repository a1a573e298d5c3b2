import Foundation
import Testing
@testable import KataClassroom
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The grading folder keeps slots of the workbooks that are there")
struct GradingSlotTests {
    @Test("A workbook's slots go once the workbook is gone and no grading holds one; the rest stay")
    func slotsOfGoneWorkbooks() throws {
        let root = try TemporaryDirectory()
        let grading = root.url.appending(path: "grading"), workbook = root.url.appending(path: "workbook")
        try FileManager.default.createDirectory(at: workbook, withIntermediateDirectories: true)
        let gone = root.url.appending(path: "deleted-clone").path
        func slots(_ name: String, serving path: String?) throws -> URL {
            let folder = grading.appending(path: name)
            try FileManager.default.createDirectory(at: folder.appending(path: "slot-1/build"), withIntermediateDirectories: true)
            try Data().write(to: folder.appending(path: "slot-1.lock"))
            if let path { try Data(path.utf8).write(to: folder.appending(path: GradingSlot.workbookFile)) }
            return folder
        }
        let deleted = try slots("deleted", serving: gone)
        let present = try slots("present", serving: workbook.path)
        let held = try slots("held", serving: gone)
        let unnamed = try slots("unnamed", serving: nil)
        let current = try slots("current", serving: gone)
        try Data("key".utf8).write(to: grading.appending(path: "signing.key"))
        let lock = open(held.appending(path: "slot-1.lock").path, O_RDWR)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)

        GradingSlot.dropSlots(in: grading, whoseWorkbookIsGoneBut: current)

        #expect(!FileManager.default.fileExists(atPath: deleted.path), "the deleted clone's slots are gone")
        for kept in [present, held, unnamed, current, grading.appending(path: "signing.key")] {
            #expect(FileManager.default.fileExists(atPath: kept.path), "\(kept.lastPathComponent) stays")
        }
    }
}
