import Foundation
import KataModel
import KataResults
import KataVerification

/// A class report read from graded results, building nothing: per student, the JSON of `kata grade --json` or a
/// Classroom 50 `result.json`, as a folder holding it (named after the student) or a file `STUDENT.json`.
package struct ClassResults: Sendable {
    /// The katas reported on.
    let katas: [Kata]

    package init(katas: [Kata]) {
        self.katas = katas
    }

    /// The report on the results in `folder`, students in name order.
    package func report(from folder: URL) throws -> ClassReport {
        guard folder.isFolder else { throw ClassroomError.notAFolder(folder.path, takes: "`kata report --results` takes a folder of graded results") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        var rows: [ClassReport.Row] = []
        var isolation = ""
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
            rows += studentRows
            if let said { isolation = said }
        }
        guard !rows.isEmpty else { throw ClassroomError.noGradedResults(folder.path) }
        return ClassReport(katas: katas, rows: rows, date: Date(), isolation: isolation)
    }

    /// One student's rows from their result file, and the isolation it says it was graded under.
    private func rowsOf(_ student: String, in file: URL) -> ([ClassReport.Row], String?) {
        guard let data = try? Data(contentsOf: file) else { return (problemRows(student, "its result cannot be read"), nil) }
        let decoder = JSONStyle.decoder()
        if let grade = try? decoder.decode(GradeJSON.self, from: data), grade.version == GradeJSON.currentVersion {
            let activity = StudentActivity(commit: grade.commit, commitDate: grade.commitDate, lastVerify: grade.lastVerify)
            return (katas.map { kata in
                var row = row(student, kata, from: grade.katas.first { $0.id == kata.id })
                row.activity = activity
                return row
            }, grade.isolation)
        }
        if let result = try? decoder.decode(Classroom50Result.self, from: data), result.schema == Classroom50Result.schemaName {
            let activity = StudentActivity(commit: result.commit.split(separator: "/").last.map { String($0.prefix(7)) },
                                           commitDate: try? Date(result.datetime, strategy: .iso8601))
            return (katas.map { kata in
                var row = row(student, kata, passing: result.tests)
                row.activity = activity
                return row
            }, nil)
        }
        return (problemRows(student, "\(file.lastPathComponent) is neither `kata grade --json` nor a Classroom 50 result"), nil)
    }

    private func problemRows(_ student: String, _ problem: String) -> [ClassReport.Row] {
        katas.map { ClassReport.Row(student: student, kata: $0, problem: problem) }
    }

    /// A row from a kata of `kata grade --json`.
    private func row(_ student: String, _ kata: Kata, from graded: GradeJSON.Kata?) -> ClassReport.Row {
        guard let graded, graded.stages == kata.stages.count else {
            return ClassReport.Row(student: student, kata: kata, problem: graded == nil ? "not graded" : "graded with another version of the kata")
        }
        var row = ClassReport.Row(student: student, kata: kata, problem: graded.problem, untouched: graded.untouched)
        if graded.problem == nil {
            row.standing = KataStanding(reached: graded.reached, cells: graded.cells.map(Self.cell))
        }
        row.flags = graded.flags.compactMap { flag in
            IntegrityFlag.Kind(rawValue: flag.kind).map { IntegrityFlag(kind: $0, location: SourceLocation(path: flag.file, line: flag.line)) }
        }
        // The run history as the grade read it from the student's repository: the same rule as a report's.
        row.lights = graded.verifies.map { $0.compactMap(VerdictColour.init(rawValue:)) }
        row.hints = graded.hints
        row.warnings = graded.warnings ?? []
        return row
    }

    /// A row from a Classroom 50 result's tests, named `KATA stage N: TITLE`.
    private func row(_ student: String, _ kata: Kata, passing tests: [Classroom50Result.Test]) -> ClassReport.Row {
        let passed = Dictionary(tests.compactMap { test -> (Int, Bool)? in
            guard let match = test.testName.firstMatch(of: /^(?<kata>[\w-]+) stage (?<stage>\d+):/), match.output.kata == kata.id,
                  let number = Int(match.output.stage) else { return nil }
            return (number, test.passed)
        }, uniquingKeysWith: { $0 && $1 })
        guard !passed.isEmpty else { return ClassReport.Row(student: student, kata: kata, problem: "not graded") }
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
