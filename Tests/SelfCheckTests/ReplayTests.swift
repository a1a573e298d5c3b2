import Foundation
import Synchronization
import Testing
@testable import KataKit

/// `kata replay` for every kata: the history reads as the kata's story, and in the replayed repository itself a
/// sample stage's red commit fails as the stage declares while its green commit passes.
@Suite("Every kata replays as a repository of red and green commits")
struct ReplayTests {
    @Test("The replay's commits are the kata's steps, and the last stage with a red fails and then passes as declared",
          arguments: try katasUnderCheck().map(\.id))
    func replay(kataID: String) async throws {
        let workbook = try theWorkbook()
        let kata = try workbook.kata(named: kataID)
        // Kept between runs, with the build beside the repository, so that its build stays warm.
        let checkout = workbook.root.path.replacingOccurrences(of: "/", with: "_")
        let base = FileManager.default.temporaryDirectory.appending(path: "kata-replay/\(checkout)/\(kata.id)")
        let repository = base.appending(path: "repository"), build = base.appending(path: "build")
        try? FileManager.default.removeItem(at: repository)
        let printed = Mutex<[String]>([])
        let runner = CommandRunner(workbook: workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { line in printed.withLock { $0.append(line) } })
        let status = try await offThePool { runner.run(.replay(kata: kata.id, folder: repository.path)) }
        let steps = ReferenceReplay(workbook: workbook, kata: kata).steps
        #expect(status == 0, "\(printed.withLock { $0 })")
        #expect(printed.withLock { $0 }.first?.hasPrefix("Replayed \(kata.id) into \(repository.path): \(steps.count) commits") == true)

        let run = Shell(folder: base)
        #expect(try run(["git", "-C", repository.path, "log", "--reverse", "--format=%s"]).output.split(separator: "\n").map(String.init)
            == steps.map(\.message))
        let hashes = try run(["git", "-C", repository.path, "rev-list", "--reverse", "HEAD"]).output.split(separator: "\n").map(String.init)
        let again = try await offThePool { runner.run(.replay(kata: kata.id, folder: repository.path)) }
        #expect(again == 2, "a folder that is not empty is refused")

        let stage = try #require(kata.stages.last { $0.kind != .refactor })
        let red = try #require(steps.firstIndex { $0.red == stage })
        _ = try run(["git", "-C", repository.path, "checkout", "--quiet", hashes[red]])
        let built = try run(["swift", "build", "--build-tests", "--package-path", repository.path, "--scratch-path", build.path], check: false)
        if stage.kind == .redCompile {
            #expect(built.termination != .exited(0), "\(kata.id) stage \(stage.number)'s red commit should not compile")
        } else {
            #expect(built.termination == .exited(0), "\(built.output)")
            let tested = try run(["swift", "test", "--package-path", repository.path, "--scratch-path", build.path], check: false)
            #expect(tested.termination != .exited(0), "\(kata.id) stage \(stage.number)'s red commit should fail its tests")
            if stage.kind == .redCrash { #expect(tested.output.contains("Fatal error"), "\(tested.output)") }
        }
        _ = try run(["git", "-C", repository.path, "checkout", "--quiet", hashes[red + 1]])
        let green = try run(["swift", "test", "--package-path", repository.path, "--scratch-path", build.path], check: false)
        #expect(green.termination == .exited(0), "\(kata.id) stage \(stage.number)'s green commit should pass: \(green.output.suffix(2_000))")
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
