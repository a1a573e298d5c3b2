import KataModel
import KataRendering
import KataWorkspace

/// `kata solution`: the reference change of a stage the learner has passed, as a diff against the stage before.
struct SolutionCommand: Command, Equatable {
    static let verb = "solution"
    static let synopsis = "solution [KATA] [STAGE]"
    static let summary: String? = "the reference change of a stage you passed, as a diff against the stage before"
    static let syntax = CommandSyntax(verb: verb, mostWords: 2)
    static let help = syntax.help(usage: [syntax.usage("[KATA] [STAGE]")], about: """
        Shows the workbook's reference change of a stage you have passed: the code and the tests, as a unified
        diff against the stage before. STAGE defaults to the last stage you passed. A stage you have not passed
        stays closed; `kata hint` gives its hints instead.
        """)

    /// The kata named, if any.
    var kata: String?
    /// The stage named, as typed.
    var stage: String?

    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let progress = context.loadProgress()
        let kata = try context.chooseKata(self.kata, progress: progress)
        let reached = progress.of(kata).stage
        let number = try self.stage.map { try context.stage($0, of: kata).number } ?? (reached - 1)
        guard let stage = kata.stage(number), number < reached else {
            let which = number < 1 ? "You have not passed a stage of \(kata.id) yet" : "You have not passed \(kata.id) stage \(number) yet"
            throw UsageError("\(which), so its solution stays closed: `swift run kata hint \(kata.id)` gives hints, one at a time.")
        }
        let before = Snapshot.before(stage, of: kata)
        let diff = FolderDiff([(workbook.reference(kata, at: before), workbook.reference(kata, at: .after(stage))),
                               (workbook.acceptanceSuite(kata, at: before), workbook.acceptanceSuite(kata, at: .after(stage)))], in: workbook)
        context.output(SolutionRenderer(style: context.style).render(diff, of: kata, stage: stage))
        return .success
    }
}

extension SolutionCommand {
    /// A number alone names a stage of the current kata.
    init(_ reading: CommandSyntax.Reading) {
        (kata, stage) = reading.kataAndStage()
    }
}
