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
}
