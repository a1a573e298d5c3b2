/// The verbs of the `kata` command, and the reading of a command line into one of them.
enum Commands {
    /// Every verb, in the order `kata --help` and the README's command table list them.
    static let all: [any Command.Type] = [
        ListCommand.self, ShowCommand.self, VerifyCommand.self, WatchCommand.self, HintCommand.self, LogCommand.self,
        SolutionCommand.self, ResetCommand.self, StartCommand.self, ReplayCommand.self, GradeCommand.self,
        ReportCommand.self, AutograderCommand.self, CheckCommand.self, NewCommand.self, HelpCommand.self,
    ]

    /// The verb typed as `word`, if there is one.
    static func named(_ word: String) -> (any Command.Type)? {
        all.first { $0.verb == word }
    }

    /// Reads the arguments after the program name: the list for none, help on a verb wherever `--help` or `-h`
    /// follows it, else the verb's command as its syntax reads the rest (`--help` first is `help`).
    static func parse(_ arguments: [String]) throws(UsageError) -> any Runnable {
        guard let word = arguments.first else { return ListCommand() }
        let rest = Array(arguments.dropFirst())
        if HelpCommand.asksForHelp(word) { return try parse([HelpCommand.verb] + rest) }
        if word != HelpCommand.verb, rest.contains(where: HelpCommand.asksForHelp) { return HelpCommand(topic: word) }
        guard let verb = named(word) else {
            let suggestion = all.map { $0.verb }.closest(to: word).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("'\(word)' is not a kata command.\(suggestion) Run `kata --help` to see them.")
        }
        return try verb.command(from: try verb.syntax.read(rest))
    }
}
