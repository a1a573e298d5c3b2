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
        switch known {
        case .help:
            return .help(nil) // read above, with -h and --help
        case .list:
            let json = rest.contains("--json")
            try expectNoMore(rest.filter { $0 != "--json" }, after: "list")
            return .list(json: json)
        case .show:
            let words = try positional(rest, most: 2, verb: "show")
            if words.count == 1, Int(words[0]) != nil || words[0] == introductionWord { return .show(kata: nil, stage: words[0]) }
            return .show(kata: words.first, stage: words.count > 1 ? words[1] : nil)
        case .verify:
            return try parseVerify(rest)
        case .hint:
            return .hint(kata: try positional(rest, most: 1, verb: "hint").first)
        case .log:
            return .log(kata: try positional(rest, most: 1, verb: "log").first)
        case .watch:
            return .watch(kata: try positional(rest, most: 1, verb: "watch").first)
        case .solution:
            let words = try positional(rest, most: 2, verb: "solution")
            if words.count == 1, Int(words[0]) != nil { return .solution(kata: nil, stage: words[0]) }
            return .solution(kata: words.first, stage: words.count > 1 ? words[1] : nil)
        case .reset:
            let all = rest.contains("--all")
            let kata = try positional(rest.filter { $0 != "--all" }, most: 1, verb: "reset").first
            if all, let kata { throw UsageError("`kata reset --all` resets every kata: name no kata with it, or drop --all to reset \(kata).") }
            return .reset(kata: kata, all: all)
        case .replay:
            let words = try positional(rest, most: 2, verb: "replay")
            guard words.count == 2 else { throw UsageError("`kata replay` takes a kata and a new folder, e.g. `kata replay pizza-menu ../pizza-replay`.") }
            return .replay(kata: words[0], folder: words[1])
        case .report:
            return try parseReport(rest)
        case .grade:
            return try parseGrade(rest)
        case .autograder:
            return try parseAutograder(rest)
        case .check:
            var timeout = Defaults.testRunTimeout
            var words: [String] = []
            var iterator = rest.filter { $0 != "--fix" }.makeIterator()
            while let word = iterator.next() {
                if let value = optionValue(word, "--timeout", from: &iterator) { timeout = try Self.timeout(value) } else { words.append(word) }
            }
            guard let kata = try positional(words, most: 1, verb: "check").first else {
                throw UsageError("`kata check` takes the kata to check, e.g. `kata check pizza-menu`.")
            }
            return .check(kata: kata, timeout: timeout, fix: rest.contains("--fix"))
        case .new:
            return try parseNew(rest)
        case .start:
            let words = try positional(rest, most: 2, verb: "start")
            guard words.count == 2 else { throw UsageError("`kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`.") }
            return .start(kata: words[0], stage: words[1])
        }
    }

    /// The arguments of `kata new`.
    private static func parseNew(_ arguments: [String]) throws(UsageError) -> Command {
        var framework: TestFramework?
        var title: String?
        var source: String?
        var words: [String] = []
        var iterator = arguments.makeIterator()
        while let word = iterator.next() {
            if let value = optionValue(word, "--framework", from: &iterator) {
                guard let value, let chosen = TestFramework(rawValue: value) else {
                    throw UsageError("--framework takes xctest or swift-testing.")
                }
                framework = chosen
            } else if let value = optionValue(word, "--title", from: &iterator) {
                guard let value, !value.isEmpty else { throw UsageError("--title takes the kata's title, e.g. --title \"A tip jar\".") }
                title = value
            } else if let value = optionValue(word, "--source", from: &iterator) {
                guard let value, !value.isEmpty else { throw UsageError("--source takes what the kata is built from, e.g. --source \"my course\".") }
                source = value
            } else {
                words.append(word)
            }
        }
        let usage = "`kata new` takes an id, --framework and --title, e.g. `kata new tip-jar --framework swift-testing --title \"A tip jar\"`."
        guard let id = try positional(words, most: 1, verb: "new").first, let framework, let title else { throw UsageError(usage) }
        return .new(kata: id, framework: framework, title: title, source: source)
    }

    /// The arguments of `kata report`.
    private static func parseReport(_ arguments: [String]) throws(UsageError) -> Command {
        var options = ReportOptions()
        var words: [String] = []
        var iterator = arguments.makeIterator()
        while let word = iterator.next() {
            if let value = optionValue(word, "--timeout", from: &iterator) {
                options.timeout = try timeout(value)
                continue
            }
            if let value = optionValue(word, "--student-timeout", from: &iterator) {
                options.studentTimeout = try timeout(value, option: "--student-timeout")
                continue
            }
            if word == "--results" || word == "--unsandboxed" {
                let flag: WritableKeyPath<ReportOptions, Bool> = word == "--results" ? \.results : \.unsandboxed
                options[keyPath: flag] = true
                continue
            }
            let named: [(String, WritableKeyPath<ReportOptions, String?>)] = [("--kata", \.kata), ("--csv", \.csv), ("--html", \.html),
                                                                              ("--compare", \.compare)]
            guard let (field, value) = try textOption(word, among: named, from: &iterator, example: { _ in
                "a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`"
            }) else {
                words.append(word)
                continue
            }
            options[keyPath: field] = value
        }
        let folder = try positional(words, most: 1, verb: "report")
        guard let first = folder.first else {
            throw UsageError("`kata report` takes the folder that holds one clone per student, e.g. `kata report ~/class`.")
        }
        if options.results, options.compare != nil {
            throw UsageError("--compare sets graded results beside a regrade of the clones: leave out --results.")
        }
        return .report(folder: first, options: options)
    }

    /// The arguments of `kata autograder`.
    private static func parseAutograder(_ arguments: [String]) throws(UsageError) -> Command {
        var options = AutograderOptions()
        var words: [String] = []
        var iterator = arguments.makeIterator()
        let texts: [(String, WritableKeyPath<AutograderOptions, String?>)] = [("--workbook", \.workbook), ("--commit", \.commit), ("--template", \.template)]
        while let word = iterator.next() {
            if let value = optionValue(word, "--timeout", from: &iterator) {
                options.timeout = try timeout(value)
            } else if let value = optionValue(word, "--require", from: &iterator) {
                options.requirements.append(try requirement(value))
            } else if let (field, value) = try textOption(word, among: texts, from: &iterator, example: { _ in
                "a value, e.g. `kata autograder github out --workbook https://github.com/you/workbook.git --commit 1a2b3c4`"
            }) {
                options[keyPath: field] = value
            } else {
                words.append(word)
            }
        }
        let positional = try positional(words, most: Int.max, verb: "autograder")
        let platforms = Autograder.Platform.allCases.map(\.rawValue)
        guard positional.count >= 2, platforms.contains(positional[0]) else {
            throw UsageError("`kata autograder` takes a platform (\(platforms.joined(separator: ", "))) and a folder to write to, e.g. `kata autograder gradescope out`.")
        }
        return .autograder(platform: positional[0], folder: positional[1], katas: Array(positional.dropFirst(2)), options: options)
    }

    /// The stage `--require` names, from its value.
    private static func requirement(_ value: String?) throws(UsageError) -> StageRequirement {
        guard let value, let requirement = StageRequirement(argument: value) else {
            throw UsageError("--require takes a kata and a stage, e.g. --require pizza-menu:5.")
        }
        return requirement
    }

    /// The arguments of `kata grade`.
    private static func parseGrade(_ arguments: [String]) throws(UsageError) -> Command {
        var options = GradeOptions()
        var words: [String] = []
        var iterator = arguments.makeIterator()
        while let word = iterator.next() {
            let files: [(String, WritableKeyPath<GradeOptions, String?>)] = [("--json", \.json), ("--junit", \.junit),
                                                                             ("--classroom50", \.classroom50), ("--gradescope", \.gradescope),
                                                                             ("--markdown", \.markdown)]
            if let value = optionValue(word, "--timeout", from: &iterator) {
                options.timeout = try timeout(value)
            } else if let value = optionValue(word, "--student-timeout", from: &iterator) {
                options.studentTimeout = try timeout(value, option: "--student-timeout")
            } else if word == "--unsandboxed" {
                options.unsandboxed = true
            } else if let value = optionValue(word, "--require", from: &iterator) {
                options.requirements.append(try requirement(value))
            } else if let (field, value) = try textOption(word, among: files, from: &iterator, example: { name in
                "the file to write, e.g. `kata grade ~/class/alice \(name) alice.out`"
            }) {
                options[keyPath: field] = value
            } else {
                words.append(word)
            }
        }
        let positional = try positional(words, most: Int.max, verb: "grade")
        guard let student = positional.first else {
            throw UsageError("`kata grade` takes a student's folder (their clone, or any folder holding Katas/), e.g. `kata grade ~/class/alice`.")
        }
        return .grade(student: student, katas: Array(positional.dropFirst()), options: options)
    }

    /// The arguments of `kata verify`.
    private static func parseVerify(_ arguments: [String]) throws(UsageError) -> Command {
        var options = VerifyOptions()
        var words: [String] = []
        var iterator = arguments.makeIterator()
        func value(of word: String, _ name: String) -> String?? { optionValue(word, name, from: &iterator) }
        while let word = iterator.next() {
            if word == "--commit" {
                options.commit = true
            } else if word == "--json" {
                options.json = true
            } else if let value = value(of: word, "--predict") {
                guard let value, let colour = VerdictColour(rawValue: value), [.red, .amber, .green].contains(colour) else {
                    throw UsageError("--predict takes red, amber or green: what you expect the verify to say.")
                }
                options.predicted = colour
            } else if let value = value(of: word, "--timeout") {
                options.timeout = try timeout(value)
            } else if let value = value(of: word, "--stage") {
                guard let value, !value.hasPrefix("-") else { throw UsageError("--stage takes a stage number, e.g. --stage 5.") }
                options.gradedStage = value
            } else if let value = value(of: word, "--junit") {
                guard let value, !value.isEmpty, !value.hasPrefix("-") else {
                    throw UsageError("--junit takes the file to write, e.g. --junit results.xml.")
                }
                options.junit = value
            } else {
                words.append(word)
            }
        }
        let kata = try positional(words, most: 1, verb: "verify").first
        if options.gradedStage != nil {
            guard kata != nil else { throw UsageError("--stage grades a kata you name, e.g. `kata verify pizza-menu --stage 5`.") }
            if let clash = [options.predicted != nil ? "--predict" : nil, options.commit ? "--commit" : nil].compactMap({ $0 }).first {
                throw UsageError("--stage grades a stage without your progress, and \(clash) works on your progress: use one or the other.")
            }
        }
        return .verify(kata: kata, options: options)
    }

    /// The value of `--name VALUE` or `--name=VALUE` when `word` is that option (`.some(nil)` when the value is
    /// missing), taking the next word from `iterator` for the first form; `nil` when `word` is another.
    private static func optionValue(_ word: String, _ name: String, from iterator: inout IndexingIterator<[String]>) -> String?? {
        if word == name { return .some(iterator.next()) }
        if word.hasPrefix(name + "=") { return .some(String(word.dropFirst(name.count + 1))) }
        return nil
    }

    /// The field and value of whichever of `options` `word` is (`--name VALUE` or `--name=VALUE`); `nil` when it is none
    /// of them. A value that is missing, empty or an option is refused, saying what the option takes (`example`).
    private static func textOption<Options>(_ word: String, among options: [(String, WritableKeyPath<Options, String?>)],
                                            from iterator: inout IndexingIterator<[String]>,
                                            example: (String) -> String) throws(UsageError) -> (WritableKeyPath<Options, String?>, String)? {
        guard let (name, field) = options.first(where: { word == $0.0 || word.hasPrefix($0.0 + "=") }) else { return nil }
        guard let value = optionValue(word, name, from: &iterator) ?? nil, !value.isEmpty, !value.hasPrefix("-") else {
            throw UsageError("\(name) takes \(example(name)).")
        }
        return (field, value)
    }

    /// The limit `option` (`--timeout` unless named) gives, from its value.
    private static func timeout(_ value: String?, option: String = "--timeout") throws(UsageError) -> Duration {
        guard let value, let seconds = Int(value), seconds > 0 else {
            throw UsageError("\(option) takes a whole number of seconds, e.g. \(option) 30.")
        }
        return .seconds(seconds)
    }

    private static func positional(_ words: [String], most: Int, verb: String) throws(UsageError) -> [String] {
        if let option = words.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw UsageError("`kata \(verb)` has no option \(option). Run `kata \(verb) --help`.")
        }
        guard words.count <= most else {
            let allowed = most == 0 ? "no arguments" : "at most \(most) argument\(most == 1 ? "" : "s")"
            throw UsageError("`kata \(verb)` takes \(allowed). Run `kata \(verb) --help`.")
        }
        return words
    }

    private static func expectNoMore(_ words: [String], after verb: String) throws(UsageError) {
        _ = try positional(words, most: 0, verb: verb)
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
