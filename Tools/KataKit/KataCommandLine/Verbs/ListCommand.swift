import KataModel
import KataRendering

/// `kata list`: every kata and the learner's progress, as a table or (`--json`) a JSON document.
struct ListCommand: Command, Equatable {
    static let verb = "list"
    static let synopsis = "list"
    static let summary: String? = "every kata, the stage you reached, the last verdict, the next step (the default)"
    static let syntax = CommandSyntax(verb: verb, parameters: [json])
    /// `--json`: one JSON document instead of the table.
    static let json = Flag(name: "--json")
    static let help = syntax.help(usage: [syntax.usage("")], about: """
        Shows every kata with its test framework, the stage you reached, a progress bar and the colour of your
        last verify, then the next step to take. With --json, one JSON document instead (see the README).
        """)

    /// One JSON document instead of the table.
    var json = false

    func run(in context: CommandContext) -> ExitStatus {
        let progress = context.loadProgress()
        let katas = context.workbook.katas
        context.output(json ? ListJSON(katas, progress: progress).text() : ListRenderer(style: context.style).render(katas, progress: progress))
        return .success
    }
}

extension ListCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) {
        json = reading.isSet(Self.json)
    }
}
