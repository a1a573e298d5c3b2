import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataWorkspace
@testable import KataRendering
@testable import KataCommandLine

/// `kata replay`: for every kata, the history reads as the kata's story and each commit holds exactly the stage
/// folders its step names; in a fixture kata's replay, built, a red commit fails as its stage declares and the green
/// commit after it passes.
@Suite("Every kata replays as a repository of red and green commits")
struct ReplayTests {
    @Test("The replay's commits are the kata's steps, each holding the code and tests of its snapshots and nothing else",
          arguments: try katasUnderCheck().map(\.id))
    func replay(kataID: String) async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: kataID)
        let (repository, hashes) = try await replayed(kata, of: workbook, in: "kata-replay")
        let steps = ReferenceReplay(workbook: workbook, kata: kata).steps
        let run = Shell(folder: repository.deletingLastPathComponent())
        for (step, hash) in zip(steps, hashes) {
            _ = try run(["git", "-C", repository.path, "checkout", "--quiet", hash])
            let listed = try run(["git", "-C", repository.path, "ls-tree", "-r", "--name-only", hash]).output.split(separator: "\n").map(String.init)
            let sources = "Sources/\(kata.module)", tests = "Tests/\(kata.learnerTestModule)"
            let expected = [".gitignore", "Package.swift", "README.md"]
                + SourceFiles.paths(under: workbook.reference(kata, at: step.code)).map { "\(sources)/\($0)" }
                + SourceFiles.paths(under: workbook.acceptanceSuite(kata, at: step.tests)).map { "\(tests)/\($0)" }
            #expect(Set(listed) == Set(expected), "\(kata.id) '\(step.message)': the commit's files")
            #expect(try contents(of: repository.appending(path: sources)) == contents(of: workbook.reference(kata, at: step.code)),
                    "\(kata.id) '\(step.message)': the code")
            #expect(try contents(of: repository.appending(path: tests)) == contents(of: workbook.acceptanceSuite(kata, at: step.tests)),
                    "\(kata.id) '\(step.message)': the tests")
        }
    }

    /// One sample built, on the fixture kata with a stage of every kind: its stage whose red is a crash.
    @Test("In a replay, built, the stage whose red is a crash fails at its red commit as declared and passes at its green one", .toolWide)
    func replayBuilds() async throws {
        let base = try testFolder("kata-replay-built")
        let fixture = try FixtureWorkbook(at: base.appending(path: "workbook"), withTab: true)
        let workbook = try fixture.workbook
        let kata = try workbook.kata(named: FixtureTab.kataID)
        let (repository, hashes) = try await replayed(kata, of: workbook, in: "kata-replay-built")
        let build = base.appending(path: "build")
        let steps = ReferenceReplay(workbook: workbook, kata: kata).steps
        let stage = try #require(kata.stages.last { $0.kind == .redCrash })
        let red = try #require(steps.firstIndex { $0.red == stage })
        let run = Shell(folder: base)
        _ = try run(["git", "-C", repository.path, "checkout", "--quiet", hashes[red]])
        let tested = try run(["swift", "test", "--package-path", repository.path, "--scratch-path", build.path], check: false)
        #expect(tested.termination != .exited(0), "\(kata.id) stage \(stage.number)'s red commit should fail its tests")
        #expect(tested.output.contains("Fatal error"), "\(tested.output)")
        _ = try run(["git", "-C", repository.path, "checkout", "--quiet", hashes[red + 1]])
        let green = try run(["swift", "test", "--package-path", repository.path, "--scratch-path", build.path], check: false)
        #expect(green.termination == .exited(0), "\(kata.id) stage \(stage.number)'s green commit should pass: \(green.output.suffix(2_000))")
    }

    /// Replays `kata` into a new repository under `folder` of the system's temporary folder, checks what the command
    /// printed, the commits' messages, and that a second replay into the same folder is refused; the repository and
    /// its commits, oldest first.
    private func replayed(_ kata: Kata, of workbook: Workbook, in folder: String) async throws -> (URL, [String]) {
        let base = try testFolder(folder).appending(path: workbook.root.path.replacingOccurrences(of: "/", with: "_") + "/" + kata.id)
        let repository = base.appending(path: "repository")
        try? FileManager.default.removeItem(at: repository)
        let printed = Mutex<[String]>([])
        let context = CommandContext(workbook: workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { line in printed.withLock { $0.append(line) } })
        let status = try await offThePool { context.run(ReplayCommand(kata: kata.id, folder: repository.path)) }
        let steps = ReferenceReplay(workbook: workbook, kata: kata).steps
        #expect(status == 0, "\(printed.withLock { $0 })")
        #expect(printed.withLock { $0 }.first?.hasPrefix("Replayed \(kata.id) into \(repository.path): \(steps.count) commits") == true)
        let run = Shell(folder: base)
        #expect(try run(["git", "-C", repository.path, "log", "--reverse", "--format=%s"]).output.split(separator: "\n").map(String.init)
            == steps.map(\.message))
        let hashes = try run(["git", "-C", repository.path, "rev-list", "--reverse", "HEAD"]).output.split(separator: "\n").map(String.init)
        let again = try await offThePool { context.run(ReplayCommand(kata: kata.id, folder: repository.path)) }
        #expect(again == 2, "a folder that is not empty is refused")
        #expect(hashes.count == steps.count)
        return (repository, hashes)
    }

    /// Every file below `folder`, by path, with its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: SourceFiles.paths(under: folder).map { ($0, try Data(contentsOf: folder.appending(path: $0))) })
    }
}

/// Runs commands for a test, their output in a file of `folder`.
private struct Shell {
    let folder: URL

    func callAsFunction(_ arguments: [String], check: Bool = true) throws -> ProcessOutcome {
        let outcome = try ProcessRunner().run(arguments, outputFile: folder.appending(path: "command.log"),
                                              timeout: .seconds(900), temporaryFolder: folder.appending(path: "tmp"))
        if check { #expect(outcome.termination == .exited(0), "\(arguments.joined(separator: " ")): \(outcome.output)") }
        return outcome
    }
}
