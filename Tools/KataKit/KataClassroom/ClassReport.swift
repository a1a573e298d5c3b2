import Foundation
import KataModel
import KataToolOutput
import KataVerification
import KataWorkspace

/// A teacher's view of a class: for each student and kata, the stage reached and how they got there.
package struct ClassReport: Sendable {
    /// One student's work on one kata.
    package struct Row: Sendable {
        package var student: String
        package var kata: Kata
        /// How far their work goes; `nil` when it could not be graded (see `problem`).
        package var standing: KataStanding?
        /// Why the work could not be graded.
        package var problem: GradeProblem?
        /// Whether the work is still the clean start (nothing is built for it).
        package var untouched = false
        /// The colour of each verify in their run history, oldest first; `nil` when they did not commit it.
        package var lights: [VerdictColour]?
        /// The hints they took, summed over stages; `nil` without a run history.
        package var hints: Int?
        /// What in their code or tests reaches outside the behaviour under test.
        var flags: [IntegrityFlag] = []
        /// The commit graded and the last verify, where known.
        package var activity = StudentActivity()
        /// What the run history says against the grade (stuck at a stage, a stage claimed done that the code does not
        /// pass), or a result compared, or a result read back.
        package var warnings: [RowWarning] = []
        /// Whether the graded result this row was read from says the student is stuck.
        package var stuckAsRead = false
        /// What is wrong with a document of the student's read for this row (their run history, a graded result), if anything.
        package var fault: DocumentFault?

        /// The stage reached, 0 when none passes or the work could not be graded.
        package var reached: Int { standing?.reached ?? 0 }
        /// How many stages pass: the stage reached, less any refactor below it that the work does not show.
        package var passed: Int { standing?.cells.filter { $0 == .passed }.count ?? 0 }
        /// Whether the run history says the student is stuck: a teacher's first look on a projector.
        package var isStuck: Bool {
            stuckAsRead || warnings.contains { if case .stuck = $0 { true } else { false } }
        }

        /// The same row with every text a document of the student's gave it shown with its control characters
        /// written out (see `escapingControls`).
        var escapingControls: Row {
            var row = self
            row.student = student.escapingControls
            row.warnings = warnings.map { if case .read(let words) = $0 { .read(words.escapingControls) } else { $0 } }
            row.flags = flags.map { IntegrityFlag(kind: $0.kind, location: SourceLocation(path: $0.location.path.escapingControls, line: $0.location.line)) }
            row.activity.commit = activity.commit?.escapingControls
            return row
        }
    }

    /// The katas reported on, in the catalog's order.
    package var katas: [Kata]
    /// One row per student and kata, students in name order.
    package var rows: [Row]
    /// When the report was made.
    package var date: Date
    /// What held the students' code in while it was graded; `nil` when no student was graded.
    package var isolation: Isolation?
    /// How many students were graded again alone, for a time-out beside a classmate where students graded side by
    /// side have no share of the processor each.
    package var gradedAgainAlone = 0

    package init(katas: [Kata], rows: [Row], date: Date, isolation: Isolation? = nil, gradedAgainAlone: Int = 0) {
        self.katas = katas
        self.rows = rows
        self.date = date
        self.isolation = isolation
        self.gradedAgainAlone = gradedAgainAlone
    }
}

extension ClassReport {
    /// Flags each row whose student and kata `claimed` (graded results, a CI's) grades otherwise than this report: the
    /// CI ran in a repository the student can change, this regrade on the teacher's machine.
    package mutating func flagDifferences(from claimed: ClassReport) {
        for index in rows.indices {
            let row = rows[index]
            guard let other = claimed.rows.first(where: { $0.student == row.student && $0.kata == row.kata }), other.problem == nil,
                  let standing = other.standing else { continue }
            let passed = standing.cells.filter { $0 == .passed }.count
            guard passed != row.passed || standing.reached != row.reached else { continue }
            rows[index].warnings.append(.comparedSaysOtherwise(claimed: passed, regraded: row.passed))
        }
    }

    /// For each stage of `kata`, how many students passed it.
    package func passedCounts(of kata: Kata) -> [Int] {
        let standings = rows.filter { $0.kata == kata }.compactMap(\.standing)
        return kata.stages.indices.map { index in standings.filter { $0.cells.indices.contains(index) && $0.cells[index] == .passed }.count }
    }
}

extension ClassReport.Row {
    /// A student's row for the kata `grade` is of, with what was read of their clone beside it: the lights, hints and
    /// warnings of their run history where it holds one (see `StudentActivity`).
    package init(student: String, _ grade: KataGrade, activity: StudentActivity = StudentActivity()) {
        self.init(student: student, kata: grade.kata, standing: grade.standing, problem: grade.problem, untouched: grade.untouched,
                  flags: grade.flags, activity: activity)
        if let history = activity.history {
            let written = history.filter { $0.kata == grade.kata.id }
            let records = written.filter { Self.fits($0, grade.kata) }
            if records.count < written.count { fault = .historyOutOfRange }
            lights = records.map(\.colour)
            hints = Self.hints(in: records)
            warnings = [HistoryReading.stuck(records), HistoryReading.contradiction(records, reached: reached)].compactMap { $0 }
            if let working = records.last?.stage { showAmber(at: working) }
        }
    }

    /// Code that compiles nowhere is amber at every stage: its mark stands at the stage the student works on, as the
    /// run history says, and the stages below it are not passed.
    private mutating func showAmber(at working: Int) {
        guard var standing, standing.reached == 0, standing.cells.first == .failing(.amber), working > 1, working <= standing.cells.count
        else { return }
        let note = standing.notes.first
        for index in 0..<(working - 1) {
            standing.cells[index] = .notPassed
            if standing.notes.indices.contains(index) { standing.notes[index] = .codeDoesNotCompile }
        }
        standing.cells[working - 1] = .failing(.amber)
        if let note, standing.notes.indices.contains(working - 1) { standing.notes[working - 1] = .workedOn(note) }
        self.standing = standing
    }

    /// The kinds of the row's integrity flags, each once, in the order of the kinds.
    package var flagKinds: [IntegrityFlag.Kind] {
        IntegrityFlag.Kind.allCases.filter { kind in flags.contains { $0.kind == kind } }
    }

    /// How many verifies of the run history had `colour`; `nil` without a history.
    package func verifies(_ colour: VerdictColour) -> Int? {
        lights.map { lights in lights.filter { $0 == colour }.count }
    }

    /// Whether `record` is a verify `kata` can have: one of its stages, no more hints than the stage has, a date within
    /// `DocumentBounds.dates`.
    static func fits(_ record: RunRecord, _ kata: Kata) -> Bool {
        guard let stage = kata.stage(record.stage) else { return false }
        return (0...stage.hints.count).contains(record.hints) && DocumentBounds.dates.contains(record.date)
    }

    /// The hints taken in `records` (one kata's run history): the most seen at any verify of each stage, summed.
    static func hints(in records: [RunRecord]) -> Int {
        Dictionary(grouping: records, by: \.stage).values.reduce(0) { total, stage in total + (stage.map(\.hints).max() ?? 0) }
    }
}
