import Foundation
import Testing
@testable import KataModel

@Suite("Where the tool finds the workbook")
struct WorkbookLocationTests {
    /// This workbook's root, three folders above this file's.
    private let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL

    @Test("From a folder inside the workbook, that workbook, whatever KATA_WORKBOOK names")
    func workingFolderFirst() throws {
        let outside = try TemporaryDirectory()
        let found = try Workbook.locate(from: root.appending(path: "Katas/pizza-menu"), environment: [Workbook.rootVariable: outside.url.path])
        #expect(found.root.path == root.path)
    }

    @Test("From outside any workbook (Xcode's build folder), the one KATA_WORKBOOK names, else the one the tool was built from")
    func outside() throws {
        let outside = try TemporaryDirectory()
        let named = try Workbook.locate(from: outside.url, environment: [Workbook.rootVariable: root.appending(path: "Katas").path])
        #expect(named.root.path == root.path)
        let built = try Workbook.locate(from: outside.url, builtFrom: root.appending(path: "Tools/kata/main.swift"))
        #expect(built.root.path == root.path)
    }

    @Test("A KATA_WORKBOOK outside any workbook, or no workbook anywhere, is said in one sentence naming where to look")
    func nowhere() throws {
        let outside = try TemporaryDirectory()
        #expect(throws: WorkbookError.notInWorkbook(outside.url.path, variable: "KATA_WORKBOOK")) {
            try Workbook.locate(from: outside.url, environment: [Workbook.rootVariable: outside.url.path],
                                builtFrom: root.appending(path: "Tools/kata/main.swift"))
        }
        #expect(throws: WorkbookError.notInWorkbook(outside.url.standardizedFileURL.path, variable: nil)) {
            try Workbook.locate(from: outside.url, builtFrom: outside.url.appending(path: "Tools/kata/main.swift"))
        }
        #expect(WorkbookError.notInWorkbook("/tmp/x", variable: nil).description.contains("KATA_WORKBOOK"))
    }
}
