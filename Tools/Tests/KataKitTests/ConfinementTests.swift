import Foundation
import Testing
@testable import KataRunning

@Suite("Student code runs confined")
struct ConfinementTests {
    @Test("A confined process sees only PATH, LANG, a HOME and TMPDIR in the slot, runs in the slot, with its limits")
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
        #expect(lines.contains("HOME=\(confinement.home.path)"))
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

    static var hasBubblewrap: Bool { Confinement(slot: URL(filePath: "/tmp"), hiding: []).name == "bubblewrap" }
}
