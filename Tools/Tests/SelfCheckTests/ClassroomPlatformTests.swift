import Foundation
import Testing
@testable import KataRendering
import KataRunning

/// What `kata grade` writes for the classroom platforms, and the files `kata autograder` makes for them, tried on the
/// fixture workbook with the `kata` program as a teacher runs it: a student with stage 1 of 3 done.
@Suite("Grades for Classroom 50, Gradescope, GitHub Actions and GitLab CI", .serialized, .toolWide)
struct ClassroomPlatformTests {
    let fixture: FixtureWorkbook
    let base: URL
    let student: URL

    init() throws {
        base = try testFolder("kata-platforms")
        fixture = try FixtureWorkbook(at: base.appending(path: "workbook"))
        student = base.appending(path: "class/half")
        try? FileManager.default.removeItem(at: student)
        try Student(name: "half", attack: "none", code: FixtureWorkbook.stageOneCode, tests: FixtureWorkbook.suite(after: 1), earns: 1)
            .write(in: student.deletingLastPathComponent())
    }

    private func kata(_ arguments: [String], environment: [String: String] = [:]) async throws -> HostileSandbox.Run {
        let (process, output, errors) = try HostileSandbox.start(arguments, in: fixture.root, environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        return try await HostileSandbox.finish(process, output, errors)
    }

    /// The fixture workbook as a git repository, its files committed: the commit a recipe pins.
    private func fixtureCommit() async throws -> String {
        try await offThePool { [root = fixture.root] in
            let commands = [["init", "--quiet"], ["add", "--all"],
                            ["-c", "user.name=Teacher", "-c", "user.email=teacher@example.invalid", "commit", "--quiet", "--allow-empty", "-m", "fixture"],
                            ["rev-parse", "HEAD"]]
            var head = ""
            for arguments in commands {
                let process = Process(), output = Pipe()
                process.executableURL = URL(filePath: "/usr/bin/env")
                process.arguments = ["git", "-C", root.path] + arguments
                process.standardOutput = output
                try Self.runToEnd(process)
                try #require(process.terminationStatus == 0, "git \(arguments)")
                head = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            return head
        }
    }

    private func object(_ file: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any], "\(file.path) is not a JSON object")
    }

    /// The fields of Classroom 50's `result.json`.
    static let classroom50Keys: Set<String> = ["schema", "classroom", "assignment", "submission", "commit", "release", "review", "datetime", "score",
                                               "max-score", "tests"]

    @Test("kata grade writes JSON, JUnit, Classroom 50, Gradescope and Markdown files that hold to their formats")
    func gradeDocuments() async throws {
        let out = base.appending(path: "out")
        try? FileManager.default.removeItem(at: out)
        let runner = ["CLASSROOM": "swift-101", "ASSIGNMENT": "tally", "SUBMISSION_TAG": "submit/2026-11-24T10-00-00Z-abc1234",
                      "COMMIT_URL": "https://example.invalid/half/commit/abc1234", "RELEASE_URL": "https://example.invalid/half/releases/1"]
        let run = try await kata(["grade", student.path, "--json", out.appending(path: "grade.json").path, "--junit", out.appending(path: "grade.xml").path,
                                  "--classroom50", out.appending(path: "result.json").path, "--gradescope", out.appending(path: "results.json").path,
                                  "--markdown", out.appending(path: "summary.md").path], environment: runner)
        #expect(run.status == 0, "\(run.errors)")

        let classroom = try object(out.appending(path: "result.json"))
        #expect(Set(classroom.keys) == Self.classroom50Keys)
        #expect(classroom["schema"] as? String == "classroom50/result/v1")
        #expect(classroom["classroom"] as? String == "swift-101" && classroom["assignment"] as? String == "tally")
        #expect(classroom["review"] as? String == runner["COMMIT_URL"], "review falls back to the commit")
        #expect((classroom["datetime"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil, "\(classroom["datetime"] ?? "")")
        let tests = try #require(classroom["tests"] as? [[String: Any]])
        #expect(tests.map { $0["test-name"] as? String }
            == ["tally stage 1: A new counter counts zero", "tally stage 2: Increment adds one", "tally stage 3: The step has a name"])
        #expect(tests.map { $0["passed"] as? Bool } == [true, false, false])
        #expect(classroom["score"] as? Int == 1 && classroom["max-score"] as? Int == 3)
        #expect(tests.compactMap { $0["score"] as? Int }.reduce(0, +) == 1 && tests.compactMap { $0["max-score"] as? Int }.reduce(0, +) == 3)

        let gradescope = try object(out.appending(path: "results.json"))
        #expect(gradescope["score"] as? Int == 1 && (gradescope["execution_time"] as? Int ?? 0) > 0 && gradescope["output"] is String)
        let cases = try #require(gradescope["tests"] as? [[String: Any]])
        #expect(cases.map { $0["status"] as? String } == ["passed", "failed", "failed"])
        #expect(cases.map { $0["max_score"] as? Int } == [1, 1, 1] && cases.allSatisfy { $0["visibility"] as? String == "visible" })
        let missing = try #require(cases[1]["output"] as? String)
        #expect(missing.hasPrefix("not started:") && missing.contains("increment"), "says in words what is missing: \(missing)")
        #expect(cases.allSatisfy { ($0["output"] as? String)?.count ?? 0 <= GradescopeResults.outputLimit })

        let junit = try String(contentsOf: out.appending(path: "grade.xml"), encoding: .utf8)
        #expect(try XMLSchemaValidator().errors(in: junit, schema: JUnitSchema.text) == [], "\(junit)")
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3 && junit.components(separatedBy: "<failure ").count - 1 == 2)
        let times = junit.matches(of: /<testcase [^>]*time="(?<time>[0-9.]+)"/).compactMap { Double($0.output.time) }
        #expect(times.count == 3 && times[0] > 0, "the time stage 1's suite and proof took: \(times)")

        let document = try object(out.appending(path: "grade.json"))
        #expect(document["version"] as? Int == 1 && document["student"] as? String == "half")
        let markdown = try String(contentsOf: out.appending(path: "summary.md"), encoding: .utf8)
        #expect(markdown.contains("1 of 3 stages passed.") && markdown.contains("| tally | 2 | Increment adds one | ❌ not passed |"), "\(markdown)")

        // A stage required: met, exit 0; not met, exit 1 and said, in the terminal and the summary.
        let met = try await kata(["grade", student.path, "--require", "tally:1"])
        #expect(met.status == 0 && met.output.contains("Required: tally to stage 1: met (stage 1 passed)."), "\(met.output)")
        let unmet = try await kata(["grade", student.path, "--require", "tally:2", "--markdown", out.appending(path: "required.md").path])
        #expect(unmet.status == 1 && unmet.output.contains("Required: tally to stage 2: not met (stage 1 passed)."), "\(unmet.output)")
        let required = try String(contentsOf: out.appending(path: "required.md"), encoding: .utf8)
        #expect(required.contains("❌ Required: tally to stage 2: not met (stage 1 passed)."), "\(required)")

        // No work found: exit 2 in one line, and each document asked for still written, saying what was expected.
        let nothing = base.appending(path: "class/nothing/homework")
        try FileManager.default.createDirectory(at: nothing, withIntermediateDirectories: true)
        let none = try await kata(["grade", nothing.deletingLastPathComponent().path, "--classroom50", out.appending(path: "none.json").path,
                                   "--gradescope", out.appending(path: "none-gradescope.json").path])
        #expect(none.status == 2 && none.errors.contains("holds no work of the workbook's") && none.errors.filter { $0 == "\n" }.count == 1, "\(none.errors)")
        let empty = try object(out.appending(path: "none.json"))
        #expect(empty["score"] as? Int == 0 && empty["max-score"] as? Int == 3)
        let said = try object(out.appending(path: "none-gradescope.json"))
        #expect((said["tests"] as? [[String: Any]])?.allSatisfy { ($0["output"] as? String)?.contains("holds no work of the workbook's") == true } == true)
    }

    @Test("Gradescope's run_autograder grades the submission in AUTOGRADER_ROOT as it arrives (a clone, a Download ZIP, one kata's folders) and always writes results.json")
    func gradescopeAutograder() async throws {
        let out = base.appending(path: "gradescope")
        try? FileManager.default.removeItem(at: out)
        let commit = try await fixtureCommit()
        let made = try await kata(["autograder", "gradescope", out.path, "--workbook", "https://example.invalid/workbook.git", "--commit", String(commit.prefix(7))])
        #expect(made.status == 0, "\(made.errors)")
        let setup = try String(contentsOf: out.appending(path: "setup.sh"), encoding: .utf8)
        #expect(setup.contains("checkout --quiet '\(commit)'") && setup.contains("https://example.invalid/workbook.git"), "the commit pinned in full")
        #expect(setup.contains("    .build/debug/kata check \"$kata\" > /dev/null"), "the image is warmed, its catalogs made")
        #expect(FileManager.default.isExecutableFile(atPath: out.appending(path: "run_autograder").path))

        // The folder Gradescope would give: the workbook setup.sh built (the fixture, with the built tool), the submission.
        let root = base.appending(path: "autograder-root")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appending(path: "workbook"), withDestinationURL: fixture.root)
        let tool = fixture.root.appending(path: ".build/debug/kata")
        try FileManager.default.createDirectory(at: tool.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: tool)
        try FileManager.default.createSymbolicLink(at: tool, withDestinationURL: try HostileSandbox.program())
        let submission = root.appending(path: "submission")
        let autograder = out.appending(path: "run_autograder")
        // A clone, as a repository is submitted.
        try FileManager.default.copyItem(at: student, to: submission)
        var results = try await runAutograder(autograder, root: root)
        #expect(results["score"] as? Int == 1)
        #expect((results["tests"] as? [[String: Any]])?.map { $0["status"] as? String } == ["passed", "failed", "failed"])

        // GitHub's Download ZIP, unzipped: one folder around the clone, and macOS's __MACOSX beside it.
        try FileManager.default.removeItem(at: submission)
        try FileManager.default.createDirectory(at: submission.appending(path: "__MACOSX"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: student, to: submission.appending(path: "half-main"))
        results = try await runAutograder(autograder, root: root)
        #expect(results["score"] as? Int == 1, "\(results)")

        // One kata's two folders alone, as a student zips Katas/tally/.
        try FileManager.default.removeItem(at: submission)
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        for folder in ["Tally", "TallyTests"] {
            try FileManager.default.copyItem(at: student.appending(path: "Katas/tally/\(folder)"), to: submission.appending(path: folder))
        }
        results = try await runAutograder(autograder, root: root)
        #expect(results["score"] as? Int == 1, "\(results)")

        // Anything else: a result that says what was expected.
        try FileManager.default.removeItem(at: submission)
        try FileManager.default.createDirectory(at: submission.appending(path: "homework"), withIntermediateDirectories: true)
        try "print(1)".write(to: submission.appending(path: "homework/main.swift"), atomically: true, encoding: .utf8)
        results = try await runAutograder(autograder, root: root)
        #expect(results["score"] as? Int == 0)
        #expect((results["output"] as? String)?.contains("holds no work of the workbook's: it takes a student's clone (a folder holding Katas/)") == true,
                "\(results)")

        // No workbook where setup.sh puts it: still a result, saying so.
        try FileManager.default.removeItem(at: root.appending(path: "workbook"))
        results = try await runAutograder(autograder, root: root)
        #expect(results["score"] as? Int == 0 && (results["output"] as? String)?.contains("setup.sh did not run to its end") == true, "\(results)")
    }

    /// Runs Gradescope's `run_autograder` with `root` as its `/autograder`, and reads the results it wrote.
    private func runAutograder(_ script: URL, root: URL) async throws -> [String: Any] {
        let run = try await offThePool {
            let process = Process()
            process.executableURL = URL(filePath: "/bin/bash")
            process.arguments = [script.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["AUTOGRADER_ROOT": root.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try Self.runToEnd(process)
            return process.terminationStatus
        }
        #expect(run == 0, "run_autograder exits 0 whatever it found")
        return try object(root.appending(path: "results/results.json"))
    }

    @Test("The GitHub and GitLab files parse with what they need (actions on Node 24, a required stage, the template skipped), and the Classroom 50 autograder is Python that compiles")
    func ciFiles() async throws {
        let out = base.appending(path: "ci")
        try? FileManager.default.removeItem(at: out)
        let commit = try await fixtureCommit()
        let options = ["--workbook", "https://example.invalid/w.git", "--commit", commit, "--timeout", "20", "--require", "tally:2"]
        for (platform, more) in [("github", [String]()), ("gitlab", ["--template", "course/tally"]), ("classroom50", [])] {
            let made = try await kata(["autograder", platform, out.path, "tally"] + options + more)
            #expect(made.status == 0, "\(platform): \(made.errors)")
        }
        let workflow = out.appending(path: ".github/workflows/kata-grade.yml"), gitlab = out.appending(path: ".gitlab-ci.yml")
        let github = try parsedYAML(workflow)
        let job = try #require((github["jobs"] as? [String: Any])?["grade"] as? [String: Any], "\(github)")
        #expect(job["timeout-minutes"] as? Int == 30)
        let steps = try #require(job["steps"] as? [[String: Any]])
        let actions = steps.compactMap { $0["uses"] as? String }
        #expect(actions == ["actions/checkout@v5", "actions/upload-artifact@v6"], "the first versions on Node 24: \(actions)")
        let grading = "kata grade ../student 'tally' '--timeout' '20' '--require' 'tally:2' --junit ../kata-grade.xml"
        #expect(steps.contains { ($0["run"] as? String)?.contains(grading) == true }, "\(steps)")
        #expect(steps.contains { ($0["run"] as? String)?.contains("$GITHUB_STEP_SUMMARY") == true })
        #expect(steps.contains { ($0["run"] as? String)?.contains("checkout --quiet '\(commit)'") == true })
        let gitlabJob = try #require(try parsedYAML(gitlab)["kata-grade"] as? [String: Any])
        #expect(((gitlabJob["artifacts"] as? [String: Any])?["reports"] as? [String: Any])?["junit"] as? String == "kata-grade.xml")
        let rules = try #require(gitlabJob["rules"] as? [[String: Any]])
        #expect(rules.first?["if"] as? String == "$CI_PROJECT_PATH == \"course/tally\"" && rules.first?["when"] as? String == "never")
        #expect((gitlabJob["script"] as? [String])?.contains { $0.contains("'--require' 'tally:2'") } == true)

        let compile = try await offThePool {
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import ast, sys; ast.parse(open(sys.argv[1]).read())", out.appending(path: "autograder.py").path]
            try Self.runToEnd(process)
            return process.terminationStatus
        }
        #expect(compile == 0, "autograder.py does not parse as Python")
        let script = try String(contentsOf: out.appending(path: "autograder.py"), encoding: .utf8)
        #expect(script.contains("COMMIT = \"\(commit)\"") && script.contains("ARGUMENTS = [\"tally\", \"--timeout\", \"20\", \"--require\", \"tally:2\"]")
            && script.contains("REQUIRED = True") && script.contains("GITHUB_OUTPUT"))
        // The script reads of result.json only what kata grade --classroom50 writes.
        let read = Set(script.matches(of: /data\[["']([a-z-]+)["']\]/).map { String($0.output.1) })
        #expect(read == ["score", "max-score"] && read.isSubset(of: Self.classroom50Keys), "\(read)")
    }

    @Test("A recipe that would fail on the platform is refused, touching nothing: a workbook path on this machine, a commit the workbook lacks, GitLab without its template, a requirement Gradescope cannot show", arguments: [
        (["github", "--workbook", "/home/teacher/workbook"], "/home/teacher/workbook is not an address a platform can fetch"),
        (["github", "--workbook", "file:///home/teacher/workbook"], "file:///home/teacher/workbook is not an address a platform can fetch"),
        (["github", "--workbook", "https://example.invalid/w.git", "--commit", "deadbeef"], "deadbeef is not a commit of this checkout"),
        (["gitlab", "--workbook", "git@example.invalid:course/w.git"], "`kata autograder gitlab` takes --template GROUP/PROJECT"),
        (["gradescope", "--workbook", "https://example.invalid/w.git", "--require", "tally:1"], "--require does not apply to gradescope"),
        (["github", "--workbook", "https://example.invalid/w.git", "--require", "tally:4"], "tally has no stage '4'"),
    ])
    func refusedRecipes(arguments: [String], says: String) async throws {
        _ = try await fixtureCommit()
        let out = base.appending(path: "refused")
        try? FileManager.default.removeItem(at: out)
        let run = try await kata(["autograder", arguments[0], out.path] + arguments.dropFirst())
        #expect(run.status == 2 && run.errors.hasPrefix("error: " + says) && run.errors.filter { $0 == "\n" }.count == 1, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("kata report --results reads 300 graded results, kata grade's and Classroom 50's, and counts each stage's passes")
    func reportFromResults() async throws {
        let results = base.appending(path: "results")
        try? FileManager.default.removeItem(at: results)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        // Student i passes i % 3 of the 3 stages: 0, 1 or 2; the even ones as kata grade's JSON, the odd ones as Classroom 50's.
        for index in 0..<300 {
            let passed = index % 3
            let name = String(format: "student-%03d", index)
            let text: String
            if index.isMultiple(of: 2) {
                let cells = (1...3).map { $0 <= passed ? "\"passed\"" : $0 == passed + 1 ? "\"red\"" : "\"not-reached\"" }
                text = #"{"version": 1, "student": "\#(name)", "isolation": "bubblewrap sandbox", "katas": [{"id": "tally", "stages": 3, "reached": \#(passed), "#
                    + #""cells": [\#(cells.joined(separator: ", "))], "untouched": false, "flags": [{"kind": "processExit", "phrase": "ends the process", "file": "Katas/tally/Tally/Counter.swift", "line": 3}], "linksLeftOut": []}]}"#
            } else {
                let tests = (1...3).map { #"{"test-name": "tally stage \#($0): a stage", "passed": \#($0 <= passed), "score": \#($0 <= passed ? 1 : 0), "max-score": 1}"# }
                text = #"{"schema": "classroom50/result/v1", "classroom": "c", "assignment": "a", "submission": "s", "commit": "c", "release": "r", "#
                    + #""review": "c", "datetime": "2026-11-24T10:00:00Z", "score": \#(passed), "max-score": 3, "tests": [\#(tests.joined(separator: ", "))]}"#
                try FileManager.default.createDirectory(at: results.appending(path: name), withIntermediateDirectories: true)
            }
            let file = index.isMultiple(of: 2) ? results.appending(path: "\(name).json") : results.appending(path: "\(name)/result.json")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let csv = base.appending(path: "results.csv")
        let run = try await kata(["report", "--results", results.path, "--csv", csv.path])
        #expect(run.status == 0, "\(run.errors)")
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == 302, "a heading, 300 students, the summary")
        // Stage 1 is passed by those with 1 or 2 passes (200), stage 2 by those with 2 (100), stage 3 by none.
        #expect(rows.last == "(passed by),tally,,3,,,,,,,,,,,,,,200,100,0", "\(rows.last ?? "")")
        #expect(rows[1] == "student-000,tally,0,3,,,,,,,,,ends the process,,,,,red,,", "\(rows[1])")
        #expect(rows[2] == "student-001,tally,1,3,,,,,,,,,,,c,2026-11-24 10:00,,passed,not-passed,not-passed", "\(rows[2])")
        #expect(run.output.contains("passed by") && run.output.contains("stage 1: 200, 2: 100, 3: 0"), "\(run.output)")

        // A result that cannot be read says which document it is taken for, and what of it could not be read.
        let broken = base.appending(path: "broken-results")
        try? FileManager.default.removeItem(at: broken)
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        let files = ["old.json": #"{"version": 0, "student": "old"}"#, "short.json": #"{"version": 1, "student": "short"}"#,
                     "c50.json": #"{"schema": "classroom50/result/v1", "commit": "c"}"#, "other.json": #"{"hello": "world"}"#]
        for (name, text) in files { try text.write(to: broken.appending(path: name), atomically: true, encoding: .utf8) }
        let read = try await kata(["report", "--results", broken.path, "--csv", base.appending(path: "broken.csv").path])
        let table = try String(contentsOf: base.appending(path: "broken.csv"), encoding: .utf8)
        for problem in ["old.json is version 0 of `kata grade --json`, and this tool reads version 1: grade it again",
                        "short.json is `kata grade --json` that cannot be read: ", "c50.json is a Classroom 50 result that cannot be read: tests is missing",
                        "other.json is neither `kata grade --json` nor a Classroom 50 result"] {
            #expect(table.contains(problem), "\(problem)\n\(table)\n\(read.errors)")
        }
    }

    /// Runs `process` to its end; counted among the processes that Ctrl-C on the test run stops, since Foundation
    /// gives it a process group of its own.
    private static func runToEnd(_ process: Process) throws {
        try process.run()
        StartedProcesses.started(process)
        defer { StartedProcesses.ended(process) }
        process.waitUntilExit()
    }

    /// A YAML file's mapping, read by the self-check's own reader (a stock Mac has no YAML module for Python).
    private func parsedYAML(_ file: URL) throws -> [String: Any] {
        try BlockYAML.mapping(try String(contentsOf: file, encoding: .utf8))
    }
}
