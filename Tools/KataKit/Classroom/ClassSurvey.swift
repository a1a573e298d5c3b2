import Foundation
import Synchronization

/// Grades every student's clone in a folder, a few students at a time, each worker building in a scratch slot of
/// its own inside the teacher's workbook (nothing is written in the students' folders).
struct ClassSurvey: Sendable {
    /// The teacher's workbook: its catalog, suites and reference code grade everyone.
    let workbook: Workbook
    let katas: [Kata]
    var timeout: Duration = Command.defaultTimeout
    /// How many students are graded at once.
    var workers = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The students' folders in `folder`: every folder in it that is not hidden, in name order.
    static func students(in folder: URL) throws -> [URL] {
        guard folder.isFolder else {
            throw UsageError("\(folder.path) is not a folder: `kata report` takes a folder holding one clone per student.")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { folder.appending(path: $0) }.filter(\.isFolder)
    }

    /// The report on `students`; `progress` is told as each student is done (with how many are done so far).
    func report(on students: [URL], progress: @Sendable (_ student: String, _ done: Int, _ of: Int) -> Void) throws -> ClassReport {
        let next = Mutex(0), done = Mutex(0)
        let rowsBySlot = try concurrently(min(workers, max(1, students.count))) { slot -> [[ClassReport.Row]] in
            var graded: [[ClassReport.Row]] = []
            func take() -> Int? {
                next.withLock { value in
                    guard value < students.count else { return nil }
                    defer { value += 1 }
                    return value
                }
            }
            while let index = take() {
                let student = students[index]
                let learner = workbook.withLearner(at: student, scratch: workbook.scratchDirectory.appending(path: "report/slot-\(slot + 1)"))
                graded.append(katas.map { row(for: student.lastPathComponent, kata: $0, in: learner) })
                progress(student.lastPathComponent, done.withLock { $0 += 1; return $0 }, students.count)
            }
            return graded
        }
        let rows = rowsBySlot.flatMap { $0 }.flatMap { $0 }
            .sorted { ($0.student, katas.firstIndex(of: $0.kata) ?? 0) < ($1.student, katas.firstIndex(of: $1.kata) ?? 0) }
        return ClassReport(katas: katas, rows: rows, date: Date())
    }

    /// One student's work on `kata`, graded in `learner` (the teacher's workbook with the student's folders).
    private func row(for student: String, kata: Kata, in learner: Workbook) -> ClassReport.Row {
        var row = ClassReport.Row(student: student, kata: kata)
        let history = RunHistory(directory: learner.stateDirectory)
        if FileManager.default.fileExists(atPath: history.file.path) {
            let records = history.records(of: kata.id)
            row.lights = records.map(\.colour)
            row.hints = ClassReport.Row.hints(in: records)
        }
        guard learner.learnerCode(kata).isFolder, learner.learnerTests(kata).isFolder else {
            row.problem = "no \(learner.relativePath(learner.learnerCode(kata))) and \(kata.learnerTestModule) folders: not a clone of the workbook?"
            return row
        }
        let cleanStart = WorkFingerprint(code: learner.reference(kata, at: .cleanStart), tests: learner.acceptanceSuite(kata, at: .cleanStart))
        guard WorkFingerprint(code: learner.learnerCode(kata), tests: learner.learnerTests(kata)) != cleanStart else {
            row.standing = KataStanding(reached: 0, cells: kata.stages.map { _ in .notReached })
            row.untouched = true
            return row
        }
        do {
            row.standing = try Grader(workbook: learner, timeout: timeout).standing(kata)
        } catch {
            row.problem = "could not be graded: \(error)"
        }
        return row
    }
}
