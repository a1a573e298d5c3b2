import KataModel
import KataWorkspace

/// `kata replay`: the kata done by the book, as a fresh git repository of red and green commits in a folder.
struct ReplayCommand: Command, Equatable {
    static let verb = "replay"
    static let synopsis = "replay KATA DIR"
    static let summary: String? = "the kata done by the book as a new git repository: a red and a green commit per stage"
    static let syntax = CommandSyntax(verb: verb, mostWords: 2)
    static let help = syntax.help(usage: [syntax.usage("KATA DIR")], about: """
        Makes DIR (new, or empty) a git repository whose history is the kata done by the book: the clean start,
        then for every stage a red commit (the stage's tests, failing against the code before, the message naming
        the behaviour now asked for) and a green commit (the reference code, with the stage's commit message); a
        refactor stage is one commit. Every commit is a small package: check one out and run `swift test`.
        """)

    var kata: String
    /// The folder to write the repository in, as typed.
    var folder: String

    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let kata = try workbook.kata(named: self.kata)
        let folder = CommandLinePath(self.folder).url
        let count = try ReferenceReplay(workbook: workbook, kata: kata).write(into: folder, scratch: workbook.gitScratch)
        context.output(context.lines.replayed(kata, into: folder.path, commits: count))
        return .success
    }
}

extension ReplayCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        guard reading.words.count == 2 else {
            throw UsageError("`kata replay` takes a kata and a new folder, e.g. `kata replay pizza-menu ../pizza-replay`.")
        }
        self.init(kata: reading.words[0], folder: reading.words[1])
    }
}
