import Foundation
import Testing
@testable import KataRunning

@Suite("Running a child process")
struct ProcessRunnerTests {
    private let runner = ProcessRunner()

    /// Runs `script` with `sh -c` in `directory`'s files: its log is `name`, its temporary folder `tmp`.
    private func run(_ script: String, in directory: TemporaryDirectory, log name: String = "log",
                     timeout: Duration? = nil, endingEscapes: Bool = false) throws -> ProcessOutcome {
        try runner.run(["sh", "-c", script], outputFile: directory.url.appending(path: name), timeout: timeout,
                       temporaryFolder: directory.url.appending(path: "tmp"), endingEscapes: endingEscapes)
    }

    /// How many processes run whose command line matches `pattern` (a `grep` pattern anchored at both ends).
    private func count(_ pattern: String, in directory: TemporaryDirectory) throws -> String {
        try run("ps -eo args | grep -c '^\(pattern)$' || true", in: directory, log: "ps").output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("Its exit status and interleaved output are kept")
    func exited() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("echo out; echo err >&2; exit 3", in: directory)
        #expect(outcome.termination == .exited(3))
        #expect(outcome.output == "out\nerr\n")
    }

    @Test("A limit past any deadline the clock can hold means a day: the run ends as it would, with no overflow")
    func limitPastTheClock() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("echo done", in: directory, timeout: .seconds(Int64.max))
        #expect(outcome.termination == .exited(0) && outcome.output == "done\n")
    }

    @Test("A process ended by a signal is reported with the signal")
    func signalled() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("kill -ABRT $$", in: directory)
        #expect(outcome.termination == .signalled(SIGABRT))
    }

    @Test("Past its limit the whole process group is stopped, children too")
    func timedOut() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("sleep 37 & sleep 38", in: directory, timeout: .milliseconds(300))
        #expect(outcome.termination == .timedOut)
        #expect(outcome.duration < .seconds(5))
        #expect(try count("sleep 3[78]", in: directory) == "0")
    }

    @Test("What a process leaves running in its group when it ends normally is ended with it")
    func leftoversEnded() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("sleep 41 & exit 0", in: directory)
        #expect(outcome.termination == .exited(0))
        #expect(try count("sleep 41", in: directory) == "0")
    }

    @Test("Asked to, what a process starts in a session of its own is ended with it too")
    func escapedLeftoversEnded() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("setsid sleep 43 & sleep 0.2; exit 0", in: directory, endingEscapes: true)
        #expect(outcome.termination == .exited(0))
        #expect(try count("sleep 43", in: directory) == "0")
    }

    @Test("A process's temporary folder is the one given, emptied when it ends")
    func temporaryFolder() throws {
        let directory = try TemporaryDirectory()
        let outcome = try run("mktemp -d; echo \"$TMPDIR\"", in: directory)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        #expect(lines[1] == directory.url.appending(path: "tmp").path)
        #expect(lines[0].hasPrefix(lines[1] + "/"), "mktemp used the folder given: \(lines)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: lines[1]) == [])
    }

    @Test("A child has its standard files alone, never a file of the tool's such as a pipe another thread reads",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "a process's open files are read in /proc, which Linux has"))
    func standardFilesAlone() throws {
        let directory = try TemporaryDirectory()
        let pipe = Pipe()
        defer { try? pipe.fileHandleForWriting.close() }
        let outcome = try run("ls /proc/$$/fd", in: directory)
        #expect(outcome.output.split(separator: "\n") == ["0", "1", "2"])
    }

    @Test("A command that does not exist is an error, not a crash")
    func missingCommand() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: RunningError.self) {
            try runner.run(["no-such-command-for-kata"], outputFile: directory.url.appending(path: "log"),
                           temporaryFolder: directory.url.appending(path: "tmp"))
        }
    }
}

/// A short question to the toolchain (`SwiftDriver.output`), a child process run with Foundation's `Process`.
extension ProcessRunnerTests {
    @Test("A short question's answer is what the program prints, and its output file is removed")
    func toolchainAnswer() throws {
        let directory = try TemporaryDirectory()
        #expect(SwiftDriver.output(of: URL(filePath: "/bin/sh"), ["-c", "echo answer; echo noise >&2"], writingIn: directory.url) == "answer\n")
        #expect(SwiftDriver.output(of: URL(filePath: "/bin/sh"), ["-c", "echo half; exit 1"], writingIn: directory.url) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [])
    }

    @Test("A short question that runs past its time gives no answer, and its program is stopped")
    func toolchainHangs() throws {
        let directory = try TemporaryDirectory()
        let duration = "30.\(UInt32.random(in: 100_000 ... 999_999))"
        let text = SwiftDriver.output(of: URL(filePath: "/bin/sh"), ["-c", "echo started > \(directory.url.path)/started; exec sleep \(duration)"],
                                      writingIn: directory.url, timeout: .milliseconds(500))
        #expect(text == nil)
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "started").path), "the program ran")
        #expect(try count("sleep \(duration)", in: directory) == "0", "it was stopped")
    }

    @Test("xcrun's cache in the temporary folder outlives a run, but not a test's under grading, whose student code could have written it")
    func xcrunCacheKept() throws {
        let directory = try TemporaryDirectory()
        _ = try run("echo tools > $TMPDIR/xcrun_db; echo litter > $TMPDIR/other", in: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appending(path: "tmp").path) == ["xcrun_db"])
        let confined = ProcessRunner(confinement: Confinement(slot: directory.url.appending(path: "slot"), hiding: [], boundary: .none))
        _ = try confined.run(["/bin/sh", "-c", "true"], outputFile: directory.url.appending(path: "build.log"),
                             temporaryFolder: directory.url.appending(path: "tmp"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appending(path: "tmp").path) == ["xcrun_db"], "a build keeps it")
        _ = try confined.run(["/bin/sh", "-c", "true"], outputFile: directory.url.appending(path: "test.log"),
                             temporaryFolder: directory.url.appending(path: "tmp"), endingEscapes: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appending(path: "tmp").path) == [])
    }
}
