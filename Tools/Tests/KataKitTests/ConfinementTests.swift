import Foundation
import Testing
@testable import KataRunning

@Suite("Student code runs confined")
struct ConfinementTests {
    @Test("A confined test process sees only PATH, LANG, a HOME in its temporary folder and that TMPDIR in the slot, runs in the slot, with its limits")
    func confinedProcess() throws {
        let slot = try TemporaryDirectory()
        let confinement = Confinement(slot: slot.url, hiding: [])
        setenv("KATA_TEACHER_ONLY", "secret", 1)
        defer { unsetenv("KATA_TEACHER_ONLY") }
        let outcome = try ProcessRunner(confinement: confinement).run(
            ["/bin/sh", "-c", "env; echo cwd=$(pwd); echo files=$(ulimit -f) open=$(ulimit -n)"],
            outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30), temporaryFolder: slot.url.appending(path: "tmp"),
            endingEscapes: true)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let variables: [String] = lines.compactMap { (line: String) -> String? in line.split(separator: "=", maxSplits: 1).first.map(String.init) }
        let names = Set<String>(variables.filter { (name: String) -> Bool in name.uppercased() == name && !["cwd", "files", "open"].contains(name) })
        #expect(!outcome.output.contains("KATA_TEACHER_ONLY"), "\(outcome.output)")
        #expect(names.isSubset(of: ["PATH", "LANG", "HOME", "TMPDIR", "PWD", "OLDPWD", "SHLVL", "_", "KATA_TOOL_MARK", "KATA_RUN_MARK"]),
                "\(names.sorted())")
        #expect(lines.contains("HOME=\(slot.url.appending(path: "tmp/home").path)"))
        #expect(lines.contains("TMPDIR=\(slot.url.appending(path: "tmp").path)"))
        #expect(lines.contains("cwd=\(slot.url.standardizedFileURL.path)"))
        #expect(lines.contains("files=\(64 * 1_024 * 2) open=256"), "a test's limits: \(outcome.output)")
    }

    @Test("In bubblewrap, the slot is the one folder a process can write, and hidden folders are empty", .enabled(if: Self.hasBubblewrap))
    func sandbox() throws {
        let slot = try TemporaryDirectory(), hidden = try TemporaryDirectory()
        try "teacher".write(to: hidden.url.appending(path: "secret.txt"), atomically: true, encoding: .utf8)
        // Beside the package, where the test runs: neither the slot nor a temporary folder.
        let outside = URL(filePath: FileManager.default.currentDirectoryPath).appending(path: ".build/kata-outside-\(UUID().uuidString)")
        let confinement = Confinement(slot: slot.url, hiding: [hidden.url])
        let script = "echo in > \(slot.url.path)/written; echo out > \(outside.path) 2>/dev/null || echo refused; ls \(hidden.url.path) | wc -l"
        let outcome = try ProcessRunner(confinement: confinement).run(["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"),
                                                                       timeout: .seconds(30), temporaryFolder: slot.url.appending(path: "tmp"))
        #expect(confinement.name == "bubblewrap")
        #expect(FileManager.default.fileExists(atPath: slot.url.appending(path: "written").path), "\(outcome.output)")
        #expect(!FileManager.default.fileExists(atPath: outside.path), "\(outcome.output)")
        #expect(outcome.output.contains("refused") && outcome.output.contains("0"), "\(outcome.output)")
    }

    @Test("A test run finds nothing an earlier one left in its home or temporary folder, so it cannot count its runs")
    func noTraceBetweenRuns() throws {
        let slot = try TemporaryDirectory()
        let runner = ProcessRunner(confinement: Confinement(slot: slot.url, hiding: []))
        let script = "cat \"$HOME/runs\" \"$TMPDIR/runs\" 2>/dev/null | wc -l; echo run >> \"$HOME/runs\"; echo run >> \"$TMPDIR/runs\""
        let counts = try (1...2).map { _ in
            try runner.run(["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
                           temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(counts == ["0", "0"])
    }

    @Test("In bubblewrap, a test process writes only its temporary folder and the folders given it: the rest of the slot is read-only",
          .enabled(if: Self.hasBubblewrap))
    func testReadOnlySlot() throws {
        let slot = try TemporaryDirectory()
        let results = slot.url.appending(path: "results")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let script = "echo x > \(slot.url.path)/trace 2>/dev/null || echo refused; echo x > \"$HOME/h\" && echo x > \"$TMPDIR/t\" "
            + "&& echo x > \(results.path)/r && echo written"
        let outcome = try ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [])).run(
            ["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
            temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true, writable: [results])
        #expect(outcome.output.contains("refused") && outcome.output.contains("written"), "\(outcome.output)")
        #expect(!FileManager.default.fileExists(atPath: slot.url.appending(path: "trace").path))
        #expect(FileManager.default.fileExists(atPath: results.appending(path: "r").path))
    }

    static var hasBubblewrap: Bool { Confinement(slot: URL(filePath: "/tmp"), hiding: []).name == "bubblewrap" }
}
