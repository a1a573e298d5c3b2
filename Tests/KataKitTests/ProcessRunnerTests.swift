import Foundation
import Testing
@testable import KataKit

@Suite("Running a child process")
struct ProcessRunnerTests {
    private let runner = ProcessRunner()

    @Test("Its exit status and interleaved output are kept")
    func exited() throws {
        let directory = try TemporaryDirectory()
        let outcome = try runner.run(["sh", "-c", "echo out; echo err >&2; exit 3"], outputFile: directory.url.appending(path: "log"))
        #expect(outcome.termination == .exited(3))
        #expect(outcome.output == "out\nerr\n")
    }

    @Test("A process ended by a signal is reported with the signal")
    func signalled() throws {
        let directory = try TemporaryDirectory()
        let outcome = try runner.run(["sh", "-c", "kill -ABRT $$"], outputFile: directory.url.appending(path: "log"))
        #expect(outcome.termination == .signalled(SIGABRT))
    }

    @Test("Past its limit the whole process group is stopped, children too")
    func timedOut() throws {
        let directory = try TemporaryDirectory()
        let outcome = try runner.run(["sh", "-c", "sleep 37 & sleep 38"],
                                     outputFile: directory.url.appending(path: "log"), timeout: .milliseconds(300))
        #expect(outcome.termination == .timedOut)
        #expect(outcome.duration < .seconds(5))
        let survivors = try runner.run(["sh", "-c", "ps -eo args | grep -c '^sleep 3[78]$' || true"], outputFile: directory.url.appending(path: "ps"))
        #expect(survivors.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test("What a process leaves running in its group when it ends normally is ended with it")
    func leftoversEnded() throws {
        let directory = try TemporaryDirectory()
        let outcome = try runner.run(["sh", "-c", "sleep 41 & exit 0"], outputFile: directory.url.appending(path: "log"))
        #expect(outcome.termination == .exited(0))
        let survivors = try runner.run(["sh", "-c", "ps -eo args | grep -c '^sleep 41$' || true"], outputFile: directory.url.appending(path: "ps"))
        #expect(survivors.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test("A process gets a temporary folder of its own, gone when it ends")
    func temporaryFolder() throws {
        let directory = try TemporaryDirectory()
        let outcome = try runner.run(["sh", "-c", "mktemp -d; echo \"$TMPDIR\""], outputFile: directory.url.appending(path: "log"))
        let lines = outcome.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        #expect(lines[0].hasPrefix(lines[1] + "/"), "mktemp used the folder given: \(lines)")
        #expect(lines[1] != FileManager.default.temporaryDirectory.path)
        #expect(!FileManager.default.fileExists(atPath: lines[1]))
    }

    @Test("A command that does not exist is an error, not a crash")
    func missingCommand() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ProcessRunnerError.self) {
            try runner.run(["no-such-command-for-kata"], outputFile: directory.url.appending(path: "log"))
        }
    }
}
