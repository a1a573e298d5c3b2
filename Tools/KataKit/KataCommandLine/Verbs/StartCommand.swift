import KataModel
import KataWorkspace

/// `kata start`: the workspace becomes the reference of the stage before `stage`, and the learner is at `stage`.
struct StartCommand: Command, Equatable {
    static let verb = "start"
    static let synopsis = "start KATA STAGE [--no-backup]"
    static let summary: String? = "begin at STAGE: your work becomes the reference of the stage before (backup first)"
    static let syntax = CommandSyntax(verb: verb, parameters: [noBackup], mostWords: 2)
    /// `--no-backup`: no copy of the work, which must be the workbook's own.
    static let noBackup = Flag(name: "--no-backup", help: """
        for a script: copy nothing, when your code and tests are the workbook's own at a stage
        (the clean start, or a stage's reference code and suite); anything else is refused, unchanged
        """)
    static let help = syntax.help(usage: [syntax.usage("KATA STAGE")], about: """
        Begins KATA at STAGE, for a class that starts mid-kata or a learner who skips ahead. Your work in
        Katas/KATA is copied to .kata/backups and checked first (unless the kata's newest backup holds it already;
        the newest \(Backup.keptPerKata) backups of a kata are kept); then your code becomes the reference code of the
        stage before STAGE and your tests the workbook's suite of that stage, and your progress moves to STAGE.
        """, optionsColumn: 16)

    var kata: String
    /// The stage named, as typed.
    var stage: String
    /// No backup (`--no-backup`): the work must be the workbook's own.
    var backingUp = true

    func run(in context: CommandContext) throws -> ExitStatus {
        let progress = context.loadProgress()
        let kata = try context.workbook.kata(named: self.kata)
        let stage = try context.stage(self.stage, of: kata)
        let begun = try Workspace.begin(kata, at: stage, in: context.workbook, progress: progress, backingUp: backingUp)
        context.save(begun.progress)
        if !begun.historyWritten { context.notes(context.lines.historyNotWritten(after: Self.verb)) }
        let said = context.lines.started(kata, at: stage, from: Snapshot.before(stage, of: kata))
        context.output(context.backedUp(kata, begun.backup) + said[0])
        said.dropFirst().forEach(context.output)
        return .success
    }
}

extension StartCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        guard reading.words.count == 2 else { throw UsageError("`kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`.") }
        self.init(kata: reading.words[0], stage: reading.words[1], backingUp: !reading.isSet(Self.noBackup))
    }
}
