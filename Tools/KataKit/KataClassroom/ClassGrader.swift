import Foundation
import KataModel
import KataRunning
import KataWorkspace
import Synchronization

/// Grades every student's clone in a folder, a few students at a time, each worker building in a grading slot of
/// its own outside the teacher's workbook (`GradingFolder`; nothing is written in the students' folders).
package struct ClassGrader: Sendable {
    /// The teacher's workbook: its catalog, suites and reference code grade everyone.
    let workbook: Workbook
    let katas: [Kata]
    var timeout: Duration = Defaults.testRunTimeout
    /// The most the grading of one student may take.
    var studentTimeout: Duration = Defaults.studentGradingTimeout
    /// What holds the students' code in.
    let boundary: Boundary
    /// How many students are graded at once: one unsandboxed, where a student's code can write in the workbook,
    /// so that a change is pinned on the student whose code made it.
    package var workers: Int
    /// Whether students graded side by side each have a share of the processor (see `Confinement.sharesTheProcessor`).
    var sharesTheProcessor = Confinement.sharesTheProcessor

    package init(workbook: Workbook, katas: [Kata], boundary: Boundary, timeout: Duration = Defaults.testRunTimeout,
                 studentTimeout: Duration = Defaults.studentGradingTimeout) {
        self.studentTimeout = studentTimeout
        self.boundary = boundary
        workers = boundary.holds ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        self.workbook = workbook
        self.katas = katas
        self.timeout = timeout
    }

    /// The students' folders in `folder`: every folder in it that is not hidden, in name order.
    static func students(in folder: URL) throws -> [URL] {
        guard folder.isFolder else {
            throw ClassroomError.notAFolder(folder.path, ofResults: false)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { folder.appending(path: $0) }.filter(\.isFolder)
    }

    /// The report on every student's clone in `folder`, each row flagged where the graded results in `compared` (a
    /// CI's) grade otherwise; `starting` is told first how many students there are and how many are graded at once,
    /// `progress` as each student is done.
    package func report(of folder: URL, comparedWith compared: URL?, starting: (_ students: Int, _ atOnce: Int) -> Void,
                        progress: @Sendable (_ student: String, _ done: Int, _ of: Int) -> Void) throws -> ClassReport {
        let students = try Self.students(in: folder)
        guard !students.isEmpty else { throw ClassroomError.noStudents(folder.path) }
        starting(students.count, min(workers, students.count))
        var report = try report(on: students, progress: progress)
        if let compared { report.flagDifferences(from: try GradedResultsReader(katas: katas).report(from: compared)) }
        return report
    }

    /// The report on `students`; `progress` is told as each student is done (with how many are done so far). Each
    /// worker grades in a session of its own (`GradingSession`), outside the workbook, hiding the class's folder.
    /// Where students graded side by side have no share of the processor each (see `Confinement.sharesTheProcessor`),
    /// a student with a time-out is graded again alone afterwards, and only that time-out is kept.
    func report(on students: [URL], progress: @Sendable (_ student: String, _ done: Int, _ of: Int) -> Void) throws -> ClassReport {
        let next = Mutex(0), done = Mutex(0)
        let classFolders = Array(Set(students.map { $0.deletingLastPathComponent().standardizedFileURL }))
        let lanes = min(workers, max(1, students.count))
        let alongside = lanes > 1 && !sharesTheProcessor
        let isolation = Mutex<Isolation?>(nil)
        let gradedBySlot = try concurrently(lanes) { _ -> [(student: URL, rows: [ClassReport.Row])] in
            var graded: [(student: URL, rows: [ClassReport.Row])] = []
            func take() -> Int? {
                next.withLock { value in
                    guard value < students.count else { return nil }
                    defer { value += 1 }
                    return value
                }
            }
            try GradingSession.with(workbook, boundary: boundary, alsoHiding: classFolders) { session in
                while let index = take() {
                    let (rows, said) = try rowsOf(students[index], in: session, keepingTimeOuts: !alongside)
                    isolation.withLock { $0 = said }
                    graded.append((students[index], rows))
                    progress(students[index].lastPathComponent.escapingControls, done.withLock { $0 += 1; return $0 }, students.count)
                }
            }
            return graded
        }
        var graded = gradedBySlot.flatMap { $0 }
        let timedOut = alongside ? graded.indices.filter { graded[$0].rows.contains { $0.standing?.cells.contains(.failing(.timedOut)) == true } } : []
        if !timedOut.isEmpty {
            try GradingSession.with(workbook, boundary: boundary, alsoHiding: classFolders) { session in
                for index in timedOut { graded[index].rows = try rowsOf(graded[index].student, in: session, keepingTimeOuts: true).rows }
            }
        }
        let rows = graded.flatMap(\.rows)
            .sorted { ($0.student, katas.firstIndex(of: $0.kata) ?? 0) < ($1.student, katas.firstIndex(of: $1.kata) ?? 0) }
        return ClassReport(katas: katas, rows: rows, date: Date(), isolation: isolation.withLock { $0 }, gradedAgainAlone: timedOut.count)
    }

    /// The rows of `student`, graded in `session`, and the isolation they were graded behind.
    private func rowsOf(_ student: URL, in session: GradingSession, keepingTimeOuts: Bool) throws -> (rows: [ClassReport.Row], isolation: Isolation) {
        var grader = StudentGrader(katas: katas, in: session, timeout: timeout, studentTimeout: studentTimeout)
        grader.keepsTimeOuts = keepingTimeOuts
        let grade = try grader.grade(Submission(clone: student))
        let activity = session.activity(of: student)
        return (grade.katas.map { ClassReport.Row(student: grade.student, $0, activity: activity) }, grade.isolation)
    }
}
