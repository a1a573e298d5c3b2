import Foundation
import Testing
@testable import KataModel

/// Careless and hostile input, given to the `kata` program itself: every case ends with a verdict or one plain
/// line, leaves nothing running and nothing in the temporary folder, and changes none of the learner's files.
@Suite("Hostile input gets a verdict or one plain line and leaves nothing behind", .serialized, .toolWide)
struct HostileInputTests {
    /// A command line the program refuses, and the one line it says.
    struct Refused: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var line: String
        var testDescription: String { "kata " + arguments.joined(separator: " ").prefix(40) }
    }

    static let refused: [Refused] = [
        .init(arguments: ["frobnicate"], line: "error: 'frobnicate' is not a kata command. Run `kata --help` to see them."),
        .init(arguments: ["verfy"], line: "error: 'verfy' is not a kata command. Did you mean 'verify'? Run `kata --help` to see them."),
        .init(arguments: ["verify", "pizza"], line: "error: There is no kata called 'pizza'. Did you mean 'pizza-menu'?"),
        .init(arguments: ["verify", "no-such-kata"], line: "error: There is no kata called 'no-such-kata'. Run `kata list` to see them."),
        .init(arguments: ["show", "pizza-menu", "0"], line: "error: pizza-menu has no stage '0': its stages are 1 to 15."),
        .init(arguments: ["show", "pizza-menu", "99"], line: "error: pizza-menu has no stage '99': its stages are 1 to 15."),
        .init(arguments: ["show", "pizza-menu", "-1"], line: "error: pizza-menu has no stage '-1': its stages are 1 to 15."),
        .init(arguments: ["show", "pizza-menu", "two"], line: "error: pizza-menu has no stage 'two': its stages are 1 to 15."),
        .init(arguments: ["verify", "--timeout", "0"], line: "error: --timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        .init(arguments: ["verify", "--timeout", "soon"], line: "error: --timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        .init(arguments: ["verify", "--timeout"], line: "error: --timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        .init(arguments: ["verify", "--timeout=-5"], line: "error: --timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        .init(arguments: ["verify", "pizza-menu", "extra"], line: "error: `kata verify` takes at most 1 argument. Run `kata verify --help`."),
        .init(arguments: ["list", "now"], line: "error: `kata list` takes no arguments. Run `kata list --help`."),
        .init(arguments: ["hint", "nope"], line: "error: There is no kata called 'nope'. Run `kata list` to see them."),
        .init(arguments: ["verify", "--frobnicate"], line: "error: `kata verify` has no option --frobnicate. Run `kata verify --help`."),
        .init(arguments: ["verify", "pizza-menu", "--already-refactored"],
              line: "error: `kata verify` has no option --already-refactored. Run `kata verify --help`."),
        .init(arguments: ["show", "🍕"], line: "error: There is no kata called '🍕'. Run `kata list` to see them."),
        .init(arguments: ["start", "pizza-menu", "16"], line: "error: pizza-menu has no stage '16': its stages are 1 to 15."),
        // Numbers past what an Int holds, or at its edge, are a sentence too: the first of these was a trap (issue 53).
        .init(arguments: ["verify", "pizza-menu", "--timeout", "9223372036854775807"],
              line: "error: --timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        .init(arguments: ["show", "pizza-menu", "9223372036854775808"], line: "error: pizza-menu has no stage '9223372036854775808': its stages are 1 to 15."),
        .init(arguments: ["start", "pizza-menu", "9223372036854775807"], line: "error: pizza-menu has no stage '9223372036854775807': its stages are 1 to 15."),
        .init(arguments: ["solution", "pizza-menu", "-0"], line: "error: pizza-menu has no stage '-0': its stages are 1 to 15."),
        .init(arguments: ["verify", "pizza-menu", "--stage", "9223372036854775807"],
              line: "error: pizza-menu has no stage '9223372036854775807': its stages are 1 to 15."),
        .init(arguments: ["verify", "pizza-menu", "--stage", "30s"], line: "error: pizza-menu has no stage '30s': its stages are 1 to 15."),
        .init(arguments: ["start", "pizza"], line: "error: `kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`."),
        .init(arguments: ["reset", "--all", "pizza-menu"],
              line: "error: `kata reset --all` resets every kata: name no kata with it, or drop --all to reset pizza-menu."),
        .init(arguments: ["solution", "pizza-menu", "3"],
              line: "error: You have not passed pizza-menu stage 3 yet, so its solution stays closed: `swift run kata hint pizza-menu` gives hints, one at a time."),
        .init(arguments: [String(repeating: "x", count: 5_000)],
              line: "error: '\(String(repeating: "x", count: 5_000))' is not a kata command. Run `kata --help` to see them."),
    ]

    @Test("A command line the program cannot act on: one line, exit status 2", arguments: refused)
    func refusedCommandLine(_ refused: Refused) async throws {
        let sandbox = try HostileSandbox()
        let before = sandbox.learnerFiles()
        let run = try await sandbox.run(refused.arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == refused.line + "\n")
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, refused.testDescription)
    }

    @Test("Help on help is help", arguments: [["help", "--help"], ["--help", "--help"], ["verify", "-h"]])
    func helpOnHelp(_ arguments: [String]) async throws {
        let sandbox = try HostileSandbox()
        let run = try await sandbox.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(arguments[0] == "verify" ? "Usage: swift run kata verify" : "kata: test-driven development katas"), "\(run.output)")
        #expect(run.errors == "")
    }

    @Test("A program the tool runs that cannot be started is the machine's fault, not the input: one line, exit status 3")
    func programMissing() async throws {
        let sandbox = try HostileSandbox()
        let before = sandbox.learnerFiles()
        // Swift alone on the PATH: no git.
        let swiftAlone = sandbox.temporaryFolder.deletingLastPathComponent().appending(path: "swift-alone")
        try? FileManager.default.removeItem(at: swiftAlone)
        try FileManager.default.createDirectory(at: swiftAlone, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: swiftAlone.appending(path: "swiftc"), withDestinationURL: try Self.swiftc())
        let (process, output, errors) = try HostileSandbox.start(["verify", "pizza-menu", "--commit"], in: sandbox.workbook.root,
                                                                 environment: ["TMPDIR": sandbox.temporaryFolder.path, "PATH": swiftAlone.path])
        let run = try await HostileSandbox.finish(process, output, errors)
        #expect(run.status == 3)
        #expect(run.output == "")
        #expect(run.errors == "error: Cannot start git: No such file or directory.\n")
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, "git missing")
    }

    @Test("A Swift older than the workbook's floor, or none: one line that says what to install, exit status 3, before any build; what builds nothing still works",
          arguments: ["Swift version 6.2.1 (swift-6.2.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu", "Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)", nil])
    func swiftBelowTheFloor(_ says: String?) async throws {
        let sandbox = try HostileSandbox()
        let before = sandbox.learnerFiles()
        let programs = sandbox.temporaryFolder.deletingLastPathComponent().appending(path: "old-swift")
        try? FileManager.default.removeItem(at: programs)
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        if let says {
            let script = programs.appending(path: "swiftc")
            try "#!/bin/sh\nprintf '%s\\n' '\(says.replacingOccurrences(of: "\n", with: "' '"))'\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        let environment = ["TMPDIR": sandbox.temporaryFolder.path, "PATH": programs.path + ":/usr/bin:/bin",
                           "KATA_GRADING_DIR": programs.appending(path: "grading").path]
        let (process, output, errors) = try HostileSandbox.start(["verify", "pizza-menu"], in: sandbox.workbook.root, environment: environment)
        let run = try await HostileSandbox.finish(process, output, errors)
        #expect(run.status == 3)
        #expect(run.output == "")
        let found = says == nil ? "no swiftc on your PATH says its version" : "the swiftc on your PATH is Swift \(says?.contains("6.2.1") == true ? "6.2.1" : "6.2")"
        #expect(run.errors == "error: This workbook needs Swift 6.3 or later, and \(found): install Swift 6.3 or later "
            + "(https://www.swift.org/install; on a Mac, Xcode 26.4 or later), then run the command again.\n", "\(run.errors)")
        let (shown, shownOutput, shownErrors) = try HostileSandbox.start(["show", "pizza-menu", "1"], in: sandbox.workbook.root, environment: environment)
        #expect(try await HostileSandbox.finish(shown, shownOutput, shownErrors).status == 0)
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, "Swift below the floor")
    }

    /// The `swiftc` on this process's `PATH`, links followed.
    private static func swiftc() throws -> URL {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(path.map { URL(filePath: $0).resolvingSymlinksInPath() })
    }

    @Test("Outside a workbook, the one the program was built from (Xcode runs it in its build folder); KATA_WORKBOOK naming no workbook: one line, exit status 2")
    func outsideAWorkbook() async throws {
        let sandbox = try HostileSandbox()
        let run = try await sandbox.run(["list"], in: URL(filePath: "/"))
        #expect(run.status == 0 && run.output.contains("pizza-menu"), "\(run.errors)")
        let (process, output, errors) = try HostileSandbox.start(["list"], in: URL(filePath: "/"), environment: ["KATA_WORKBOOK": "/"])
        let named = try await HostileSandbox.finish(process, output, errors)
        #expect(named.status == 2)
        #expect(named.errors == "error: KATA_WORKBOOK names /, which is not inside the kata workbook (no Tools/Catalog/catalog.json above it).\n",
                "\(named.errors)")
        // Help needs no workbook.
        let (helpProcess, helpOutput, helpErrors) = try HostileSandbox.start(["--help"], in: URL(filePath: "/"), environment: ["KATA_WORKBOOK": "/"])
        let help = try await HostileSandbox.finish(helpProcess, helpOutput, helpErrors)
        #expect(help.status == 0 && help.output.hasPrefix("kata: test-driven development katas") && help.errors == "", "\(help.errors)")
    }

    @Test("A build path the tool does not know, or one the platform cannot take: one line and exit status 2, nothing printed on standard output")
    func unknownBuildPath() async throws {
        let sandbox = try HostileSandbox()
        let refused = BuildPath.platformDefault == .direct ? ["make"] : ["make", "direct"]
        for value in refused {
            let (process, output, errors) = try HostileSandbox.start(["verify", "pizza-menu"], in: sandbox.workbook.root, environment: ["KATA_BUILD": value])
            let run = try await HostileSandbox.finish(process, output, errors)
            #expect(run.status == 2 && run.output == "", "KATA_BUILD=\(value): \(run.output)")
            #expect(run.errors.split(separator: "\n").count == 1 && run.errors.hasPrefix("error: KATA_BUILD"), "KATA_BUILD=\(value): \(run.errors)")
        }
    }
}

extension HostileInputTests {
    /// A progress file as a careless hand or a crash could leave it, and what the program says of it.
    struct DamagedProgress: Sendable, CustomTestStringConvertible {
        var name: String
        var contents: Data
        var warning: String?
        /// What `kata hint` prints, in part.
        var hint = "Hint 1 of"
        var testDescription: String { name }
    }

    static let unreadable = "warning: progress.json could not be read; it is kept as progress.json.damaged-1. Progress starts again from stage 1."

    static let damagedProgress: [DamagedProgress] = [
        .init(name: "not JSON", contents: Data("not json".utf8), warning: unreadable),
        .init(name: "empty", contents: Data(), warning: unreadable),
        .init(name: "binary junk", contents: Data([0xFF, 0xFE, 0x00, 0x9C, 0x80]), warning: unreadable),
        .init(name: "null", contents: Data("null".utf8), warning: unreadable),
        .init(name: "katas of the wrong type", contents: Data(#"{"katas": []}"#.utf8), warning: unreadable),
        .init(name: "the most hints an Int holds", contents: Data(#"{"katas": {"pizza-menu": {"stage": 1, "hintsTaken": 9223372036854775807}}}"#.utf8)),
        .init(name: "a negative number of hints", contents: Data(#"{"katas": {"pizza-menu": {"stage": 1, "hintsTaken": -3}}}"#.utf8)),
        .init(name: "a negative stage", contents: Data(#"{"katas": {"pizza-menu": {"stage": -7}}}"#.utf8)),
        .init(name: "a stage past the end", contents: Data(#"{"katas": {"pizza-menu": {"stage": 1000000000000000000}}}"#.utf8),
              hint: "pizza-menu is done: no hints left to give."),
        .init(name: "one entry of the wrong type", contents: Data(#"{"katas": {"pizza-menu": {"stage": 3}, "invoice-editor": {"stage": "x"}}}"#.utf8),
              warning: "warning: progress.json has an entry it cannot read for 'invoice-editor'; it is kept as progress.json.damaged-1. That progress starts again from stage 1."),
    ]

    @Test("A damaged progress file costs what cannot be read, kept aside, and the command still works", arguments: damagedProgress)
    func damagedProgressFile(_ damaged: DamagedProgress) async throws {
        let sandbox = try HostileSandbox()
        try FileManager.default.createDirectory(at: sandbox.workbook.stateDirectory, withIntermediateDirectories: true)
        try damaged.contents.write(to: sandbox.progressFile)
        let before = sandbox.learnerFiles()
        let run = try await sandbox.run(["hint", "pizza-menu"])
        #expect(run.status == 0)
        #expect(run.output.contains(damaged.hint), "\(run.output)")
        #expect(run.errors == (damaged.warning.map { $0 + "\n" } ?? ""))
        if damaged.warning != nil {
            let kept = sandbox.workbook.stateDirectory.appending(path: "progress.json.damaged-1")
            #expect(try Data(contentsOf: kept) == damaged.contents)
        }
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, damaged.name)
    }

    @Test("A second damaged file is kept beside the first, never over it")
    func secondDamagedCopy() async throws {
        let sandbox = try HostileSandbox()
        try FileManager.default.createDirectory(at: sandbox.workbook.stateDirectory, withIntermediateDirectories: true)
        try Data("first".utf8).write(to: sandbox.progressFile)
        _ = try await sandbox.run(["list"])
        try Data("second".utf8).write(to: sandbox.progressFile)
        let run = try await sandbox.run(["list"])
        #expect(run.status == 0)
        #expect(run.errors.contains("it is kept as progress.json.damaged-2."), "\(run.errors)")
        let folder = sandbox.workbook.stateDirectory
        #expect(try Data(contentsOf: folder.appending(path: "progress.json.damaged-1")) == Data("first".utf8))
        #expect(try Data(contentsOf: folder.appending(path: "progress.json.damaged-2")) == Data("second".utf8))
    }

    @Test("When the progress cannot be written or read, hint says so in one line and still gives the hint",
          arguments: [".kata is a file", "progress.json is a folder"])
    func unwritableState(_ what: String) async throws {
        let sandbox = try HostileSandbox()
        let state = sandbox.workbook.stateDirectory
        try? FileManager.default.removeItem(at: state)
        if what == ".kata is a file" {
            try Data("in the way".utf8).write(to: state)
        } else {
            try FileManager.default.createDirectory(at: sandbox.progressFile, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: state) }
        let run = try await sandbox.run(["hint", "pizza-menu"])
        #expect(run.status == 0)
        #expect(run.output.contains("Hint 1 of"), "\(run.output)")
        if what == ".kata is a file" {
            #expect(run.errors == "warning: your progress could not be saved: .kata/progress.json cannot be written (is .kata a folder you can write?).\n")
        } else {
            // A progress file that cannot be read is moved aside, which frees the place for the new one.
            #expect(run.errors == "warning: progress.json cannot be read; it is moved aside as progress.json.damaged-1. Progress starts again from stage 1.\n")
            #expect(sandbox.progressFile.isFolder == false && state.appending(path: "progress.json.damaged-1").isFolder)
        }
    }
}
