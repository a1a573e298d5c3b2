import Foundation
import Testing
@testable import KataModel
@testable import KataClassroom

@Suite("A student's work found in what they handed in")
struct SubmissionTests {
    private let katas = [Kata(id: "pizza-menu", title: "P", source: "s", framework: .xctest, module: "Giuseppes", stages: []),
                         Kata(id: "film-list", title: "F", source: "s", framework: .swiftTesting, module: "Films", stages: [])]

    private func folders(_ paths: [String], in root: URL) throws {
        for path in paths { try FileManager.default.createDirectory(at: root.appending(path: path), withIntermediateDirectories: true) }
    }

    @Test("A clone, a download with a folder around it (and __MACOSX, hidden files), and one kata's two folders, alone or in its own")
    func shapes() throws {
        let root = try TemporaryDirectory()
        try folders(["clone/Katas/pizza-menu", "download/__MACOSX", "download/.DS_Store", "download/work-main/Katas",
                     "alone/Films", "alone/FilmsTests", "named/pizza-menu/Giuseppes", "named/pizza-menu/GiuseppesTests"], in: root.url)
        let clone = try Submission.locate(in: root.url.appending(path: "clone"), katas: katas)
        #expect(clone.root.lastPathComponent == "clone" && clone.onlyKata == nil)
        let download = try Submission.locate(in: root.url.appending(path: "download"), katas: katas)
        #expect(download.root.lastPathComponent == "work-main" && download.onlyKata == nil)
        let alone = try Submission.locate(in: root.url.appending(path: "alone"), katas: katas)
        #expect(alone.root.lastPathComponent == "alone" && alone.onlyKata?.id == "film-list")
        #expect(alone.folders(of: katas[1]).map(\.lastPathComponent)
            == ["Films", "FilmsTests"])
        let named = try Submission.locate(in: root.url.appending(path: "named"), katas: katas)
        #expect(named.root.lastPathComponent == "pizza-menu" && named.onlyKata?.id == "pizza-menu")
    }

    @Test("A folder with no work, two folders, or a link to a clone elsewhere: what was expected, in one sentence")
    func nothing() throws {
        let root = try TemporaryDirectory()
        try folders(["two/a/Katas", "two/b/Katas", "elsewhere/Katas", "linked"], in: root.url)
        try FileManager.default.createSymbolicLink(at: root.url.appending(path: "linked/clone"), withDestinationURL: root.url.appending(path: "elsewhere"))
        for name in ["two", "linked"] {
            #expect(throws: SubmissionError.self) { try Submission.locate(in: root.url.appending(path: name), katas: katas) }
        }
        let said = SubmissionError(folder: "/x", example: katas[0]).description
        #expect(said == "/x holds no work of the workbook's: it takes a student's clone (a folder holding Katas/), a download of one (one folder "
            + "around it, as a ZIP from GitHub) or one kata's two folders (Giuseppes/ and GiuseppesTests/, alone or in pizza-menu/).")
    }
}
