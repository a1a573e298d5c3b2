import Foundation
import KataClassroom
import KataModel
import KataRendering

/// `kata report DIR`: a teacher's view of a class, every student's clone in `DIR` graded (the teacher's suites and
/// reference code, nothing written in the clones), or their graded results read, as a table and as CSV or HTML files.
struct ReportCommand: Command, Equatable {
    static let verb = "report"
    static let synopsis = "report DIR"
    static let summary: String? = "for a teacher: every student's clone in DIR graded, as a table, CSV or an HTML page"
    static let syntax = CommandSyntax(verb: verb, parameters: [
        kata, csv, html, SharedOptions.timeout, studentTimeout, results, compare, unsandboxed,
    ], mostWords: 1)
    /// `--kata KATA`: the one kata to report on.
    static let kata = value("--kata", "KATA", help: "report on one kata (default: every kata)")
    /// `--csv FILE`: the table as CSV.
    static let csv = value("--csv", "FILE", help: "also write the table as CSV, a column per stage")
    /// `--html FILE`: the report as a static page.
    static let html = value("--html", "FILE", help: "also write a single static page: a row per student, a coloured cell per stage, sortable")
    /// `--student-timeout SECONDS`, as the report says it: one student's grading.
    static let studentTimeout = SharedOptions.studentTimeout.helped("""
        the most one student's grading may take, every kata together \(.default): past it,
        what is left is timed out, and not kept
        """)
    /// `--results`: graded results read instead of clones graded.
    static let results = Flag(name: "--results", help: """
        read graded results instead of grading: DIR holds, per student, `kata grade --json`
        or Classroom 50's result.json (a folder with it, or STUDENT.json); nothing is built
        """)
    /// `--compare RESULTS`: graded results set beside the regrade.
    static let compare = value("--compare", "RESULTS", help: """
        set graded results (as --results reads them, e.g. the CI's artifacts) beside this
        regrade of the clones: a student whose result passes other stages is flagged (⚠)
        """)
    /// `--unsandboxed`, as the report says it.
    static let unsandboxed = SharedOptions.unsandboxed.helped("grade where no boundary can be had (see `kata grade --help`); the report says so")
    static let help = syntax.help(usage: [syntax.usage("DIR")], about: """
        For a teacher. DIR holds one folder per student, each a clone of their repository. Every student's work is
        graded as `kata grade` grades it, a few students at a time (one at a time unsandboxed), and shown as a
        table: the stage reached, a mark per stage, and the hints and verifies from their .kata/history.jsonl as
        their repository holds it (committed, in a git clone). Nothing is written in the students' folders.
        """, optionsColumn: 20)

    /// An option that takes a file or a kata, named `value` in help, and what `help` says it does.
    private static func value(_ name: String, _ value: String, help: String) -> Option<String> {
        Option(name: name, value: OptionValue(name: value, meaning: "a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`"),
               help: help)
    }

    /// The folder of clones (or of graded results), as typed.
    var folder: String
    var options: ReportOptions

    /// Graded results are read, not built.
    var builds: Bool { !options.results }

    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let folder = CommandLinePath(self.folder).url
        let katas = try options.kata.map { [try workbook.kata(named: $0)] } ?? workbook.katas
        let report: ClassReport
        if options.results {
            report = try GradedResultsReader(katas: katas).report(from: folder)
        } else {
            let grader = ClassGrader(workbook: workbook, katas: katas, boundary: try GradingSession.boundary(unsandboxed: options.unsandboxed),
                                     timeout: options.timeout, studentTimeout: options.studentTimeout)
            let lines = context.noteLines, start = ContinuousClock.now
            report = try grader.report(of: folder, comparedWith: options.compare.map { CommandLinePath($0).url }, starting: { students, atOnce in
                context.notes(lines.grading(students, on: katas, workers: atOnce))
            }, progress: { student, done, count in
                context.notes(lines.graded(student, done: done, of: count, seconds: Int((ContinuousClock.now - start).inSeconds)))
            })
        }
        for case let (file?, text) in [(options.csv, { ReportCSV().render(report) }), (options.html, { ReportHTML().render(report) })] {
            try CommandLinePath(file).write(text())
        }
        context.output(ReportTableRenderer(style: context.style).render(report))
        return .success
    }
}

/// What `kata report` grades and where it writes.
struct ReportOptions: Equatable, Sendable {
    /// The one kata to report on; every kata when `nil`.
    var kata: String?
    /// A file to write the report to as CSV.
    var csv: String?
    /// A file to write the report to as a static HTML page.
    var html: String?
    /// The limit of each test run.
    var timeout = Defaults.testRunTimeout
    /// Read the students' graded results in the folder instead of grading their clones.
    var results = false
    /// Grade with no boundary where none can be had (`--unsandboxed`).
    var unsandboxed = false
    /// A folder of graded results (a CI's) to set beside the regrade of the clones: a student whose result differs is flagged.
    var compare: String?
    /// The most the grading of one student may take.
    var studentTimeout: Duration = Defaults.studentGradingTimeout
}

extension ReportCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        let options = ReportOptions(kata: try reading.value(Self.kata), csv: try reading.value(Self.csv), html: try reading.value(Self.html),
                                    timeout: try reading.value(SharedOptions.timeout), results: reading.isSet(Self.results),
                                    unsandboxed: reading.isSet(Self.unsandboxed), compare: try reading.value(Self.compare),
                                    studentTimeout: try reading.value(Self.studentTimeout))
        guard let folder = reading.words.first else {
            throw UsageError("`kata report` takes the folder that holds one clone per student, e.g. `kata report ~/class`.")
        }
        if options.results, options.compare != nil {
            throw UsageError("\(Self.compare.name) sets graded results beside a regrade of the clones: leave out \(Self.results.name).")
        }
        self.init(folder: folder, options: options)
    }
}
