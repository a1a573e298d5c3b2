import KataModel
import KataRendering
import KataWorkspace

/// `kata log`: the lights of every verify of a kata so far, and what the rhythm says.
struct LogCommand: Command, Equatable {
    static let verb = "log"
    static let synopsis = "log [KATA]"
    static let summary: String? = "the lights of every verify so far, stage by stage, and what the rhythm says"
    static let syntax = CommandSyntax(verb: verb, mostWords: 1)
    static let help = syntax.help(usage: [syntax.usage("[KATA]")], about: """
        Shows every verify of the kata so far, stage by stage: the lights in order (a slip, a failed verify the
        lesson does not ask for, marked * or ×), how long each stage took from when it began and with how many
        hints, a green that did not complete its stage and why, a stage begun with `kata start`, a stage that went
        green without ever being red (was the test written first?), a long run of slips, and how often your
        --predict was right. KATA defaults to the kata you verified last. The history is kept in
        .kata/history.jsonl.
        """)

    /// The kata named, if any.
    var kata: String?

    /// With no kata named, the one worked on last, done or not.
    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let progress = context.loadProgress()
        let kata = try context.chooseKata(self.kata ?? progress.current.flatMap { try? workbook.kata(named: $0).id }, progress: progress)
        let history = RunHistory(directory: workbook.stateDirectory)
        context.output(LogRenderer(style: context.style).render(history.records(of: kata.id), begun: history.begun(of: kata.id), of: kata))
        return .success
    }
}

extension LogCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) {
        kata = reading.words.first
    }
}
