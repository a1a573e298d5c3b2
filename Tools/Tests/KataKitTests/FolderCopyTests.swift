import Foundation
import Testing
@testable import KataModel
@testable import KataWorkspace

@Suite("Copying a folder")
struct FolderCopyTests {
    /// A folder with a file, a hidden file, a file in a subfolder, a link to a file and a link to a folder outside.
    private func original(in directory: TemporaryDirectory) throws -> URL {
        let folder = directory.url.appending(path: "original")
        let outside = directory.url.appending(path: "outside")
        try FileManager.default.createDirectory(at: folder.appending(path: "Sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("a".utf8).write(to: folder.appending(path: "A.swift"))
        try Data("hidden".utf8).write(to: folder.appending(path: ".hidden"))
        try Data("b".utf8).write(to: folder.appending(path: "Sub/B.swift"))
        try Data("secret".utf8).write(to: outside.appending(path: "Secret.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "Link.swift").path, withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(at: folder.appending(path: "Out"), withDestinationURL: outside)
        return folder
    }

    private func contents(of folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
    }

    @Test("Links copied: the copy has every file, hidden ones too, and the links as links, never the files behind them")
    func linksCopied() throws {
        let directory = try TemporaryDirectory()
        let original = try original(in: directory)
        let copy = directory.url.appending(path: "deep/copy")
        #expect(try FolderCopy.replace(copy, withFilesOf: original, links: .copied) == [])
        #expect(contents(of: copy) == [".hidden", "A.swift", "Link.swift", "Out", "Sub", "Sub/B.swift"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy.appending(path: "Link.swift").path) == "A.swift")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy.appending(path: "Out").path).hasSuffix("/outside"))
        #expect(try Data(contentsOf: copy.appending(path: "Sub/B.swift")) == Data("b".utf8))
    }

    @Test("Links left out: the copy has the regular files alone, and the links are named")
    func linksLeftOut() throws {
        let directory = try TemporaryDirectory()
        let original = try original(in: directory)
        let copy = directory.url.appending(path: "copy")
        #expect(try FolderCopy.replace(copy, withFilesOf: original, links: .leftOut).sorted() == ["Link.swift", "Out"])
        #expect(contents(of: copy) == [".hidden", "A.swift", "Sub", "Sub/B.swift"])
    }

    @Test("The copy replaces whatever the folder held, a link in its place included")
    func replaces() throws {
        let directory = try TemporaryDirectory()
        let original = try original(in: directory)
        let copy = directory.url.appending(path: "copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: copy.appending(path: "Old.swift"))
        try FolderCopy.replace(copy, withFilesOf: original, links: .leftOut)
        #expect(!contents(of: copy).contains("Old.swift"))
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.createSymbolicLink(at: copy, withDestinationURL: directory.url.appending(path: "outside"))
        try FolderCopy.replace(copy, withFilesOf: original, links: .leftOut)
        #expect(contents(of: copy) == [".hidden", "A.swift", "Sub", "Sub/B.swift"])
        #expect(contents(of: directory.url.appending(path: "outside")) == ["Secret.swift"], "the link was replaced, not written through")
    }

    @Test("A folder that is itself a link is left out as '.', or followed when links are copied; a missing one copies as an empty folder")
    func rootLinkAndMissing() throws {
        let directory = try TemporaryDirectory()
        let original = try original(in: directory)
        let link = directory.url.appending(path: "link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: original)
        let copy = directory.url.appending(path: "copy")
        #expect(try FolderCopy.replace(copy, withFilesOf: link, links: .leftOut) == ["."])
        #expect(copy.isFolder && contents(of: copy) == [])
        try FolderCopy.replace(copy, withFilesOf: link, links: .copied)
        #expect(contents(of: copy) == [".hidden", "A.swift", "Link.swift", "Out", "Sub", "Sub/B.swift"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: copy.path)) == nil, "the copy is a folder of its own")
        #expect(try FolderCopy.replace(copy, withFilesOf: directory.url.appending(path: "missing"), links: .copied) == [])
        #expect(copy.isFolder && contents(of: copy) == [])
    }
}
