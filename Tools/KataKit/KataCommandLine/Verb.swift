/// The verbs of the `kata` command, in the order `kata --help` and the README's command table list them.
///
/// This is the one list of verbs: parsing switches over it, help is found through it, and a test holds the
/// README's command table to it. A new verb is a case here, what it takes in `Verb+Syntax`, its reading in `Command`, its
/// help in `HelpText`.
enum Verb: String, CaseIterable, Sendable {
    case list, show, verify, watch, hint, log, solution, reset, start, replay, grade, report, autograder, check, new, help

    /// How the verb is written with its arguments, as `kata --help` lists it.
    var synopsis: String {
        switch self {
        case .list: "list"
        case .show: "show [KATA] [STAGE]"
        case .verify: "verify [KATA]"
        case .watch: "watch [KATA]"
        case .hint: "hint [KATA]"
        case .log: "log [KATA]"
        case .solution: "solution [KATA] [STAGE]"
        case .reset: "reset [KATA] | --all"
        case .start: "start KATA STAGE"
        case .replay: "replay KATA DIR"
        case .grade: "grade STUDENT [KATA...]"
        case .report: "report DIR"
        case .autograder: "autograder PLATFORM OUT"
        case .check: "check KATA"
        case .new: "new KATA --framework xctest|swift-testing --title TITLE"
        case .help: "help [COMMAND]"
        }
    }

    /// What the verb does, in one line of `kata --help`; `nil` for `help`, which the overview explains instead.
    var summary: String? {
        switch self {
        case .list: "every kata, the stage you reached, the last verdict, the next step (the default)"
        case .show: "the lesson of a stage (your current one unless you name it; intro: the kata's introduction)"
        case .verify: "build your code and run your tests and the workbook's suite for your stage"
        case .watch: "verify again each time you save a file of the kata; q stops"
        case .hint: "the next hint for your stage, one more each time"
        case .log: "the lights of every verify so far, stage by stage, and what the rhythm says"
        case .solution: "the reference change of a stage you passed, as a diff against the stage before"
        case .reset: "back to the clean start, after a checked backup of your work in .kata/backups"
        case .start: "begin at STAGE: your work becomes the reference of the stage before (backup first)"
        case .replay: "the kata done by the book as a new git repository: a red and a green commit per stage"
        case .grade: "for a teacher: one student's work graded with this workbook alone, every stage"
        case .report: "for a teacher: every student's clone in DIR graded, as a table, CSV or an HTML page"
        case .autograder: "for a teacher: the files Classroom 50, Gradescope, GitHub Actions or GitLab CI needs"
        case .check: "for an author: the kata's files, lessons and places, then every stage built and proved"
        case .new: "for an author: a new kata with one example stage, listed everywhere a kata is"
        case .help: nil
        }
    }

    /// The verb's own help, `kata VERB --help`.
    var help: String {
        switch self {
        case .list: HelpText.list
        case .show: HelpText.show
        case .verify: HelpText.verify
        case .watch: HelpText.watch
        case .hint: HelpText.hint
        case .log: HelpText.log
        case .solution: HelpText.solution
        case .reset: HelpText.reset
        case .start: HelpText.start
        case .replay: HelpText.replay
        case .grade: HelpText.grade
        case .report: HelpText.report
        case .autograder: HelpText.autograder
        case .check: HelpText.check
        case .new: HelpText.new
        case .help: HelpText.overview
        }
    }
}
