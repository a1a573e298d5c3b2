import Foundation
import Testing
@testable import KataClassroom
@testable import KataRunning

@Suite("Reading a clone's commit and history in one git run")
struct GitObjectsTests {
    @Test("git cat-file --batch's output is read object by object, by its sizes; a missing object is said missing")
    func objects() {
        let commit = "tree 3be2\nauthor A <a@b> 1795742424 +0000\ncommitter C <c@d> 1795742425 +0100\n\nwork\n"
        let history = "{\"kata\":\"tally\"}\n"
        let output = "859cdb2d6058477 commit \(commit.utf8.count)\n\(commit)\nHEAD:.kata/history.jsonl missing\n7898192 blob \(history.utf8.count)\n\(history)\n"
        let objects = StudentActivity.objects(in: Data(output.utf8))
        #expect(objects.map(\.type) == ["commit", "missing", "blob"])
        #expect(objects.map(\.name) == ["859cdb2d6058477", "HEAD:.kata/history.jsonl", "7898192"])
        #expect(objects[0].content == Data(commit.utf8) && objects[2].content == Data(history.utf8))
        #expect(StudentActivity.objects(in: Data("abc blob 99\nshort\n".utf8)).isEmpty, "a size past the end reads nothing")
    }

    @Test("A clone's commit and history are read as committed; a history never committed is none")
    func clone() throws {
        let root = try TemporaryDirectory()
        let git = { (arguments: [String]) in
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = ["git", "-C", root.url.path, "-c", "user.name=A", "-c", "user.email=a@example.invalid"] + arguments
            process.environment = ["GIT_COMMITTER_DATE": "1795742425 +0000", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git(["init", "--quiet"])
        try FileManager.default.createDirectory(at: root.url.appending(path: ".kata"), withIntermediateDirectories: true)
        let line = #"{"kata":"tally","stage":1,"colour":"green","done":true,"date":"2026-11-24T10:00:00Z","hints":2}"# + "\n"
        try line.write(to: root.url.appending(path: ".kata/history.jsonl"), atomically: true, encoding: .utf8)
        try "x".write(to: root.url.appending(path: "x"), atomically: true, encoding: .utf8)
        try git(["add", "x"])
        try git(["commit", "--quiet", "-m", "work"])
        let slot = try TemporaryDirectory()
        let confinement = Confinement(slot: slot.url, hiding: [], boundary: .none)
        let uncommitted = StudentActivity(of: root.url, behind: confinement)
        #expect(uncommitted.commit?.count == 7 && uncommitted.commitDate == Date(timeIntervalSince1970: 1_795_742_425) && uncommitted.history == nil)
        try git(["add", "--force", ".kata/history.jsonl"])
        try git(["commit", "--quiet", "-m", "history"])
        let committed = StudentActivity(of: root.url, behind: confinement)
        #expect(committed.history?.map(\.hints) == [2] && committed.lastVerify == committed.history?.first?.date)
    }

    @Test("A history past what git may print in a run (65 MiB, over the 64 MiB a confined run may write) leaves the commit and its date shown, and no history")
    func historyPastTheOutputLimit() throws {
        let root = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: root.url.appending(path: ".kata"), withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: "x"), count: 65 * 1_024 * 1_024).write(to: root.url.appending(path: ".kata/history.jsonl"))
        for arguments in [["init", "--quiet"], ["add", "--force", ".kata/history.jsonl"], ["commit", "--quiet", "-m", "a large history"]] {
            try Self.git(arguments, in: root.url)
        }
        let slot = try TemporaryDirectory()
        let activity = StudentActivity(of: root.url, behind: Confinement(slot: slot.url, hiding: [], boundary: .none))
        #expect(activity.commit?.count == 7 && activity.commitDate == Date(timeIntervalSince1970: 1_795_742_425), "\(activity)")
        #expect(activity.history == nil && activity.lastVerify == nil)
    }

    /// Runs git with `arguments` in the repository at `root`, as a committer of a known date.
    private static func git(_ arguments: [String], in root: URL) throws {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "-c", "user.name=A", "-c", "user.email=a@example.invalid"] + arguments
        process.environment = ["GIT_COMMITTER_DATE": "1795742425 +0000", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }
}
