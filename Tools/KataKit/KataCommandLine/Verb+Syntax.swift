/// What each verb takes on its command line: the declarations `Command.parse` reads every command line by.
extension Verb {
    /// The verb's words, flags and options.
    var syntax: CommandSyntax {
        let verb = rawValue
        switch self {
        case .help: return CommandSyntax(verb: verb, mostWords: .max)
        case .list: return CommandSyntax(verb: verb, flags: ["--json"])
        case .show, .solution, .start, .replay: return CommandSyntax(verb: verb, mostWords: 2)
        case .hint, .log, .watch: return CommandSyntax(verb: verb, mostWords: 1)
        case .reset: return CommandSyntax(verb: verb, flags: ["--all"], mostWords: 1)
        case .verify: return CommandSyntax(verb: verb, flags: ["--commit", "--json"], options: [.timeout, Self.predict, Self.stage, Self.verifyJUnit], mostWords: 1)
        case .report:
            return CommandSyntax(verb: verb, flags: ["--results", "--unsandboxed"],
                                 options: [.timeout, .studentTimeout, Self.reportKata, Self.csv, Self.html, Self.compare], mostWords: 1)
        case .grade:
            return CommandSyntax(verb: verb, flags: ["--unsandboxed"],
                                 options: [.timeout, .studentTimeout, .require] + Self.gradeFiles.map(Self.gradeFile), mostWords: .max)
        case .autograder:
            return CommandSyntax(verb: verb, options: [.timeout, .require] + ["--workbook", "--commit", "--template"].map(Self.autograderText), mostWords: .max)
        case .check: return CommandSyntax(verb: verb, flags: ["--fix"], options: [.timeout], mostWords: 1)
        case .new: return CommandSyntax(verb: verb, options: [Self.framework, Self.title, Self.source], mostWords: 1)
        }
    }

    static let predict = CommandSyntax.Option(name: "--predict", takes: "red, amber or green: what you expect the verify to say")
    static let stage = CommandSyntax.Option(name: "--stage", takes: "a stage number, e.g. --stage 5")
    static let verifyJUnit = CommandSyntax.Option(name: "--junit", takes: "the file to write, e.g. --junit results.xml")
    static let framework = CommandSyntax.Option(name: "--framework", takes: "xctest or swift-testing")
    static let title = CommandSyntax.Option(name: "--title", takes: "the kata's title, e.g. --title \"A tip jar\"")
    static let source = CommandSyntax.Option(name: "--source", takes: "what the kata is built from, e.g. --source \"my course\"")

    /// An option of `kata report` that takes a file or a kata.
    private static func reportText(_ name: String) -> CommandSyntax.Option {
        CommandSyntax.Option(name: name, takes: "a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`")
    }

    static let reportKata = reportText("--kata"), csv = reportText("--csv"), html = reportText("--html"), compare = reportText("--compare")

    /// The files `kata grade` writes, by option.
    static let gradeFiles = ["--json", "--junit", "--classroom50", "--gradescope", "--markdown"]

    /// An option of `kata grade` that names a file to write.
    static func gradeFile(_ name: String) -> CommandSyntax.Option {
        CommandSyntax.Option(name: name, takes: "the file to write, e.g. `kata grade ~/class/alice \(name) alice.out`")
    }

    /// An option of `kata autograder` that takes a text.
    static func autograderText(_ name: String) -> CommandSyntax.Option {
        CommandSyntax.Option(name: name, takes: "a value, e.g. `kata autograder github out --workbook https://github.com/you/workbook.git --commit 1a2b3c4`")
    }
}
