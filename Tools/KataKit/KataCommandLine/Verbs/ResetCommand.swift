import KataModel
import KataWorkspace

/// `kata reset`: one kata, or all of them, back at the clean start after a checked backup.
struct ResetCommand: Command, Equatable {
    static let verb = "reset"
    static let synopsis = "reset [KATA] | --all"
    static let summary: String? = "back to the clean start, after a checked backup of your work in .kata/backups"
    static let syntax = CommandSyntax(verb: verb, parameters: [all], mostWords: 1)
    /// `--all`: every kata.
    static let all = Flag(name: "--all")
    static let help = syntax.help(usage: [.verb("[KATA]"), .verb(all.synopsis)], about: """
        Copies your work in Katas/KATA to .kata/backups/KATA-DATE-TIME, checks the copy file by file, then puts
        the kata back at its clean start and starts its progress again. Nothing is deleted before the copy is
        checked. KATA defaults to the kata you are on; --all resets every kata.
        """)

    /// The kata named, if any.
    var kata: String?
    /// Every kata (`--all`).
    var all: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        var progress = context.loadProgress()
        let katas = all ? context.workbook.katas : [try context.chooseKata(kata, progress: progress)]
        for kata in katas {
            let begun = try Workspace.begin(kata, at: nil, in: context.workbook, progress: progress)
            progress = begun.progress
            context.save(progress)
            if !begun.historyWritten { context.notes(context.lines.historyNotWritten(after: Self.verb)) }
            context.output(context.backedUp(kata, begun.backup) + context.lines.reset(kata))
        }
        context.output(context.lines.afterReset(katas, all: all))
        return .success
    }
}

extension ResetCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        let all = reading.isSet(Self.all)
        if all, let kata = reading.words.first {
            throw UsageError("`kata reset \(Self.all.name)` resets every kata: name no kata with it, or drop \(Self.all.name) to reset \(kata).")
        }
        self.init(kata: reading.words.first, all: all)
    }
}
