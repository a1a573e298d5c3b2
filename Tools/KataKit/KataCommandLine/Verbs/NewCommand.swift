import KataModel
import KataRendering
import KataRunning
import KataVerification
import KataWorkspace

/// `kata new`: a new kata with one example stage, listed everywhere a kata is; nothing touched when refused.
struct NewCommand: Command, Equatable {
    static let verb = "new"
    static let synopsis = "\(verb) KATA \(framework.synopsis) \(title.synopsis)"
    static let summary: String? = "for an author: a new kata with one example stage, listed everywhere a kata is"
    static let syntax = CommandSyntax(verb: verb, parameters: [framework, title, source], mostWords: 1)
    /// `--framework`: the kata's test framework, required.
    static let framework = Option(name: "--framework", value: OptionValue(name: "FRAMEWORK", meaning: "xctest or swift-testing",
                                                                          choices: TestFramework.allCases.map(\.rawValue))) { TestFramework(rawValue: $0) }
    /// `--title`: the kata's title, required.
    static let title = Option(name: "--title", value: OptionValue(name: "TITLE", meaning: "the kata's title, e.g. --title \"A tip jar\""))
    /// `--source`: what the kata is built from.
    static let source = Option(name: "--source", value: OptionValue(name: "TEXT", meaning: "what the kata is built from, e.g. --source \"my course\""))
    static let help = syntax.help(usage: [.verb("KATA", framework.synopsis, title.synopsis, source.usage)], about: """
        Makes a kata that passes `kata check` as made: its manifest in Tools/Catalog (one example stage, red-compile,
        with three hints and a mutant), the learner's clean start in Katas/KATA, Solutions/KATA and Tests/KATA with
        00-start and the example stage, a chapter in LESSONS.md, and its line in catalog.json, Package.swift and the
        README's katas table, and the catalog of its generated mutants in Tools/Catalog/GeneratedMutants (built and run
        once). KATA is lowercase words joined by dashes; its module is the words in upper camel case
        (tip-jar: TipJar). Refused, touching nothing, when the id or module is taken or not a valid name. Then
        replace the example with your stages: the README's "Write your own kata" says how.
        """)

    var kata: String
    var framework: TestFramework
    var title: String
    /// What the kata is built from; the manifest says "your own material" when `nil`.
    var source: String?

    var builds: Bool { true }

    func run(in context: CommandContext) throws -> ExitStatus {
        let scaffold = KataScaffold(id: kata, title: title, framework: framework, source: source ?? "your own material")
        if let refusal = scaffold.refusal(in: context.workbook) { throw UsageError(refusal) }
        try scaffold.write(into: context.workbook)
        let workbook = try context.workbook.reloaded()
        try KataCheck(workbook: workbook, kata: try workbook.kata(named: kata), limits: RunLimits(test: Defaults.testRunTimeout)).writeGeneratedMutants()
        context.output(AuthoringRenderer(style: context.style).made(kata, framework: framework, module: scaffold.module))
        return .success
    }
}

extension NewCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        let usage = "`kata new` takes an id, --framework and --title, e.g. `kata new tip-jar --framework swift-testing --title \"A tip jar\"`."
        guard let id = reading.words.first, let framework = try reading.value(Self.framework),
              let title = try reading.value(Self.title) else { throw UsageError(usage) }
        self.init(kata: id, framework: framework, title: title, source: try reading.value(Self.source))
    }
}
