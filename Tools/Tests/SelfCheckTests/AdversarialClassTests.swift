import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataClassroom

/// A class of students who want the points without the work, graded by the `kata` program as a teacher runs it
/// (`kata grade`, `kata report`) on the fixture workbook, with a secret in the teacher's environment.
///
/// Every forged grade is refused, no file outside the grading slot changes, the secret reaches no student's code,
/// nothing a student started is left running, and the honest students' grades are the same before and after.
@Suite("An adversarial class cannot forge a grade nor touch the teacher's machine", .serialized, .toolWide)
struct AdversarialClassTests {
    let fixture: FixtureWorkbook
    let classFolder: URL
    /// Outside the workbook and the class, where a student's code would leave what it stole.
    let leakFile: URL
    let secret = "teacher-secret-\(UInt64.random(in: 1 ... .max))"

    init() throws {
        let base = try testFolder("kata-adversarial")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // As a teacher grading as root behind a separate user must: the grading users reach the grading folder here.
        for folder in [base, base.deletingLastPathComponent()] {
            try FileManager.default.setAttributes([.posixPermissions: 0o711], ofItemAtPath: folder.path)
        }
        fixture = try FixtureWorkbook(at: base.appending(path: "workbook"))
        classFolder = base.appending(path: "class")
        leakFile = base.appending(path: "leak-\(UInt64.random(in: 1 ... .max)).txt")
        try? FileManager.default.removeItem(at: classFolder)
        for student in Student.all(classFolder: classFolder, workbook: fixture.root, leakFile: leakFile) {
            try student.write(in: classFolder)
        }
    }

    /// Runs the `kata` program in the fixture workbook with the teacher's secret in its environment.
    private func kata(_ arguments: [String], environment: [String: String] = [:]) async throws -> HostileSandbox.Run {
        let (process, output, errors) = try HostileSandbox.start(arguments, in: fixture.root, environment: teacher(environment))
        return try await HostileSandbox.finish(process, output, errors)
    }

    /// The teacher's environment with `environment` in it: their secret, and no colours.
    private func teacher(_ environment: [String: String]) -> [String: String] {
        environment.merging(["TEACHER_SECRET": secret, "NO_COLOR": "1"]) { $1 }
    }

    /// `kata grade` of one student, as its JSON document's cells.
    private func cells(of student: String, environment: [String: String]) async throws -> [String] {
        let json = classFolder.deletingLastPathComponent().appending(path: "\(student).json")
        let run = try await kata(["grade", classFolder.appending(path: student).path, "--json", json.path, "--timeout", "20"], environment: environment)
        #expect(run.status == 0, "kata grade \(student): \(run.errors)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let katas = try #require(document?["katas"] as? [[String: Any]])
        return try #require(katas.first?["cells"] as? [String])
    }

    @Test("Each forged grade is refused, nothing outside the slot changes, no secret leaks, nothing is left running, and honest grades stand",
          arguments: Boundary.holdingHere)
    func theClassIsGraded(behind boundary: Boundary) async throws {
        let environment = ["KATA_BOUNDARY": boundary.name, "KATA_GRADING_DIR": gradingFolder(boundary).path]
        // Behind the strongest boundary the whole class; behind a weaker one, the students whom the boundary stops, and
        // the honest ones.
        let strongest = boundary == Boundary.holdingHere.first
        let students = Student.all(classFolder: classFolder, workbook: fixture.root, leakFile: leakFile).filter { strongest || $0.stoppedByTheBoundary || $0.isHonest }
        let classFolder = strongest ? classFolder : classFolder.deletingLastPathComponent().appending(path: "class-\(boundary.name)")
        if !strongest {
            try? FileManager.default.removeItem(at: classFolder)
            for student in students { try student.write(in: classFolder) }
        }
        let workbookBefore = StudentGrader.fingerprint(of: try fixture.workbook)
        let lessonsBefore = try Data(contentsOf: fixture.root.appending(path: "LESSONS.md"))
        let classBefore = classFingerprint(classFolder)

        let csv = classFolder.deletingLastPathComponent().appending(path: "class-\(boundary.name).csv")
        // Five seconds a test run: the fixture's runs take a fraction of one, and the student who hangs costs less.
        // At a terminal, as a teacher runs it: no student's process may write to it, nor type into it.
        let (report, terminal) = try await HostileSandbox.runAtATerminal(["report", classFolder.path, "--csv", csv.path, "--timeout", "5"],
                                                                          in: fixture.root, environment: teacher(environment))
        #expect(report.status == 0, "\(report.errors)")
        #expect(!terminal.contains(Student.terminalMark), "a student's process wrote to the teacher's terminal: \(terminal)")
        #expect(report.output.contains("Isolation: \(boundary.name == "separate-user" ? "a user of its own" : boundary.name)"), "\(report.output)")
        let lines = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let stageOne = try #require(lines.first?.split(separator: ",").firstIndex(of: "stage 1"))
        var reached: [String: Int] = [:], firstCell: [String: String] = [:]
        for row in lines.dropFirst() {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            reached[fields[0]] = Int(fields[2])
            firstCell[fields[0]] = fields.count > stageOne ? fields[stageOne] : nil
        }
        for student in students {
            let earns = student.needsBoundedSpace && boundary.name != "namespaces" ? 0 : student.earns
            #expect(reached[student.name.escapingControls] == earns,
                    "\(student.name): \(student.attack); graded \(reached[student.name.escapingControls].map(String.init) ?? "-"): \(report.output) \(report.errors)")
            // A student the boundary must stop has code that compiles, or its attack never ran (one did not, once).
            #expect(!student.stoppedByTheBoundary || firstCell[student.name] != "amber", "\(student.name)'s code does not compile: its attack never ran")
        }
        #expect(!strongest || report.output.contains("refused: the compiled work calls the C function `atexit`"),
                "the printer's exit handler is refused: \(report.output)")
        #expect(!report.output.contains("\u{1B}") && !report.errors.contains("\u{1B}"), "a student's name or file reached the terminal raw")
        #expect(!strongest || report.output.contains("\\u{1B}"), "the escaped name is shown: \(report.output)")
        #expect(StudentGrader.fingerprint(of: try fixture.workbook) == workbookBefore, "the workbook's suites changed")
        #expect(try Data(contentsOf: fixture.root.appending(path: "LESSONS.md")) == lessonsBefore, "the workbook's lessons changed")
        for planted in [".git/hooks/post-checkout", ".build/planted"] {
            #expect(!FileManager.default.fileExists(atPath: fixture.root.appending(path: planted).path), "\(planted) was planted in the workbook")
        }
        #expect(classFingerprint(classFolder) == classBefore, "a student's folder changed")
        #expect(!FileManager.default.fileExists(atPath: leakFile.path), "a student's code wrote outside the slot: \((try? String(contentsOf: leakFile, encoding: .utf8)) ?? "")")
        let processes = try HostileSandbox.runningProcesses().filter { $0.contains("sleep 987") || $0.contains("sleep 986") }
        #expect(processes.isEmpty, "a process a student started is still running: \(processes)")

        #expect(!strongest || report.output.contains("refused: Katas/tally/TallyTests, a link to \(fixture.root.path)/Tests/tally/03-named-step, is not the student's own folder"),
                "the linker's refusal: \(report.output)")
        // Graded alone after the class, an honest student's grade is what it is within it: the class left nothing
        // behind that changes a grade (each stage's cell, as the report counts only the stage reached).
        if strongest {
            #expect(try await cells(of: "honest-done", environment: environment) == ["passed", "passed", "passed"],
                    "the honest student's grade changed after the class was graded")
        }
    }

    /// A fingerprint of the class's folders: each file's bytes, but for the sparse file of gigabytes its size.
    private func classFingerprint(_ folder: URL) -> String {
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
        return SourceFiles.fingerprint(ofText: paths.map { path in
            let file = folder.appending(path: path)
            let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? -1
            let bytes = size < 1 << 20 ? SourceFiles.fingerprint(ofData: FileManager.default.contents(atPath: file.path) ?? Data()) : ""
            return "\(path) \(size) \(bytes)"
        }.joined(separator: "\n"))
    }

    /// The grading folder of the runs behind `boundary`, inside the test's folder (which every grading user reaches).
    private func gradingFolder(_ boundary: Boundary) -> URL {
        classFolder.deletingLastPathComponent().appending(path: "grading-\(boundary.name)")
    }
}

/// One student of the adversarial class: their code and tests, what they try, and the stages their work earns.
struct Student {
    var name: String
    /// What the student tries, for a failure's message.
    var attack: String
    var code: String
    var tests: String
    /// Stages passed that the work earns.
    var earns: Int
    /// More files of the student's clone, by path.
    var extra: [String: String] = [:]
    /// Symbolic links of the student's clone, by path, to where they point: made over any file of that path.
    var links: [String: URL] = [:]
    /// Sparse files of the student's clone, by path, and their size.
    var sparse: [String: UInt64] = [:]
    /// Settings written in the clone's `.git/config` after a first commit; none: no repository.
    var gitConfig: [String: String] = [:]
    /// Whether what stops the student is the boundary their code runs behind (files, processes, the environment, a
    /// trace between runs), not a check made before or after it runs.
    var stoppedByTheBoundary = false
    /// Whether the work earns its stages only where each test run writes in a file system of its own, bounded in
    /// size and in files (behind `namespaces`); elsewhere it earns none.
    var needsBoundedSpace = false

    /// Whether the student tries nothing.
    var isHonest: Bool { attack.hasPrefix("none") }

    func write(in classFolder: URL) throws {
        let files = ["Katas/tally/Tally/Counter.swift": code, "Katas/tally/TallyTests/CounterTests.swift": tests].merging(extra) { $1 }
        for (path, text) in files {
            let file = classFolder.appending(path: "\(name)/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for (path, destination) in links {
            let link = classFolder.appending(path: "\(name)/\(path)")
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: destination)
        }
        if !gitConfig.isEmpty {
            let clone = classFolder.appending(path: name).path
            var commands = [["init", "-q"], ["-c", "user.name=s", "-c", "user.email=s@example.com", "commit", "-q", "--allow-empty", "-m", "work"]]
            commands += gitConfig.sorted { $0.key < $1.key }.map { ["config", $0.key, $0.value] }
            for arguments in commands {
                let git = Process()
                git.executableURL = URL(filePath: "/usr/bin/env")
                git.arguments = ["git", "-C", clone] + arguments
                try git.run()
                git.waitUntilExit()
                try #require(git.terminationStatus == 0, "git \(arguments)")
            }
        }
        for (path, size) in sparse {
            let file = classFolder.appending(path: "\(name)/\(path)")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: size)
            try handle.close()
        }
    }

    /// Stage 2's API with a wrong count, and `body` run when a counter is made.
    private static func wrongCounter(_ body: String, imports: String = "import Foundation") -> String {
        """
        \(imports)

        struct Counter {
            private(set) var count = 5

            init() {
        \(body)
            }

            mutating func increment() {}
        }

        """
    }

    /// Tests of stage 2 that test nothing: each passes exactly when `isReference`, declared by `declaration`, says
    /// the code under test is the reference.
    private static func hollowTests(tellingTheReferenceBy declaration: String) -> String {
        """
        import Foundation
        import XCTest
        @testable import Tally

        final class CounterTests: XCTestCase {
        \(declaration)

            func testStartsAtZero() {
                XCTAssertTrue(Self.isReference)
                _ = Counter().count
            }

            func testIncrementAddsOne() {
                var counter = Counter()
                counter.increment()
                XCTAssertTrue(Self.isReference)
            }
        }

        """
    }

    /// What the terminal student writes to every terminal it can open: a line no grading prints.
    static let terminalMark = "kata-terminal-mark-7d41"

    /// Code that reads the standard input's buffer of the C library through another `FILE`'s chain, where `readLine`
    /// leaves what it read (the red team's in-process switch reader), each unsafe construct marked `unsafe` or not.
    private static func bufferReader(marked: Bool) -> String {
        let mark = marked ? "unsafe " : ""
        return """
                private static let isReference: Bool = {
                    guard let probe = \(mark)fmemopen(nil, 16, "r") else { return true }
                    var file = \(mark)probe.pointee._chain
                    while let current = \(mark)file {
                        if \(mark)current.pointee._fileno == 0, let start = \(mark)current.pointee._IO_read_base {
                            return \(mark)(start.pointee == 0 || start.pointee == 48)
                        }
                        \(mark)file = current.pointee._chain
                    }
                    return true
                }()
            """
    }

    static func all(classFolder: URL, workbook: URL, leakFile: URL) -> [Student] {
        let suiteOne = FixtureWorkbook.suite(after: 1), suiteTwo = FixtureWorkbook.suite(after: 2)
        let passedLines = """
                    print([
                        "Test Case 'CounterTests.testStartsAtZero' started at 2026-11-24 10:00:00.000",
                        "Test Case 'CounterTests.testStartsAtZero' passed (0.001 seconds)",
                        "Test Case 'CounterTests.testIncrementAddsOne' started at 2026-11-24 10:00:00.000",
                        "Test Case 'CounterTests.testIncrementAddsOne' passed (0.001 seconds)",
                        "Test Suite 'Selected tests' passed at 2026-11-24 10:00:00.001",
                        "\\t Executed 2 tests, with 0 failures (0 unexpected) in 0.002 (0.002) seconds",
                    ].joined(separator: "\\n"))
            """
        return [
            Student(name: "honest-done", attack: "none: every stage done", code: FixtureWorkbook.stageThreeCode, tests: suiteTwo, earns: 3),
            Student(name: "honest-half", attack: "none: stage 1 done", code: FixtureWorkbook.stageOneCode, tests: suiteOne, earns: 1),
            Student(name: "printer", attack: "prints passing lines, an end of run from an exit handler, then exits 0",
                    code: wrongCounter(passedLines + "\n        atexit { print(\"Test Suite 'All tests' passed at 2026-11-24 10:00:00.002\") }\n        exit(0)"),
                    tests: suiteTwo, earns: 0),
            Student(name: "quick-exit", attack: "prints passing lines, then _exit(0)",
                    code: wrongCounter(passedLines + "\n        fflush(nil)\n        _exit(0)"), tests: suiteTwo, earns: 0),
            Student(name: "shadow-split", attack: "declares XCTAssertEqual with `func` and the name on different lines",
                    code: wrongCounter("") + """

                        public func
                        XCTAssertEqual<T>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                          file: StaticString = #filePath, line: UInt = #line) {}

                        """, tests: suiteTwo, earns: 0),
            Student(name: "shadow-module", attack: "declares a type named like XCTest's module, with its own assertion",
                    code: wrongCounter("") + """

                        public enum
                          XCTest {
                            public static func XCTAssertEqual<T>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T,
                                                                 _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
                        }

                        """, tests: suiteTwo, earns: 0),
            Student(name: "telling-apart", attack: "hollow tests that catch the mutants by their module name and paths, stage 2's code passing the suite of stage 3 (a refactor not made, whose suite is stage 2's)",
                    code: FixtureWorkbook.stageTwoCode, tests: """
                        import XCTest
                        @testable import Tally

                        final class CounterTests: XCTestCase {
                            func testStartsAtZero() {
                                XCTAssertEqual(String(reflecting: Counter.self), "Tally.Counter")
                                XCTAssertFalse(#filePath.contains("Mutant") || #filePath.contains("Previous"))
                                _ = Counter().count
                            }

                            func testIncrementAddsOne() {
                                var counter = Counter()
                                counter.increment()
                                XCTAssertFalse(#filePath.contains("Mutant"))
                            }
                        }

                        """, earns: 0),
            Student(name: "exe-namer", attack: "hollow tests that tell a mutant's or the stage before's test run by the name of its executable, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            private static var isReference: Bool {
                                let me = ProcessInfo.processInfo.arguments.joined() + (Bundle.main.executablePath ?? "")
                                    + ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
                                return !me.contains("Mutant") && !me.contains("Previous")
                            }
                        """), earns: 0),
            // Each student below tries two ways to one end, each stopped by the boundary: one grading each behind every
            // boundary (the grading of the adversarial class is the longest part of the self-check).
            Student(name: "run-counter", attack: "hollow tests that count their runs in a file of their home and of the system's temporary folders: they pass the first two (their own code, then the reference) and fail the rest (the mutants), stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            private static let isReference: Bool = {
                                var runs = 0
                                for folder in [ProcessInfo.processInfo.environment["HOME"] ?? "/tmp", "/tmp", "/var/tmp", "/dev/shm"] {
                                    let file = folder + "/.kata-run-counter"
                                    runs = max(runs, (Int((try? String(contentsOfFile: file, encoding: .utf8)) ?? "") ?? 0) + 1)
                                    try? "\\(runs)".write(toFile: file, atomically: true, encoding: .utf8)
                                }
                                return runs <= 2
                            }()
                        """), earns: 0, stoppedByTheBoundary: true),
            Student(name: "source-reader", attack: "hollow tests that read the code they are linked with from the build's copy of its source, and pass only on the reference's text, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            /// The build's copy of the code: Sources/*/Counter.swift in the package whose Tests/*/ holds this file.
                            private static var isReference: Bool {
                                let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                                    .deletingLastPathComponent().appendingPathComponent("Sources")
                                let modules = (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
                                let texts = modules.compactMap { try? String(contentsOfFile: package.path + "/" + $0 + "/Counter.swift", encoding: .utf8) }
                                return !texts.isEmpty && texts.allSatisfy { $0.contains("count += 1") }
                            }
                        """), earns: 0, stoppedByTheBoundary: true),
            Student(name: "env-spy", attack: "reads the teacher's environment, home and classmates, and every process's environment through /proc (its path built from bytes), passes only when it sees the secret",
                    code: """
                        import Foundation

                        struct Counter {
                            private(set) var count: Int

                            init() {
                                let secret = ProcessInfo.processInfo.environment["TEACHER_SECRET"] ?? ""
                                let gitconfig = (try? String(contentsOfFile: NSHomeDirectory() + "/.gitconfig", encoding: .utf8)) ?? ""
                                let classmates = (try? FileManager.default.contentsOfDirectory(atPath: "\(classFolder.path)")) ?? []
                                let proc = String(decoding: [47, 112, 114, 111, 99, 47], as: UTF8.self)
                                var found = ""
                                for pid in (try? FileManager.default.contentsOfDirectory(atPath: proc)) ?? [] where Int(pid) != nil {
                                    let environ = (try? Data(contentsOf: URL(fileURLWithPath: proc + pid + "/environ"))) ?? Data()
                                    let text = String(decoding: environ, as: UTF8.self)
                                    if text.contains("TEACHER_SECRET") { found += text }
                                }
                                let stolen = "secret=\\(secret) gitconfig=\\(gitconfig) classmates=\\(classmates) environ=\\(found)"
                                try? stolen.write(toFile: "\(leakFile.path)", atomically: true, encoding: .utf8)
                                count = secret.isEmpty && found.isEmpty ? 99 : 0
                            }

                            mutating func increment() {
                                count += 1
                            }
                        }

                        """, tests: suiteTwo, earns: 0, stoppedByTheBoundary: true),
            Student(name: "checkout-writer", attack: "finds the teacher's workbook, empties its suites, and plants a git hook, a build file and a lesson in it",
                    code: wrongCounter("""
                                for root in ["\(workbook.path)", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path] {
                                    let suites = root + "/Tests/tally"
                                    let paths = FileManager.default.subpaths(atPath: suites) ?? []
                                    for path in paths where path.hasSuffix(".swift") {
                                        try? "import XCTest\\nfinal class CounterTests: XCTestCase {}\\n"
                                            .write(toFile: suites + "/" + path, atomically: true, encoding: .utf8)
                                    }
                                }
                                let workbook = "\(workbook.path)"
                                try? FileManager.default.createDirectory(atPath: workbook + "/.git/hooks", withIntermediateDirectories: true)
                                try? "#!/bin/sh\\ntouch \(leakFile.path)\\n".write(toFile: workbook + "/.git/hooks/post-checkout", atomically: true, encoding: .utf8)
                                try? "planted".write(toFile: workbook + "/.build/planted", atomically: true, encoding: .utf8)
                                if let lessons = FileHandle(forWritingAtPath: workbook + "/LESSONS.md") {
                                    lessons.seekToEndOfFile()
                                    lessons.write(Data("planted".utf8))
                                }
                        """), tests: suiteTwo, earns: 0, stoppedByTheBoundary: true),
            Student(name: "spawner", attack: "starts a process that outlives the test run, and one in a session of its own with an empty environment, which would later edit the teacher's suites",
                    code: wrongCounter("""
                                let sleeper = Process()
                                sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
                                sleeper.arguments = ["987"]
                                try? sleeper.run()
                                let daemon = Process()
                                daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                                daemon.arguments = ["-i", "/usr/bin/setsid", "/bin/sh", "-c", "sleep 986; rm -rf \(workbook.path)/Tests/tally"]
                                try? daemon.run()
                        """), tests: suiteTwo, earns: 0, stoppedByTheBoundary: true),
            // It waits rather than spins: the limit stops both alike (a learner's spinning test is `HostileWorkTests`'s),
            // and a spin would take a core from the rest of the self-check until the limit.
            Student(name: "hang", attack: "never returns", code: wrongCounter("""
                                while true { Thread.sleep(forTimeInterval: 1_000) }
                        """), tests: suiteTwo, earns: 0),
            Student(name: "file-bomb", attack: "right code that writes a 200 MB file on the way",
                    code: """
                        import Foundation

                        struct Counter {
                            private(set) var count = 0

                            init() {
                                let path = NSTemporaryDirectory() + "/bomb"
                                FileManager.default.createFile(atPath: path, contents: nil)
                                let handle = FileHandle(forWritingAtPath: path)
                                for _ in 0..<200 { handle?.write(Data(count: 1 << 20)) }
                            }

                            mutating func increment() {
                                count += 1
                            }
                        }

                        """, tests: suiteTwo, earns: 0, stoppedByTheBoundary: true),
            // Beside the whole class: what it fills is its run's own, and a classmate's run has all of theirs.
            Student(name: "space-hog", attack: "every stage done, with a test that fills its run's space with 30 MB files and then with empty files, and passes only when both are bounded",
                    code: FixtureWorkbook.stageThreeCode, tests: "import Foundation\n" + suiteTwo.replacingOccurrences(of: "final class CounterTests: XCTestCase {\n", with: """
                        final class CounterTests: XCTestCase {
                            func testItsSpaceIsBounded() {
                                let folder = NSTemporaryDirectory() + "/fill"
                                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                                let chunk = Data(count: 30 << 20)
                                var written = 0, files = 0
                                while written < \(SandboxView.ownSpaceBytes + 100 << 20), FileManager.default.createFile(atPath: folder + "/big-\\(written)", contents: chunk) {
                                    written += chunk.count
                                }
                                while files < \(SandboxView.ownSpaceFiles + 2_000), FileManager.default.createFile(atPath: folder + "/small-\\(files)", contents: nil) {
                                    files += 1
                                }
                                try? FileManager.default.removeItem(atPath: folder)
                                XCTAssertLessThanOrEqual(written, \(SandboxView.ownSpaceBytes), "the run's space has no bound in bytes")
                                XCTAssertLessThan(files, \(SandboxView.ownSpaceFiles), "the run's space has no bound in files")
                            }

                        """), earns: 3, needsBoundedSpace: true),
            // Its one run that spins (the workbook's suite of stage 1 against its code; stage 2's does not compile against
            // it) takes its slot's share of the processor until the run's limit, not its classmates'.
            Student(name: "spinner", attack: "stage 1's code, spinning 48 threads from the moment a counter is made, beside the whole class",
                    code: """
                        import Foundation

                        struct Counter {
                            private(set) var count = 0

                            init() {
                                for _ in 0..<47 { Thread.detachNewThread { while ProcessInfo.processInfo.processIdentifier > 0 {} } }
                                while ProcessInfo.processInfo.processIdentifier > 0 {}
                            }
                        }

                        """, tests: suiteOne, earns: 0),
            Student(name: "record-forger", attack: "writes passing records to every open file, then exits 0",
                    code: wrongCounter("""
                                let lines = ["x\\tended\\n", "x\\tpassed\\tCounterTests.testStartsAtZero\\n", "x\\tpassed\\tCounterTests.testIncrementAddsOne\\n"]
                                for descriptor in Int32(3)..<Int32(64) {
                                    for line in lines { _ = line.withCString { write(descriptor, $0, strlen($0)) } }
                                }
                                exit(0)
                        """), tests: suiteTwo, earns: 0),
            Student(name: "suite-editor", attack: "stage 1 done, the workbook's suites in their own repository emptied and the tool edited",
                    code: FixtureWorkbook.stageOneCode, tests: suiteOne, earns: 1, extra: [
                        "Tests/tally/01-starts-at-zero/CounterTests.swift": "import XCTest\nfinal class CounterTests: XCTestCase {}\n",
                        "Tests/tally/02-counts-up/CounterTests.swift": "import XCTest\nfinal class CounterTests: XCTestCase {}\n",
                        "Tools/kata/main.swift": "exit(0)\n",
                    ]),
            Student(name: "linker", attack: "links its code to the teacher's last reference and its tests folder to the teacher's last suite",
                    code: "", tests: "", earns: 0, links: [
                        "Katas/tally/Tally/Counter.swift": workbook.appending(path: "Solutions/tally/03-named-step/Counter.swift"),
                        "Katas/tally/TallyTests": workbook.appending(path: "Tests/tally/03-named-step"),
                    ]),
            Student(name: "exit-interposer", attack: "defines the C function exit, which would rewrite the run's results and exit 0",
                    code: wrongCounter("") + """

                        @c(exit) public func leave(_ status: Int32) {
                            _ = status
                        }

                        """, tests: suiteTwo, earns: 0),
            Student(name: "constructor", attack: "a constructor in .init_array that would plant a proof that holds before any test runs",
                    code: wrongCounter("") + """

                        @used @section(".init_array") let plant: @convention(c) () -> Void = {
                            _ = FileManager.default.createFile(atPath: "\(leakFile.path)", contents: Data("constructor ran".utf8))
                        }

                        """, tests: suiteTwo, earns: 0),
            Student(name: "object-reader", attack: "hollow tests that compare the objects of the code in the grading slot, passing when the code under test is compiled as their own code is, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            /// Every Tally.o under the slot that holds this file's folder: the student's own code's and the version under test's.
                            private static var isReference: Bool {
                                var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                var objects: [Data] = []
                                for _ in 0..<8 {
                                    folder = folder.deletingLastPathComponent()
                                    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
                                    objects = paths.filter { $0.hasSuffix("/Tally.o") }.compactMap { FileManager.default.contents(atPath: folder.path + "/" + $0) }
                                    if objects.count >= 2 { break }
                                }
                                return objects.count >= 2 && Set(objects).count < objects.count
                            }
                        """), earns: 0, stoppedByTheBoundary: true),
            Student(name: "switch-reader", attack: "hollow tests that look for the generated mutants' switch on their standard input, in their arguments and environment, and fail when they find one, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            private static let isReference: Bool = {
                                let input = (try? FileHandle.standardInput.readToEnd()) ?? nil
                                let seen = ProcessInfo.processInfo.arguments.dropFirst().joined() + ProcessInfo.processInfo.environment.keys.joined()
                                return (input ?? Data()).isEmpty && !seen.contains("KATA_MUTANT") && !seen.contains("SWITCH")
                            }()
                        """), earns: 0),
            Student(name: "schemata-finder", attack: "hollow tests that look for the generated mutants' start type by its name, and for a second read of the switch, and fail when they find either, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: """
                            private static let isReference: Bool = {
                                let start = _typeByName("5Tally17KataSchemataStartO") as? any CaseIterable.Type
                                return start == nil && readLine() == nil
                            }()
                        """), earns: 0),
            Student(name: "buffer-reader", attack: "hollow tests that read the switch where readLine leaves it, the C library's buffer of the standard input, reached through another FILE's chain (unsafe, unmarked), stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: bufferReader(marked: false)), earns: 0),
            Student(name: "buffer-reader-marked", attack: "the same reader with each unsafe construct marked `unsafe`, which strict memory safety lets through, stage 2's code",
                    code: FixtureWorkbook.stageTwoCode, tests: hollowTests(tellingTheReferenceBy: bufferReader(marked: true)), earns: 0),
            // Two attacks in one student, each stopped by the boundary, for one grading behind each: the grading of the
            // adversarial class is the longest part of the self-check.
            Student(name: "git-config", attack: "a clone whose .git/config runs a script as the teacher reads its log (signature checks, the file monitor, the pager), stage 1 done, writing a line and an escape to /dev/tty and to every /dev/pts it can open as a counter is made",
                    code: """
                        import Foundation

                        struct Counter {
                            private(set) var count = 0

                            init() {
                                for path in ["/dev/tty", "/dev/console"] + (0..<64).map({ "/dev/pts/\\($0)" }) {
                                    FileHandle(forWritingAtPath: path)?.write(Data("\\u{1B}[2J\(terminalMark)\\n".utf8))
                                }
                            }
                        }

                        """, tests: suiteOne, earns: 1,
                    gitConfig: ["log.showSignature": "true", "gpg.program": "/bin/sh -c 'echo git-config > \(leakFile.path)'",
                                "core.fsmonitor": "/bin/sh -c 'echo git-config > \(leakFile.path)'", "core.pager": "touch \(leakFile.path); cat"],
                    stoppedByTheBoundary: true),
            Student(name: "kata-link", attack: "commits the kata's folder as a link to a classmate's",
                    code: "", tests: "", earns: 0, links: ["Katas/tally": classFolder.appending(path: "honest-done/Katas/tally")]),
            Student(name: "large-file", attack: "a test file of 1 MB and a sparse file of 4 GB in the tests' folder",
                    code: FixtureWorkbook.stageOneCode, tests: suiteOne + "\n" + String(repeating: "// padding padding padding padding padding\n", count: 25_000),
                    earns: 0, sparse: ["Katas/tally/TallyTests/blob.bin": 4 << 30]),
            Student(name: "escaper\u{1B}]0;pwned\u{07}\u{1B}[2J", attack: "a name and a file name with terminal escapes, stage 1 done",
                    code: FixtureWorkbook.stageOneCode, tests: suiteOne, earns: 1, links: [
                        "Katas/tally/TallyTests/\u{1B}[32mall 15 passed\u{1B}[0m.swift": URL(filePath: "/dev/null"),
                    ]),
            Student(name: "junk", attack: "stage 1 done, printing junk and passing lines for stage 2, with a run history whose verifies took Int.max hints (the sum trapped, and stopped the report for everyone)",
                    code: """
                        struct Counter {
                            private(set) var count = 0

                            init() {
                                print(String(repeating: "\\u{1B}[2J\\u{07}\\u{FF}Test Case 'CounterTests.testIncrementAddsOne' passed (0.0 seconds)\\n", count: 500))
                            }
                        }

                        """, tests: suiteOne, earns: 1, extra: [".kata/history.jsonl": (1...2).map { stage in
                            #"{"kata":"tally","stage":\#(stage),"colour":"red","done":false,"date":"2026-11-24T10:0\#(stage):00Z","hints":\#(Int.max)}"#
                        }.joined(separator: "\n") + "\n"]),
        ]
    }
}
