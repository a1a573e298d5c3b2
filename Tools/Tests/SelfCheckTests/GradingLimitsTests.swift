import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataClassroom

/// Grading's limits on the adversarial class's fixture: no boundary, no grading unless the teacher says so; one
/// student's grading ends within its time. A suite apart from `AdversarialClassTests`, whose class is graded behind
/// each boundary one after the other, so that these run beside it.
@Suite("Grading refuses without a boundary and ends within a student's time", .serialized, .toolWide)
struct GradingLimitsTests {
    let fixture: FixtureWorkbook
    let classFolder: URL

    init() throws {
        let base = try testFolder("kata-grading-limits")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // As root, a test runs as a grading user of its own, which must reach the grading folder here.
        for folder in [base, base.deletingLastPathComponent()] {
            try FileManager.default.setAttributes([.posixPermissions: 0o711], ofItemAtPath: folder.path)
        }
        fixture = try FixtureWorkbook(at: base.appending(path: "workbook"))
        classFolder = base.appending(path: "class")
        try? FileManager.default.removeItem(at: classFolder)
        let leakFile = base.appending(path: "leak-\(UInt64.random(in: 1 ... .max)).txt")
        for student in Student.all(classFolder: classFolder, workbook: fixture.root, leakFile: leakFile) where ["honest-half", "hang"].contains(student.name) {
            try student.write(in: classFolder)
        }
    }

    /// Runs the `kata` program in the fixture workbook, with no colours.
    private func kata(_ arguments: [String], environment: [String: String]) async throws -> HostileSandbox.Run {
        let (process, output, errors) = try HostileSandbox.start(arguments, in: fixture.root, environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        return try await HostileSandbox.finish(process, output, errors)
    }

    /// The grading folder of the runs behind `boundary`, inside the test's folder.
    private func gradingFolder(_ boundary: Boundary) -> URL {
        classFolder.deletingLastPathComponent().appending(path: "grading-\(boundary.name)")
    }

    @Test("Where no boundary can be had, grading refuses and says what to install, unless the teacher says --unsandboxed, which the grade then shows")
    func noBoundary() async throws {
        let environment = ["KATA_BOUNDARY": "none", "KATA_GRADING_DIR": gradingFolder(.none).path]
        let student = classFolder.appending(path: "honest-half").path
        let refused = try await kata(["grade", student], environment: environment)
        #expect(refused.status == 3 && refused.errors.contains("no boundary can hold student code here") && refused.errors.contains("bubblewrap"),
                "\(refused.status) \(refused.errors)")
        let report = try await kata(["report", classFolder.path], environment: environment)
        #expect(report.status == 3, "\(report.errors)")
        let graded = try await kata(["grade", student, "--unsandboxed", "--timeout", "20"], environment: environment)
        #expect(graded.status == 0 && graded.output.contains("unsandboxed (--unsandboxed)"), "\(graded.output) \(graded.errors)")
    }

    @Test("One student's grading ends within its time, whatever they submit: what is left is timed out")
    func boundedGrade() async throws {
        let environment = ["KATA_GRADING_DIR": classFolder.deletingLastPathComponent().appending(path: "grading-bounded-\(UUID().uuidString)").path]
        defer { try? FileManager.default.removeItem(atPath: environment["KATA_GRADING_DIR"]!) }
        let graded = try await kata(["grade", classFolder.appending(path: "hang").path, "--timeout", "60", "--student-timeout", "5"], environment: environment)
        #expect(graded.status == 0, "\(graded.errors)")
        #expect(graded.output.contains("the grading ran past its 5 s (--student-timeout): what was left is timed out"), "\(graded.output)")
    }

    @Test("A file of a submission the teacher cannot read is that student's row: the rest of the class is reported",
          .enabled(if: geteuid() == 0 && ProgramPaths.onPath("setpriv") != nil))
    func unreadableSubmission() async throws {
        // A teacher who is not root (nobody here) owns their copy of the workbook, the program and the class; an
        // unzipped submission keeps its files' modes, and one of them reads for no one.
        let base = classFolder.deletingLastPathComponent().appending(path: "unreadable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let workbook = base.appending(path: "workbook"), program = base.appending(path: "kata"), students = base.appending(path: "class")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: fixture.root.path) where item != ".build" {
            try FileManager.default.copyItem(at: fixture.root.appending(path: item), to: workbook.appending(path: item))
        }
        try FileManager.default.copyItem(at: try HostileSandbox.program(), to: program)
        for name in ["locked", "untouched"] {
            try Student(name: name, attack: "none: the clean start", code: FixtureWorkbook.startCode, tests: FixtureWorkbook.suite(after: 0), earns: 0)
                .write(in: students)
        }
        let secret = students.appending(path: "locked/Katas/tally/Tally/Secret.swift")
        try "let secret = 1\n".write(to: secret, atomically: true, encoding: .utf8)
        for path in [base.path] + (FileManager.default.subpaths(atPath: base.path) ?? []).map({ base.appending(path: $0).path }) {
            _ = chown(path, 65_534, 65_534)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret.path)
        let csv = base.appending(path: "class.csv")
        let process = Process()
        process.executableURL = URL(filePath: try #require(ProgramPaths.onPath("setpriv")))
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", program.path, "report", students.path, "--unsandboxed", "--csv", csv.path]
        process.currentDirectoryURL = workbook
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_SELF_CHECK"] = nil
        process.environment = environment.merging(["HOME": base.path, "TMPDIR": base.path, "KATA_GRADING_DIR": base.appending(path: "grading").path,
                                                   "KATA_BOUNDARY": "none", "NO_COLOR": "1"]) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let run = try await HostileSandbox.finish(process, output, errors)
        #expect(run.status == 0, "\(run.errors)")
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows.contains { $0.hasPrefix("untouched,tally,0,3,") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("locked,tally,0,3,") && $0.contains("could not be copied: Katas/tally/Tally/Secret.swift: ") }, "\(rows)")
    }
}
