import KataModel
import KataRendering

/// `kata show`: a stage's lesson, or the kata's introduction.
struct ShowCommand: Command, Equatable {
    static let verb = "show"
    static let synopsis = "show [KATA] [STAGE]"
    static let summary: String? = "the lesson of a stage (your current one unless you name it; intro: the kata's introduction)"
    static let syntax = CommandSyntax(verb: verb, mostWords: 2)
    static let help = syntax.help(usage: [syntax.usage("[KATA] [STAGE | \(introductionWord)]")], about: """
        Prints a stage's lesson from LESSONS.md: the behaviour, the contract your code must meet (the names the
        workbook's tests use), the test to write, the red to expect, the smallest green, the commit and why. The
        lesson describes the code; `kata hint` gives it, a step at a time. Stage 1 starts with the kata's
        introduction, and `intro` prints it alone. KATA defaults to the kata you are on, STAGE to the stage you reached.
        """)

    /// The word that `show` takes in place of a stage for the kata's introduction.
    static let introductionWord = "intro"

    /// The kata named, if any.
    var kata: String?
    /// The stage named (or `intro`), as typed.
    var stage: String?

    func run(in context: CommandContext) throws -> ExitStatus {
        let progress = context.loadProgress()
        let kata = try context.chooseKata(self.kata, progress: progress)
        let book = try context.workbook.lessonBook()
        let introduction = book.introduction(ofKata: kata.id)
        let renderer = LessonRenderer(style: context.style)
        if stage == Self.introductionWord {
            guard let introduction else { throw UsageError("LESSONS.md has no chapter for \(kata.id).") }
            context.output(renderer.render(introduction: introduction, of: kata))
            return .success
        }
        let stage = try context.stage(stage ?? "\(progress.currentStage(of: kata)?.number ?? 1)", of: kata)
        guard let section = book.section(ofKata: kata.id, stage: stage.number) else {
            throw UsageError("LESSONS.md has no section for \(kata.id) stage \(stage.number).")
        }
        context.output(renderer.render(section, of: kata, stage: stage, introduction: stage.number == 1 ? introduction : nil))
        return .success
    }
}

extension ShowCommand {
    /// A stage number or `intro` alone names the stage of the current kata.
    init(_ reading: CommandSyntax.Reading) {
        (kata, stage) = reading.kataAndStage(stageWords: [Self.introductionWord])
    }
}
