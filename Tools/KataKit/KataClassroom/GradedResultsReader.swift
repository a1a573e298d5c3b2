import Foundation
import KataModel
import KataToolOutput
import KataVerification
import KataWorkspace

/// A class report read from graded results, building nothing: per student, the JSON of `kata grade --json` or a
/// Classroom 50 `result.json`, as a folder holding it (named after the student) or a file `STUDENT.json`.
package struct GradedResultsReader: Sendable {
    /// The katas reported on.
    let katas: [Kata]

    /// The most a result file is read: a grade is a few kilobytes, its run history's verifies included.
    static let largestResult = 4 * 1_024 * 1_024

    package init(katas: [Kata]) {
        self.katas = katas
    }

    /// The report on the results in `folder`, students in name order.
    package func report(from folder: URL) throws -> ClassReport {
        guard folder.isFolder else { throw ClassroomError.notAFolder(folder.path, ofResults: true) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        var rows: [ClassReport.Row] = []
        var isolation: Isolation?
        for name in names {
            let entry = folder.appending(path: name)
            let file: URL?
            if entry.isFolder {
                let candidates = ["grade.json", "result.json", "kata-grade.json"].map { entry.appending(path: $0) }
                file = candidates.first { FileManager.default.fileExists(atPath: $0.path) }
            } else {
                file = name.hasSuffix(".json") ? entry : nil
            }
            guard let file else { continue }
            let student = entry.isFolder ? name : String(name.dropLast(".json".count))
            let (studentRows, said) = rowsOf(student, in: file)
            // Every word of a result is the student's to write: shown with its control characters written out.
            rows += studentRows.map(\.escapingControls)
            if let said { isolation = .asTheResultsSay(said) }
        }
        guard !rows.isEmpty else { throw ClassroomError.noGradedResults(folder.path) }
        return ClassReport(katas: katas, rows: rows, date: Date(), isolation: isolation)
    }

    /// One student's rows from their result file, and the isolation it says it was graded under. A file that cannot
    /// be read says why in the rows: which document it is taken for, and what of it could not be read.
    private func rowsOf(_ student: String, in file: URL) -> ([ClassReport.Row], String?) {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.largestResult + 1) ?? Data()
        } catch { return (problemRows(student, .resultUnreadable), nil) }
        guard data.count <= Self.largestResult else { return (faultRows(student, .resultTooLarge), nil) }
        let decoder = JSONStyle.decoder(), kind = try? decoder.decode(DocumentKind.self, from: data)
        if let version = kind?.version {
            guard version == GradeJSON.currentVersion else {
                return (problemRows(student, .resultOfAnotherVersion(file: file.lastPathComponent, version: version)), nil)
            }
            let grade: GradeJSON
            do { grade = try decoder.decode(GradeJSON.self, from: data) } catch {
                return (problemRows(student, .gradeUndecodable(file: file.lastPathComponent, reason: Self.reason(error))), nil)
            }
            let activity = StudentActivity(commit: grade.commit, commitDate: DocumentBounds.plausible(grade.commitDate),
                                           lastVerify: DocumentBounds.plausible(grade.lastVerify))
            return (katas.map { kata in
                var row = row(student, kata, from: grade.katas.first { $0.id == kata.id })
                row.activity = activity
                return row
            }, grade.isolation)
        }
        if kind?.schema == Classroom50Result.schemaName {
            let result: Classroom50Result
            do { result = try decoder.decode(Classroom50Result.self, from: data) } catch {
                return (problemRows(student, .classroom50Undecodable(file: file.lastPathComponent, reason: Self.reason(error))), nil)
            }
            let activity = StudentActivity(commit: result.commit.split(separator: "/").last.map { String($0.prefix(7)) },
                                           commitDate: DocumentBounds.plausible(try? Date(result.datetime, strategy: .iso8601)))
            return (katas.map { kata in
                var row = row(student, kata, passing: result.tests)
                row.activity = activity
                return row
            }, nil)
        }
        return (problemRows(student, .unknownDocument(file: file.lastPathComponent)), nil)
    }

    /// What tells the two documents apart: the grade's `version`, Classroom 50's `schema`.
    private struct DocumentKind: Decodable {
        var version: Int?
        var schema: String?
    }

    /// Why a document could not be decoded: where, and what.
    private static func reason(_ error: any Error) -> DecodeFailure {
        guard let error = error as? DecodingError else { return .other("\(error)") }
        switch error {
        case .keyNotFound(let key, let context): return .missing(path(context.codingPath + [key]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return .invalid(path(context.codingPath), decoder: context.debugDescription)
        @unknown default: return .other("\(error)")
        }
    }

    /// A coding path as `katas[0].cells`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimmingPrefix(".").description
    }

    private func problemRows(_ student: String, _ problem: GradeProblem) -> [ClassReport.Row] {
        katas.map { ClassReport.Row(student: student, kata: $0, problem: problem) }
    }

    /// A row per kata for a student whose result is set aside for `fault`.
    private func faultRows(_ student: String, _ fault: DocumentFault) -> [ClassReport.Row] {
        katas.map { ClassReport.Row(student: student, kata: $0, fault: fault) }
    }

    /// A row from a kata of `kata grade --json`.
    private func row(_ student: String, _ kata: Kata, from graded: GradeJSON.Kata?) -> ClassReport.Row {
        guard let graded, graded.stages == kata.stages.count else {
            return ClassReport.Row(student: student, kata: kata, problem: graded == nil ? .notGraded : .gradedWithAnotherVersion)
        }
        guard Self.fits(graded, kata) else { return ClassReport.Row(student: student, kata: kata, fault: .resultOutOfRange) }
        var row = ClassReport.Row(student: student, kata: kata, problem: graded.problem.map(GradeProblem.read), untouched: graded.untouched)
        if graded.problem == nil {
            row.standing = KataStanding(reached: graded.reached, cells: graded.cells.map(Self.cell))
        }
        row.flags = graded.flags.compactMap { flag in
            IntegrityFlag.Kind(rawValue: flag.kind).map { IntegrityFlag(kind: $0, location: SourceLocation(path: flag.file, line: flag.line)) }
        }
        // The run history as the grade read it from the student's repository: the same rule as a report's.
        row.lights = graded.verifies.map { $0.compactMap(VerdictColour.init(rawValue:)) }
        row.hints = graded.hints
        row.warnings = (graded.warnings ?? []).map(RowWarning.read)
        row.stuckAsRead = graded.stuck == true
        row.fault = graded.historyOutOfRange == true ? .historyOutOfRange : nil
        return row
    }

    /// Whether a kata of `kata grade --json` fits `kata`: a cell per stage and a stage reached that it has (where it was
    /// graded), and no more hints than its stages hold.
    private static func fits(_ graded: GradeJSON.Kata, _ kata: Kata) -> Bool {
        let stages = kata.stages.count, hints = kata.stages.map(\.hints.count).reduce(0, +)
        let standingFits = graded.problem != nil || (graded.cells.count == stages && (0...stages).contains(graded.reached))
        return standingFits && (graded.hints.map { (0...hints).contains($0) } ?? true)
    }

    /// A row from a Classroom 50 result's tests, named `KATA stage N: TITLE`; one naming a stage the kata does not have
    /// sets the result aside.
    private func row(_ student: String, _ kata: Kata, passing tests: [Classroom50Result.Test]) -> ClassReport.Row {
        var passed: [Int: Bool] = [:]
        for test in tests {
            guard let match = test.testName.firstMatch(of: /^(?<kata>[\w-]+) stage (?<stage>\d+):/), match.output.kata == kata.id else { continue }
            guard let stage = Int(match.output.stage).flatMap(kata.stage) else {
                return ClassReport.Row(student: student, kata: kata, fault: .resultOutOfRange)
            }
            passed[stage.number] = (passed[stage.number] ?? true) && test.passed
        }
        guard !passed.isEmpty else { return ClassReport.Row(student: student, kata: kata, problem: .notGraded) }
        let cells = kata.stages.map { stage -> KataStanding.Cell in
            guard let result = passed[stage.number] else { return .notReached }
            return result ? .passed : .notPassed
        }
        let reached = cells.prefix { $0 == .passed }.count
        return ClassReport.Row(student: student, kata: kata, standing: KataStanding(reached: reached, cells: cells))
    }

    /// The cell a word of `kata grade --json` names; one it does not know is not reached.
    private static func cell(_ word: String) -> KataStanding.Cell {
        KataStanding.Cell(word: word) ?? .notReached
    }
}
