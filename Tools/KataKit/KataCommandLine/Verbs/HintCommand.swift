import KataModel
import KataRendering

/// `kata hint`: one more hint of the learner's stage.
struct HintCommand: Command, Equatable {
    static let verb = "hint"
    static let synopsis = "hint [KATA]"
    static let summary: String? = "the next hint for your stage, one more each time"
    static let syntax = CommandSyntax(verb: verb, mostWords: 1)
    static let help = syntax.help(usage: [syntax.usage("[KATA]")], about: """
        Prints the next hint for the stage you are on: the first is gentle, the last all but gives the answer.
        Ask again for the next one.
        """)

    /// The kata named, if any.
    var kata: String?

    func run(in context: CommandContext) throws -> ExitStatus {
        var progress = context.loadProgress()
        let kata = try context.chooseKata(self.kata, progress: progress)
        guard let taken = progress.takeHint(in: kata), let stage = kata.stage(progress.of(kata).stage) else {
            context.output(context.lines.noHintsLeft(kata))
            return .success
        }
        context.save(progress)
        context.output(HintRenderer(style: context.style).render(stage, of: kata, upTo: taken))
        return .success
    }
}

extension HintCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) {
        kata = reading.words.first
    }
}
