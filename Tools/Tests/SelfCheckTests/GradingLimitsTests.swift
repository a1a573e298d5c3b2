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
}
