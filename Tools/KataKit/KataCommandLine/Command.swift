import KataClassroom
import KataModel
import KataResults

/// A parsed `kata` command line.
public enum Command: Equatable, Sendable {
    /// Every kata and the learner's progress, as a table or (`json`) a JSON document.
    case list(json: Bool = false)
    case show(kata: String?, stage: String?)
    /// The learner's stage checked, or with `options.gradedStage` a stage graded.
    case verify(kata: String?, options: VerifyOptions = VerifyOptions())
    case hint(kata: String?)
    /// The lights of every verify of a kata so far, and what the rhythm says.
    case log(kata: String?)
    /// Verify again each time a file of the kata is saved.
    case watch(kata: String?)
    /// The reference change of a stage the learner has passed.
    case solution(kata: String?, stage: String?)
    /// Back to the clean start, one kata or all of them, after a checked backup.
    case reset(kata: String?, all: Bool)
    /// The workspace becomes the reference of the stage before `stage`, and the learner is at `stage`.
    case start(kata: String, stage: String)
    /// The kata done by the book, as a fresh git repository of red and green commits in `folder`.
    case replay(kata: String, folder: String)
    /// A teacher's view of a class: every student's clone in `folder` graded, as a table, and as CSV or HTML files.
    case report(folder: String, options: ReportOptions)
    /// One student's work graded with this workbook alone: every stage of the katas named, or of every kata.
    case grade(student: String, katas: [String], options: GradeOptions)
    /// The files a classroom platform needs to grade with this workbook pinned at a commit, written in `folder`.
    case autograder(platform: String, folder: String, katas: [String], options: AutograderOptions)
    /// The author's check of one kata: its files, lessons and places, then every stage's contract by building.
    case check(kata: String, timeout: Duration = Defaults.testRunTimeout, fix: Bool = false)
    /// A new kata with one example stage, listed everywhere a kata is.
    case new(kata: String, framework: TestFramework, title: String, source: String?)
    /// Help on one command, or on all of them when `nil`.
    case help(String?)

    /// The word that `show` takes in place of a stage for the kata's introduction.
    static let introductionWord = "intro"

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let verb = arguments.first else { return .list() }
        let rest = Array(arguments.dropFirst())
        let helpWords = ["-h", "--help", "help"]
        if helpWords.contains(verb) { return .help(rest.first { !helpWords.contains($0) }) }
        if rest.contains("--help") || rest.contains("-h") { return .help(verb) }
        guard let known = Verb(rawValue: verb) else {
            let suggestion = Verb.allCases.map(\.rawValue).closest(to: verb).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("'\(verb)' is not a kata command.\(suggestion) Run `kata --help` to see them.")
        }
        let syntax = known.syntax
        let reading = try syntax.read(rest)
        let words = reading.words
        switch known {
        case .help:
            return .help(nil) // read above, with -h and --help
        case .list:
            return .list(json: reading.flags.contains("--json"))
        case .show:
            if words.count == 1, Int(words[0]) != nil || words[0] == introductionWord { return .show(kata: nil, stage: words[0]) }
            return .show(kata: words.first, stage: words.count > 1 ? words[1] : nil)
        case .verify:
            return try verify(reading)
        case .hint:
            return .hint(kata: words.first)
        case .log:
            return .log(kata: words.first)
        case .watch:
            return .watch(kata: words.first)
        case .solution:
            if words.count == 1, Int(words[0]) != nil { return .solution(kata: nil, stage: words[0]) }
            return .solution(kata: words.first, stage: words.count > 1 ? words[1] : nil)
        case .reset:
            let all = reading.flags.contains("--all")
            if all, let kata = words.first { throw UsageError("`kata reset --all` resets every kata: name no kata with it, or drop --all to reset \(kata).") }
            return .reset(kata: words.first, all: all)
        case .start:
            guard words.count == 2 else { throw UsageError("`kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`.") }
            return .start(kata: words[0], stage: words[1])
        case .replay:
            guard words.count == 2 else { throw UsageError("`kata replay` takes a kata and a new folder, e.g. `kata replay pizza-menu ../pizza-replay`.") }
            return .replay(kata: words[0], folder: words[1])
        case .report:
            return try report(reading)
        case .grade:
            return try grade(reading)
        case .autograder:
            return try autograder(reading)
        case .check:
            guard let kata = words.first else { throw UsageError("`kata check` takes the kata to check, e.g. `kata check pizza-menu`.") }
            return .check(kata: kata, timeout: try reading.value(.timeout, CommandSyntax.Option.seconds) ?? Defaults.testRunTimeout,
                          fix: reading.flags.contains("--fix"))
        case .new:
            let usage = "`kata new` takes an id, --framework and --title, e.g. `kata new tip-jar --framework swift-testing --title \"A tip jar\"`."
            guard let id = words.first, let framework = try reading.value(Verb.framework, TestFramework.init(rawValue:)),
                  let title = reading.value(Verb.title) else { throw UsageError(usage) }
            return .new(kata: id, framework: framework, title: title, source: reading.value(Verb.source))
        }
    }

    /// `kata verify`, read.
    private static func verify(_ reading: CommandSyntax.Reading) throws(UsageError) -> Command {
        let predicted = try reading.value(Verb.predict) { text in VerdictColour(rawValue: text).flatMap { [.red, .amber, .green].contains($0) ? $0 : nil } }
        let options = VerifyOptions(timeout: try reading.value(.timeout, CommandSyntax.Option.seconds) ?? Defaults.testRunTimeout, predicted: predicted,
                                    commit: reading.flags.contains("--commit"), json: reading.flags.contains("--json"),
                                    junit: reading.value(Verb.verifyJUnit), gradedStage: reading.value(Verb.stage))
        let kata = reading.words.first
        if options.gradedStage != nil {
            guard kata != nil else { throw UsageError("--stage grades a kata you name, e.g. `kata verify pizza-menu --stage 5`.") }
            if let clash = [options.predicted != nil ? "--predict" : nil, options.commit ? "--commit" : nil].compactMap({ $0 }).first {
                throw UsageError("--stage grades a stage without your progress, and \(clash) works on your progress: use one or the other.")
            }
        }
        return .verify(kata: kata, options: options)
    }

    /// `kata report`, read.
    private static func report(_ reading: CommandSyntax.Reading) throws(UsageError) -> Command {
        var options = ReportOptions(kata: reading.value(Verb.reportKata), csv: reading.value(Verb.csv), html: reading.value(Verb.html),
                                    timeout: try reading.value(.timeout, CommandSyntax.Option.seconds) ?? Defaults.testRunTimeout,
                                    results: reading.flags.contains("--results"), unsandboxed: reading.flags.contains("--unsandboxed"),
                                    compare: reading.value(Verb.compare))
        if let limit = try reading.value(.studentTimeout, CommandSyntax.Option.seconds) { options.studentTimeout = limit }
        guard let folder = reading.words.first else {
            throw UsageError("`kata report` takes the folder that holds one clone per student, e.g. `kata report ~/class`.")
        }
        if options.results, options.compare != nil {
            throw UsageError("--compare sets graded results beside a regrade of the clones: leave out --results.")
        }
        return .report(folder: folder, options: options)
    }

    /// `kata grade`, read.
    private static func grade(_ reading: CommandSyntax.Reading) throws(UsageError) -> Command {
        var options = GradeOptions(json: reading.value(Verb.gradeFile("--json")), junit: reading.value(Verb.gradeFile("--junit")),
                                   classroom50: reading.value(Verb.gradeFile("--classroom50")), gradescope: reading.value(Verb.gradeFile("--gradescope")),
                                   markdown: reading.value(Verb.gradeFile("--markdown")),
                                   timeout: try reading.value(.timeout, CommandSyntax.Option.seconds) ?? Defaults.testRunTimeout)
        if let limit = try reading.value(.studentTimeout, CommandSyntax.Option.seconds) { options.studentTimeout = limit }
        options.unsandboxed = reading.flags.contains("--unsandboxed")
        options.requirements = try requirements(reading)
        guard let student = reading.words.first else {
            throw UsageError("`kata grade` takes a student's folder (their clone, or any folder holding Katas/), e.g. `kata grade ~/class/alice`.")
        }
        return .grade(student: student, katas: Array(reading.words.dropFirst()), options: options)
    }

    /// `kata autograder`, read.
    private static func autograder(_ reading: CommandSyntax.Reading) throws(UsageError) -> Command {
        var options = AutograderOptions(workbook: reading.value(Verb.autograderText("--workbook")), commit: reading.value(Verb.autograderText("--commit")))
        options.template = reading.value(Verb.autograderText("--template"))
        if let limit = try reading.value(.timeout, CommandSyntax.Option.seconds) { options.timeout = limit }
        options.requirements = try requirements(reading)
        let words = reading.words, platforms = Autograder.Platform.allCases.map(\.rawValue)
        guard words.count >= 2, platforms.contains(words[0]) else {
            throw UsageError("`kata autograder` takes a platform (\(platforms.joined(separator: ", "))) and a folder to write to, e.g. `kata autograder gradescope out`.")
        }
        return .autograder(platform: words[0], folder: words[1], katas: Array(words.dropFirst(2)), options: options)
    }

    /// The stages `--require` names, each from its value.
    private static func requirements(_ reading: CommandSyntax.Reading) throws(UsageError) -> [StageRequirement] {
        var requirements: [StageRequirement] = []
        for value in reading.all(.require) {
            guard let requirement = StageRequirement(argument: value) else { throw CommandSyntax.Option.require.refusal }
            requirements.append(requirement)
        }
        return requirements
    }
}

/// A command line the tool cannot act on: said in one line, and the tool exits with status 2.
public struct UsageError: KataFailure, Equatable {
    /// What is wrong, in one sentence that says what to do instead.
    public let description: String

    /// The user's input is at fault.
    public var kind: FailureKind { .input }

    init(_ description: String) {
        self.description = description
    }
}

extension Command {
    /// Whether the command builds Swift code (the learner's, a student's, the reference's), and so needs the Swift the
    /// workbook's floor names (see `ToolchainFloor`).
    var builds: Bool {
        switch self {
        case .verify, .watch, .grade, .check: true
        case .report(_, let options): !options.results
        case .list, .show, .hint, .log, .solution, .reset, .start, .replay, .autograder, .new, .help: false
        }
    }
}
