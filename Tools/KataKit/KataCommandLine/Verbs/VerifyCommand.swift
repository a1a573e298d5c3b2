import Foundation
import KataModel
import KataRendering
import KataToolOutput
import KataRunning
import KataVerification
import KataWorkspace

/// `kata verify`: the learner's stage checked, or with `--stage` a stage graded without the learner's progress.
struct VerifyCommand: Command, Equatable {
    static let verb = "verify"
    static let synopsis = "verify [KATA]"
    static let summary: String? = "build your code and run your tests and the workbook's suite for your stage"
    static let syntax = CommandSyntax(verb: verb, parameters: [SharedOptions.timeout, predict, commit, stage, json, junit], mostWords: 1)
    /// The verdicts a learner may predict: those of a verify that ran.
    static let predictable: [VerdictColour] = [.red, .amber, .green]
    /// `--predict COLOUR`: the verdict the learner expects.
    static let predict = Option(name: "--predict", value: OptionValue(name: "COLOUR", meaning: "red, amber or green: what you expect the verify to say",
                                                                      choices: predictable.map(\.rawValue)),
                                help: "say first what you expect (red, amber or green); the verdict says if you were right") { text in
        VerdictColour(rawValue: text).flatMap { predictable.contains($0) ? $0 : nil }
    }
    /// `--commit`: commit the kata's folder on the stage's red or on the stage done.
    static let commit = Flag(name: "--commit", help: """
        on the stage's red, commit Katas/KATA with a red message; on a stage done, with the
        stage's commit message (refused outside git, or with other changes staged)
        """)
    /// `--stage N`: verify's second form, a stage graded without the learner's progress (`StageGradeCommand`).
    static let stage = Option(name: "--stage", value: OptionValue(name: "N", meaning: "a stage number, e.g. --stage 5"), help: """
        grade stage N without your progress (for a grader): exit 0 when it passes. It passes
        when your code passes the suite of stage N or of a later stage, and, when stage N is
        as far as your code goes, your tests prove it; nothing is written in .kata
        """)
    /// `--json`: the result as one JSON document on standard output.
    static let json = Flag(name: "--json", help: "the result as one JSON document on standard output (the text goes to standard error)")
    /// `--junit FILE`: the result also written as JUnit XML.
    static let junit = Option(name: "--junit", value: OptionValue(name: "FILE", meaning: "the file to write, e.g. --junit results.xml"),
                              help: "the result also written to FILE as JUnit XML, for CI")
    static let help = syntax.help(usage: [
        .verb("[KATA]", SharedOptions.timeout.usage, predict.usage, commit.usage), .verb("KATA", stage.synopsis, SharedOptions.timeout.usage),
        .continuing("(either form)", json.usage, junit.usage),
    ], about: """
        Builds your code in Katas/KATA with your own tests and the workbook's suite for the stage you are on, runs
        them and says green, red, amber (does not compile), crashed or timed out. On green it checks your tests
        too: they must pass against the reference code and fail against each of the stage's mutants (wrong
        versions of the code, named by what they get wrong), and fail against the generated mutants of every
        earlier stage's behaviour; on a refactor stage, the stage's change must be in your work (what the lesson
        says it leaves behind, in code, not comments). Then it prints the commit to make and unlocks the next stage.
        """, optionsColumn: 24)

    /// The kata named, if any.
    var kata: String?
    var options = VerifyOptions()

    var builds: Bool { true }

    /// The verdict on the learner's stage, the progress and history updated, a prediction judged and a commit made
    /// when asked; the result also as JSON or JUnit XML when asked.
    func run(in context: CommandContext) throws -> ExitStatus {
        let start = ContinuousClock.now
        let workbook = context.workbook, lines = context.lines
        let progress = context.loadProgress()
        let kata = try context.chooseKata(self.kata, progress: progress)
        try context.requireLearnerFolders(of: kata)
        let commit = options.commit ? try StageCommit(kata: kata, in: workbook) : nil
        let outcome = try LearnerVerify(workbook: workbook, timeout: options.timeout).run(kata, progress: progress, predicted: options.predicted) { stage in
            context.notes(context.noteLines.verifying(stage, of: kata))
        }
        if !outcome.historyWritten { context.notes(lines.historyNotWritten(after: Self.verb)) }
        context.save(outcome.progress)
        let verification = outcome.verification
        let say = options.json ? context.notes : context.output
        say(VerificationRenderer(style: options.json ? context.noteStyle : context.style)
            .render(verification, redSeen: outcome.redSeen, kataDone: outcome.kataDone))
        if let slips = LogRenderer.slipsNote(outcome.slipsInARow) { say(slips + ".") }
        if let predicted = options.predicted { say(lines.prediction(predicted, actual: verification.verdict.colour)) }
        if let commit { commitAfter(verification, with: commit, saying: say, in: context) }
        try write(VerificationJSON(verification, total: ContinuousClock.now - start), in: context)
        return .of(done: verification.stageDone)
    }

    /// Writes `document` as JSON on the output and as JUnit XML to the file, as the options ask.
    private func write(_ document: @autoclosure () -> VerificationJSON, in context: CommandContext) throws {
        try Self.write(document(), json: options.json, junit: options.junit, in: context)
    }

    /// Writes `document` as JSON on the output when `json`, and as JUnit XML to the file `junit` when given.
    static func write(_ document: @autoclosure () -> VerificationJSON, json: Bool, junit: String?, in context: CommandContext) throws {
        guard json || junit != nil else { return }
        let result = document()
        if let junit { try CommandLinePath(junit).write(JUnitReport(result).text()) }
        if json { context.output(result.text()) }
    }

    /// Commits the kata's folder on the stage's expected red, with a red message, or on a stage done, with the
    /// stage's commit message; says what it did either way.
    private func commitAfter(_ verification: StageVerification, with commit: StageCommit, saying say: (String) -> Void, in context: CommandContext) {
        guard let message = StageCommit.message(for: verification.stage, of: verification.kata, done: verification.stageDone,
                                                showsStageRed: verification.learnerShowsStageRed) else {
            say(context.lines.nothingCommitted)
            return
        }
        do {
            say(context.lines.committed(try commit.commit(message)))
        } catch {
            context.notes(context.lines.commitFailed(error))
        }
    }
}

/// How `kata verify` runs and what it writes.
struct VerifyOptions: Equatable, Sendable {
    /// The limit of each test run.
    var timeout = Defaults.testRunTimeout
    /// The verdict the learner expects.
    var predicted: VerdictColour?
    /// Commit the kata's folder on the stage's red or on the stage done.
    var commit = false
    /// The result as one JSON document on standard output, the text for people on standard error.
    var json = false
    /// A file to write the result to as JUnit XML.
    var junit: String?
}

extension VerifyCommand {
    /// The command its command line reads as, without `--stage` (see `command(from:)`).
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        let predicted = try reading.value(Self.predict)
        let options = VerifyOptions(timeout: try reading.value(SharedOptions.timeout), predicted: predicted,
                                    commit: reading.isSet(Self.commit), json: reading.isSet(Self.json), junit: try reading.value(Self.junit))
        self.init(kata: reading.words.first, options: options)
    }

    /// The learner's stage verified, or with `--stage` a stage graded (`StageGradeCommand`), which takes a kata named
    /// and none of the options that work on the learner's progress.
    static func command(from reading: CommandSyntax.Reading) throws(UsageError) -> any Runnable {
        guard let stage = try reading.value(Self.stage) else { return try VerifyCommand(reading) }
        guard let kata = reading.words.first else { throw UsageError("\(Self.stage.name) grades a kata you name, e.g. `kata verify pizza-menu \(Self.stage.name) 5`.") }
        let verify = try VerifyCommand(reading)
        if let clash = [verify.options.predicted != nil ? predict.name : nil, verify.options.commit ? commit.name : nil].compactMap({ $0 }).first {
            throw UsageError("\(Self.stage.name) grades a stage without your progress, and \(clash) works on your progress: use one or the other.")
        }
        return StageGradeCommand(kata: kata, stage: stage, timeout: verify.options.timeout, json: verify.options.json, junit: verify.options.junit)
    }
}

/// `kata verify KATA --stage N`: a stage of the learner's work graded without their progress, writing nothing in
/// `.kata` (for a grader): `verify`'s second form, whose command line `VerifyCommand.command(from:)` reads.
struct StageGradeCommand: Runnable, Equatable {
    /// The kata named.
    var kata: String
    /// The stage named, as typed.
    var stage: String
    /// The limit of each test run.
    var timeout = Defaults.testRunTimeout
    /// The result as one JSON document on standard output, the text for people on standard error.
    var json = false
    /// A file to write the result to as JUnit XML.
    var junit: String?

    var builds: Bool { true }

    func run(in context: CommandContext) throws -> ExitStatus {
        let start = ContinuousClock.now
        let kata = try context.workbook.kata(named: self.kata)
        let stage = try context.stage(self.stage, of: kata)
        try context.requireLearnerFolders(of: kata)
        context.notes(context.noteLines.grading(stage, of: kata))
        let grade = try Grader(workbook: context.workbook, timeout: timeout).grade(kata, stage: stage)
        (json ? context.notes : context.output)(GradeRenderer(style: json ? context.noteStyle : context.style).render(grade))
        try VerifyCommand.write(VerificationJSON(grade, total: ContinuousClock.now - start), json: json, junit: junit, in: context)
        return .of(done: grade.passed)
    }
}
