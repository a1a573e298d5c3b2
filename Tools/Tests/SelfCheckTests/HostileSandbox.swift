import Foundation
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataRunning

/// A copy of the workbook with pizza-menu at its clean start, where the `kata` program itself is run as a learner
/// would run it, with a temporary folder of its own (`TMPDIR`), so that what a run leaves there can be seen.
struct HostileSandbox {
    let copy: WorkbookCopy
    /// The `TMPDIR` of every run of the program.
    let temporaryFolder: URL

    /// What one run of the program did.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    init() throws {
        let kata = try theWorkbook().kata(named: "pizza-menu")
        copy = try WorkbookCopy(of: kata, folder: "kata-hostile")
        temporaryFolder = copy.workbook.root.appending(path: "tmp-system")
        try? FileManager.default.removeItem(at: temporaryFolder)
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
    }

    /// The build folder the tests were built in: on Linux the test product is an executable there; on macOS it is a
    /// bundle there (`…PackageTests.xctest`) that `xctest` or the testing helper loads, and the main bundle is that
    /// program's.
    static func buildFolder() throws -> URL {
        let tests = Bundle(for: BuildFolderMark.self)
        if tests.bundleURL.pathExtension == "xctest" { return tests.bundleURL.deletingLastPathComponent() }
        return try #require(Bundle.main.executableURL?.deletingLastPathComponent())
    }

    var workbook: Workbook { copy.workbook }
    var kata: Kata { copy.kata }
    var progressFile: URL { workbook.stateDirectory.appending(path: "progress.json") }

    /// The `kata` program the test command built beside this test bundle.
    static func program() throws -> URL {
        let program = try buildFolder().appending(path: "kata")
        try #require(FileManager.default.isExecutableFile(atPath: program.path), "\(program.path) is missing: run `swift build` first")
        return program
    }

    /// Starts `kata ARGUMENTS` in the workbook copy.
    func start(_ arguments: [String], in directory: URL? = nil) throws -> (Process, Pipe, Pipe) {
        try Self.start(arguments, in: directory ?? workbook.root, environment: ["TMPDIR": temporaryFolder.path])
    }

    /// Starts `kata ARGUMENTS` in `directory`, with this process's environment changed by `changes` (and no
    /// `KATA_SELF_CHECK`).
    static func start(_ arguments: [String], in directory: URL, environment changes: [String: String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = try program()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_SELF_CHECK"] = nil
        environment.merge(changes) { $1 }
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Foundation gives the program a process group of its own, which Ctrl-C on the test run does not reach.
        StartedProcesses.started(process)
        return (process, output, errors)
    }

    /// Runs `kata ARGUMENTS` in `directory` to its end as a teacher at a terminal would: under a pseudo-terminal of
    /// util-linux's `script`, which is the program's controlling terminal, its own output sent to files. What reaches
    /// that terminal (`terminal`) is what the program's children wrote to it themselves: nothing, when none has it.
    static func runAtATerminal(_ arguments: [String], in directory: URL, environment changes: [String: String])
        async throws -> (run: Run, terminal: String) {
        let folder = directory.appending(path: ".terminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = { (word: String) in "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let (output, errors) = (folder.appending(path: "output"), folder.appending(path: "errors"))
        let command = ([try program().path] + arguments).map(quoted).joined(separator: " ")
            + " </dev/null >\(quoted(output.path)) 2>\(quoted(errors.path))"
        let script = Process()
        script.executableURL = URL(filePath: "/usr/bin/script")
        script.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        script.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_SELF_CHECK"] = nil
        environment.merge(changes) { $1 }
        script.environment = environment
        let terminal = Pipe()
        script.standardOutput = terminal
        script.standardError = terminal
        script.standardInput = FileHandle.nullDevice
        try script.run()
        StartedProcesses.started(script)
        return try await offThePool {
            let shown = terminal.fileHandleForReading.readDataToEndOfFile()
            script.waitUntilExit()
            StartedProcesses.ended(script)
            let run = Run(status: script.terminationStatus, output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
                          errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
            return (run, String(decoding: shown, as: UTF8.self))
        }
    }

    /// Runs `kata ARGUMENTS` to its end.
    func run(_ arguments: [String], in directory: URL? = nil) async throws -> Run {
        let (process, output, errors) = try start(arguments, in: directory)
        return try await Self.finish(process, output, errors)
    }

    /// Waits for a started run to end and reads what it printed.
    static func finish(_ process: Process, _ output: Pipe, _ errors: Pipe) async throws -> Run {
        try await offThePool {
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            let warned = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            StartedProcesses.ended(process)
            return Run(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
                       errors: String(decoding: warned, as: UTF8.self))
        }
    }

    /// The command lines of the processes running from inside the copy (its builds and test processes).
    func processesLeft() throws -> [String] {
        try Self.runningProcesses().filter { $0.contains(workbook.root.path) }
    }

    /// The state and command line of every live process on the machine but `ps` itself (zombies left out).
    static func runningProcesses() throws -> [String] {
        let listing = Process()
        listing.executableURL = URL(filePath: "/bin/ps")
        listing.arguments = ["-eo", "stat=,args="]
        let pipe = Pipe()
        listing.standardOutput = pipe
        try listing.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        listing.waitUntilExit()
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("Z") && !$0.contains("/bin/ps") }
    }

    /// Waits, up to `limit`, until a process running from inside the copy has `fragment` in its command line.
    func waitForProcess(containing fragment: String, limit: Duration = .seconds(120)) throws {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if try processesLeft().contains(where: { $0.contains(fragment) }) { return }
            usleep(100_000)
        }
        Issue.record("no process with '\(fragment)' started within \(limit)")
    }

    /// A fingerprint of the learner's folders, to show that a run changed none of their files.
    func learnerFiles() -> WorkFingerprint {
        WorkFingerprint(code: workbook.learnerCode(kata), tests: workbook.learnerTests(kata))
    }

    /// Checks what every case must leave: nothing running from the copy, an empty temporary folder, and the
    /// learner's files as `before`.
    func expectNothingLeft(learnerFilesAsBefore before: WorkFingerprint, _ comment: String,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        // A process killed a moment ago may take a little while to go.
        var left = try processesLeft()
        for _ in 0..<50 where !left.isEmpty {
            usleep(100_000)
            left = try processesLeft()
        }
        #expect(left == [], "\(comment): still running", sourceLocation: sourceLocation)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)
        #expect(leftovers == [], "\(comment): left in the temporary folder", sourceLocation: sourceLocation)
        #expect(learnerFiles() == before, "\(comment): the learner's files changed", sourceLocation: sourceLocation)
    }
}

/// A class of the test bundle's own, whose bundle `Bundle(for:)` finds.
private final class BuildFolderMark {}
