import KataClassroom
import KataModel
import KataResults

/// How `kata verify` runs and what it writes.
public struct VerifyOptions: Equatable, Sendable {
    /// The limit of each test run.
    var timeout: Duration
    /// The verdict the learner expects.
    var predicted: VerdictColour?
    /// Commit the kata's folder on the stage's red or on the stage done.
    var commit: Bool
    /// The result as one JSON document on standard output, the text for people on standard error.
    var json: Bool
    /// A file to write the result to as JUnit XML.
    var junit: String?
    /// The stage to grade, without the learner's progress (`--stage`), as typed.
    var gradedStage: String?

    /// Options as given; the defaults are those of a plain `kata verify`.
    public init(timeout: Duration = Defaults.testRunTimeout, predicted: VerdictColour? = nil,
                commit: Bool = false, json: Bool = false, junit: String? = nil, gradedStage: String? = nil) {
        self.timeout = timeout
        self.predicted = predicted
        self.commit = commit
        self.json = json
        self.junit = junit
        self.gradedStage = gradedStage
    }
}

/// What `kata report` grades and where it writes.
public struct ReportOptions: Equatable, Sendable {
    /// The one kata to report on; every kata when `nil`.
    var kata: String?
    /// A file to write the report to as CSV.
    var csv: String?
    /// A file to write the report to as a static HTML page.
    var html: String?
    /// The limit of each test run.
    var timeout: Duration
    /// Read the students' graded results in the folder instead of grading their clones.
    var results: Bool
    /// A folder of graded results (a CI's) to set beside the regrade of the clones: a student whose result differs is flagged.
    var compare: String?
    /// Grade with no boundary where none can be had (`--unsandboxed`).
    var unsandboxed: Bool
    /// The most the grading of one student may take.
    var studentTimeout: Duration = Defaults.studentGradingTimeout

    /// Options as given; the defaults report on every kata, in the terminal only.
    public init(kata: String? = nil, csv: String? = nil, html: String? = nil, timeout: Duration = Defaults.testRunTimeout, results: Bool = false,
                unsandboxed: Bool = false, compare: String? = nil) {
        self.results = results
        self.compare = compare
        self.unsandboxed = unsandboxed
        self.kata = kata
        self.csv = csv
        self.html = html
        self.timeout = timeout
    }
}

/// What `kata grade` grades and where it writes.
public struct GradeOptions: Equatable, Sendable {
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
    var timeout: Duration
    /// Grade with no boundary where none can be had (`--unsandboxed`).
    var unsandboxed: Bool
    /// The most the grading of the student may take.
    var studentTimeout: Duration = Defaults.studentGradingTimeout
    /// The stages required (`--require KATA:STAGE`): the exit status is 1 when one is not passed.
    var requirements: [StageRequirement] = []

    /// Options as given; the defaults grade in the terminal only.
    public init(json: String? = nil, junit: String? = nil, classroom50: String? = nil, gradescope: String? = nil, markdown: String? = nil,
                timeout: Duration = Defaults.testRunTimeout, unsandboxed: Bool = false) {
        self.unsandboxed = unsandboxed
        self.markdown = markdown
        self.json = json
        self.junit = junit
        self.classroom50 = classroom50
        self.gradescope = gradescope
        self.timeout = timeout
    }
}

/// The options of `kata autograder`.
public struct AutograderOptions: Equatable, Sendable {
    /// Where the platform fetches the workbook (`--workbook`); this checkout's `origin` when `nil`.
    var workbook: String?
    /// The commit that grades (`--commit`); this checkout's `HEAD` when `nil`.
    var commit: String?
    /// The limit of each test run the recipe's `kata grade` is given (`--timeout`).
    var timeout: Duration?
    /// The stages the recipe's job requires (`--require KATA:STAGE`).
    var requirements: [StageRequirement] = []
    /// The GitLab path of the course's template project (`--template GROUP/PROJECT`).
    var template: String?

    public init(workbook: String? = nil, commit: String? = nil) {
        self.workbook = workbook
        self.commit = commit
    }
}
