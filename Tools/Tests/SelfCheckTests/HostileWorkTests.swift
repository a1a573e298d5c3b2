import Foundation
import Testing
import KataRendering
@testable import KataModel
@testable import KataToolOutput

/// Learner code and tests that try to fool or break a verify, and signals during one.
extension HostileInputTests {
    /// Code or tests at pizza-menu stage 1 written to fool or break a verify, and the verdict it must get.
    struct HostileWork: Sendable, CustomTestStringConvertible {
        var name: String
        /// New text for the learner's `MenuDataSource.swift`, when the case changes the code.
        var code: String?
        /// New text for the learner's `MenuDataSourceTests.swift`, when the case changes the tests.
        var tests: String?
        var status: Int32 = 1
        /// What pizza-menu's manifest allows its tests to reach in the case, so that work which reaches past the
        /// workbook's allowance still runs and its verdict is seen (see `SymbolAllowance`).
        var allows: [KataCapability] = []
        /// Lines the verdict must hold, the first being its headline.
        var lines: [String]
        var testDescription: String { name }
    }

    static let headline = "pizza-menu stage 1/15: The walking skeleton has one section"

    static func test(_ body: String) -> String {
        """
        import Foundation
        @testable import Giuseppes
        import XCTest

        final class MenuDataSourceTests: XCTestCase {
            func testHasOneSection() {
                \(body)
                XCTAssertEqual(MenuDataSource().numberOfSections, 1)
            }
        }

        """
    }

    /// The verdict's lines for work refused before it runs, for `reason`.
    static func refused(_ reason: String) -> [String] {
        ["● amber  \(headline)", "    refused before it runs: your compiled work \(reason)"]
    }

    static let hostileWork: [HostileWork] = [
        .init(name: "a syntax error", code: "struct MenuDataSource {\n    let numberOfSections = 1\n    func broken( {\n}\n",
              lines: ["● amber  \(headline)", "    Katas/pizza-menu/Giuseppes/MenuDataSource.swift:3:"]),
        .init(name: "a test that prints XCTest's 'passed' line, then fails",
              tests: test(#"print("Test Case 'MenuDataSourceTests.testHasOneSection' passed (0.001 seconds)"); XCTFail("the real failure")"#),
              lines: ["● red  \(headline)", "    ✗ MenuDataSourceTests.testHasOneSection", "      failed", "      the real failure"]),
        .init(name: "a passing test that prints a failure line",
              tests: test(#"print("/x/Fake.swift:1: error: MenuDataSourceTests.testHasOneSection : XCTAssertTrue failed - fake")"#),
              status: 0, lines: ["● green  \(headline)", "Stage 1 done. Commit it:"]),
        .init(name: "code that prints XCTest's 'passed' line and exits with status 0",
              code: """
                  import Foundation

                  struct MenuDataSource {
                      var numberOfSections: Int {
                          print("Test Case 'MenuDataSourceTests.testHasOneSection' passed (0.001 seconds)")
                          exit(0)
                      }
                  }

                  """,
              lines: refused("calls the C function `exit`, which no kata needs")),
        .init(name: "code that declares its own XCTAssertEqual",
              code: """
                  func XCTAssertEqual<T>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T) {}

                  struct MenuDataSource {
                      let numberOfSections = 2
                  }

                  """,
              lines: ["● amber  \(headline)",
                      "    Katas/pizza-menu/Giuseppes/MenuDataSource.swift:1:1: your code declares 'XCTAssertEqual', a name the workbook's tests take from XCTest: rename it"]),
        .init(name: "a test that traps", tests: test(#"fatalError("boom")"#),
              lines: ["● crashed  \(headline)", "  MenuDataSourceTests.testHasOneSection (your tests) crashed: Fatal error: boom"]),
        .init(name: "a test that exits with status 3", tests: test("exit(3)"), lines: refused("calls the C function `exit`, which no kata needs")),
        // What a grade refuses, a verify refuses too: a green and a grade of the same work never disagree.
        .init(name: "a passing test that reads a file, which pizza-menu does not allow",
              tests: test(#"XCTAssertNotNil(FileManager.default.contents(atPath: "/etc/hostname"))"#),
              lines: refused("reads or writes files (`type metadata accessor for FoundationEssentials.FileManager`), which its kata does not allow (a grade refuses it too)")),
        .init(name: "a passing test that starts a child and leaves it running",
              // The shell's command line names the workbook (the test's working folder), so the check of what is left finds it.
              tests: test(#"let child = Process(); child.executableURL = URL(filePath: "/bin/sh"); "#
                  + #"child.arguments = ["-c", "sleep 97; :", FileManager.default.currentDirectoryPath]; try? child.run()"#),
              status: 0, allows: [.processes, .files], lines: ["● green  \(headline)", "Stage 1 done. Commit it:"]),
        .init(name: "a passing test that prints two megabytes",
              tests: test(#"print(String(repeating: "junk ", count: 400_000))"#),
              status: 0, lines: ["● green  \(headline)", "Stage 1 done. Commit it:"]),
        .init(name: "a passing test that prints bytes that are not UTF-8",
              tests: test("FileHandle.standardOutput.write(Data([0xFF, 0xFE, 0xC3, 0x28, 0x0A]))"),
              status: 0, allows: [.files], lines: ["● green  \(headline)", "Stage 1 done. Commit it:"]),
        // A test that asserts nothing and is only slow against a wrong version: its runs against the mutants pass after
        // the least time a mutant's run is first given (1.5 s), so they are given more (here the run's 2 s) before a
        // time-out counts as the mutant caught; a time-out that only a busy machine makes credits no tests.
        .init(name: "a test with no assertion, slow against a mutant",
              tests: test("if MenuDataSource().numberOfSections != 1 { Thread.sleep(forTimeInterval: 1.7) }").replacingOccurrences(
                  of: "        XCTAssertEqual(MenuDataSource().numberOfSections, 1)\n", with: ""),
              lines: ["● green  \(headline)", "your tests catch the stage's mutants (wrong versions of the code): 0 of 2",
                      "Not done yet: the code is right, but your tests would pass with the wrong code too."]),
        .init(name: "a test that never ends", tests: test("while ProcessInfo.processInfo.processIdentifier > 0 {}"), allows: [.environment],
              lines: ["● timed out  \(headline)",
                      "  MenuDataSourceTests.testHasOneSection (your tests) was still running after 2 s; the test process was stopped."]),
    ]

    /// Each case runs with `--json` and `--junit`: the text for people goes to standard error, the JSON document to
    /// standard output, and the JUnit file must hold to the schema; so every verdict's JSON and JUnit shape is
    /// checked on a real run.
    @Test("Code and tests that try to fool or break a verify get the verdict that is true, in text, JSON and JUnit", arguments: hostileWork)
    func hostileLearnerWork(_ work: HostileWork) async throws {
        let sandbox = try HostileSandbox()
        try sandbox.startStageOne(code: work.code, tests: work.tests, allows: work.allows)
        let before = sandbox.learnerFiles()
        let junit = sandbox.workbook.root.appending(path: "junit.xml")
        let run = try await sandbox.run(["verify", "pizza-menu", "--timeout", "2", "--json", "--junit", junit.path])
        #expect(run.status == work.status, "\(run.errors)")
        let notes = "Verifying \(Self.headline) ...\n"
        #expect(run.errors.hasPrefix(notes + work.lines[0]), "\(run.errors)")
        for line in work.lines.dropFirst() {
            #expect(run.errors.contains(line), "\(line) is missing from:\n\(run.errors)")
        }
        let document = try ResultDocument(json: run.output)
        let colour = try #require(VerdictColour.allCases.first { work.lines[0].hasPrefix("● \($0.word) ") })
        try document.expectShape(verdict: colour, done: work.status == 0, stage: 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(try XMLSchemaValidator().errors(in: xml, schema: JUnitSchema.text) == [], "\(xml)")
        try document.expectInJUnit(xml)
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, work.name)
    }

    @Test("A folder of the learner's work missing or replaced by a file: one line, exit status 2",
          arguments: ["code missing", "code a file", "tests missing"])
    func learnerFolderGone(_ what: String) async throws {
        let sandbox = try HostileSandbox()
        try sandbox.startStageOne()
        let folder = what.hasPrefix("code") ? sandbox.workbook.learnerCode(sandbox.kata) : sandbox.workbook.learnerTests(sandbox.kata)
        try FileManager.default.removeItem(at: folder)
        if what.hasSuffix("a file") { try Data("not a folder".utf8).write(to: folder) }
        let run = try await sandbox.run(["verify", "pizza-menu"])
        let path = sandbox.workbook.relativePath(folder)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == "error: \(path) is not a folder: it holds your \(what.hasPrefix("code") ? "code" : "tests") for pizza-menu. "
            + "Put it back (`git checkout -- \(path)`, or `mkdir \(path)` to start it empty).\n")
        if what.hasSuffix("a file") { #expect(try Data(contentsOf: folder) == Data("not a folder".utf8)) }
    }

    @Test("A signal while a test hangs stops everything the program started, whatever the signal, a child that left its group too",
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
    func signalDuringAHang(_ signal: Int32) async throws {
        let sandbox = try HostileSandbox()
        // Foundation's `Process` starts the child in a group of its own; its command line names the workbook.
        try sandbox.startStageOne(tests: Self.test(#"let child = Process(); child.executableURL = URL(filePath: "/bin/sh"); "#
            + #"child.arguments = ["-c", "sleep 98; :", FileManager.default.currentDirectoryPath]; try? child.run(); "#
            + "while ProcessInfo.processInfo.processIdentifier > 0 {}"), allows: [.processes, .files, .environment])
        let before = sandbox.learnerFiles()
        let (process, output, errors) = try sandbox.start(["verify", "pizza-menu", "--timeout", "600"])
        try await offThePool {
            try sandbox.waitForProcess(containing: "GiuseppesTests.MenuDataSourceTests")
            try sandbox.waitForProcess(containing: "sleep 98")
        }
        kill(process.processIdentifier, signal)
        let run = try await HostileSandbox.finish(process, output, errors)
        if signal == SIGKILL {
            #expect(process.terminationReason == .uncaughtSignal && run.status == SIGKILL)
        } else {
            #expect(run.status == 128 + signal)
            #expect(run.errors.hasSuffix("\nInterrupted: nothing was left running.\n"), "\(run.errors)")
        }
        try sandbox.expectNothingLeft(learnerFilesAsBefore: before, "signal \(signal)")
    }
}

extension HostileSandbox {
    /// The learner at stage 1 with the stage's reference code and suite, or with the texts given in their place, and
    /// pizza-menu's manifest allowing its tests `allows`.
    func startStageOne(code: String? = nil, tests: String? = nil, allows: [KataCapability] = []) throws {
        let stage = kata.stages[0]
        copy.replaceLearnerCode(with: .after(stage))
        copy.replaceLearnerTests(with: .after(stage))
        if let code { try code.write(to: workbook.learnerCode(kata).appending(path: "MenuDataSource.swift"), atomically: true, encoding: .utf8) }
        if let tests { try tests.write(to: workbook.learnerTests(kata).appending(path: "MenuDataSourceTests.swift"), atomically: true, encoding: .utf8) }
        if !allows.isEmpty {
            let manifest = workbook.root.appending(path: "\(KataPaths.catalog)/\(kata.id).json")
            let module = "\"module\": \"\(kata.module)\",\n"
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try #require(text.contains(module))
            try text.replacingOccurrences(of: module, with: module + "  \"allows\": [\(allows.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],\n")
                .write(to: manifest, atomically: true, encoding: .utf8)
        }
        try? FileManager.default.removeItem(at: workbook.stateDirectory)
    }
}
