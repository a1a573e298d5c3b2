import Foundation
import KataClassroom
import KataModel
import KataRendering

/// `kata grade STUDENT [KATA...]`: one student's work graded with this workbook alone (see `StudentGrader`), every
/// stage of the katas named, or of every kata; 0 whenever grading ran and every required stage passed.
struct GradeCommand: Command, Equatable {
    static let verb = "grade"
    static let synopsis = "grade STUDENT [KATA...]"
    static let summary: String? = "for a teacher: one student's work graded with this workbook alone, every stage"
    static let syntax = CommandSyntax(verb: verb, parameters: [
        json, junit, classroom50, gradescope, markdown, SharedOptions.timeout, SharedOptions.studentTimeout, SharedOptions.require, SharedOptions.unsandboxed,
    ], mostWords: .max)
    /// `--json FILE`: the grade as one JSON document.
    static let json = file("--json", help: "also write the grade as one JSON document (see the README)")
    /// `--junit FILE`: the grade as JUnit XML.
    static let junit = file("--junit", help: "also write it as JUnit XML: a test case per stage, with the time its grading took")
    /// `--classroom50 FILE`: Classroom 50's `result.json`.
    static let classroom50 = file("--classroom50", help: "also write Classroom 50's result.json (a test per stage, a point each)")
    /// `--gradescope FILE`: Gradescope's `results.json`.
    static let gradescope = file("--gradescope", help: "also write Gradescope's results.json (a test per stage, a point each)")
    /// `--markdown FILE`: a Markdown table of the stages.
    static let markdown = file("--markdown", help: "also write a Markdown table of the stages (for a CI job's summary)")
    static let help = syntax.help(usage: [syntax.usage("STUDENT [KATA...]")], about: """
        For a teacher. Grades every stage of the katas named (every kata when none is) of one student's work with
        this workbook alone: its catalog, suites, reference code and tool. STUDENT is the student's clone (any folder
        holding their Katas/), a download of one (a folder around it), or one kata's two folders alone (then that
        kata is graded); nothing else of it is read, nor written. Their code runs behind a boundary:
        bubblewrap where installed, else namespaces (util-linux unshare), else as root a user of its own; with a
        scrubbed environment, a grading slot outside this workbook, and resource limits. Where none can be had it
        refuses (exit 3) unless --unsandboxed. A test passes only by the framework's own record, never by printed
        lines. Prints a mark per stage, then what in the student's
        code reaches outside the behaviour under test (integrity flags), then the isolation in force. Exit status 0
        whenever grading ran and every required stage is passed, whatever the grade; 1 when a stage --require names is
        not; 2 for bad input.
        """, optionsColumn: 20)

    /// An option that names a file to write, and what `help` says it writes.
    private static func file(_ name: String, help: String) -> Option<String> {
        Option(name: name, value: OptionValue(name: "FILE", meaning: "the file to write, e.g. `kata grade ~/class/alice \(name) alice.out`"), help: help)
    }

    /// The student's folder, as typed.
    var student: String
    /// The katas named; every kata (or the one kata handed in) when empty.
    var katas: [String]
    var options: GradeOptions

    var builds: Bool { true }

    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let named = try katas.map { try workbook.kata(named: $0) }
        let folder = CommandLinePath(student).url
        let submission: Submission
        do {
            submission = try Submission.locate(in: folder, katas: workbook.katas)
        } catch {
            // Each document asked for says what was expected: a platform gets its results file whatever was handed in.
            try writeDocuments(of: StudentGrade(student: folder.lastPathComponent, katas: named.isEmpty ? workbook.katas : named, problem: .unreadableSubmission(error.description)),
                               took: .zero)
            throw error
        }
        let student = submission.root
        guard student.path != workbook.root.path else {
            throw UsageError("\(self.student) is this workbook: grade a student's clone, kept apart from the workbook that grades it.")
        }
        let katas = named.isEmpty ? submission.onlyKata.map { [$0] } ?? workbook.katas : named
        try context.requireStages(options.requirements)
        if let outside = options.requirements.first(where: { requirement in !katas.contains { $0.id == requirement.kata } }) {
            throw UsageError("\(SharedOptions.require.name) \(outside) names a kata this grade leaves out: name \(outside.kata) among the katas graded.")
        }
        context.notes(context.noteLines.grading(student: student.lastPathComponent, on: katas))
        let start = ContinuousClock.now
        let grade = try StudentGrader.grade(submission, on: katas, with: workbook, boundary: try GradingSession.boundary(unsandboxed: options.unsandboxed),
                                            timeout: options.timeout, studentTimeout: options.studentTimeout)
        try writeDocuments(of: grade, took: ContinuousClock.now - start)
        context.output(StudentGradeRenderer(style: context.style).render(grade))
        for requirement in options.requirements { context.output(requirement.sentence(for: grade)) }
        return .of(done: options.requirements.allSatisfy { $0.isMet(by: grade) })
    }

    /// The documents of `grade` the options ask for: JSON, JUnit, Classroom 50's, Gradescope's, Markdown.
    private func writeDocuments(of grade: StudentGrade, took: Duration) throws {
        let documents: [(String?, () -> String)] = [
            (options.json, { GradeJSON(grade, words: .said).text() }), (options.junit, { GradeJUnit(grade: grade).text() }),
            (options.classroom50, { Classroom50Result(grade, environment: ProcessInfo.processInfo.environment).text() }),
            (options.gradescope, { GradescopeResults(grade, duration: took).text() }),
            (options.markdown, { GradeMarkdown(grade: grade, requirements: options.requirements).text() }),
        ]
        for case let (file?, text) in documents {
            try CommandLinePath(file).write(text())
        }
    }
}

/// What `kata grade` grades and where it writes.
struct GradeOptions: Equatable, Sendable {
    /// A file to write the grade to as one JSON document.
    var json: String?
    /// A file to write the grade to as JUnit XML, a test case per stage.
    var junit: String?
    /// A file to write Classroom 50's `result.json` to.
    var classroom50: String?
    /// A file to write Gradescope's `results.json` to.
    var gradescope: String?
    /// A file to write a Markdown table of the stages to (a CI job's summary).
    var markdown: String?
    /// The limit of each test run.
    var timeout = Defaults.testRunTimeout
    /// Grade with no boundary where none can be had (`--unsandboxed`).
    var unsandboxed = false
    /// The most the grading of the student may take.
    var studentTimeout: Duration = Defaults.studentGradingTimeout
    /// The stages required (`--require KATA:STAGE`): the exit status is 1 when one is not passed.
    var requirements: [StageRequirement] = []
}

extension GradeCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        let options = GradeOptions(json: try reading.value(Self.json), junit: try reading.value(Self.junit),
                                   classroom50: try reading.value(Self.classroom50), gradescope: try reading.value(Self.gradescope),
                                   markdown: try reading.value(Self.markdown), timeout: try reading.value(SharedOptions.timeout),
                                   unsandboxed: reading.isSet(SharedOptions.unsandboxed), studentTimeout: try reading.value(SharedOptions.studentTimeout),
                                   requirements: try reading.values(SharedOptions.require))
        guard let student = reading.words.first else {
            throw UsageError("`kata grade` takes a student's folder (their clone, or any folder holding Katas/), e.g. `kata grade ~/class/alice`.")
        }
        self.init(student: student, katas: Array(reading.words.dropFirst()), options: options)
    }
}
