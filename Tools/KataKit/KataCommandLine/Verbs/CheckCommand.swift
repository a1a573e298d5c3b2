import KataModel
import KataRendering
import KataRunning
import KataVerification
import KataWorkspace

/// `kata check`: the author's check of one kata, its files, lessons and places, then every stage's contract by building.
struct CheckCommand: Command, Equatable {
    static let verb = "check"
    static let synopsis = "check KATA"
    static let summary: String? = "for an author: the kata's files, lessons and places, then every stage built and proved"
    static let syntax = CommandSyntax(verb: verb, parameters: [SharedOptions.timeout, fix], mostWords: 1)
    /// `--fix`: write what the tool makes from the manifest first.
    static let fix = Flag(name: "--fix", help: """
        first write what the tool makes from the manifest: the kata's row of the README's katas
        table (its framework and number of stages; what it builds and its source are yours) and the
        Xcode scheme; and, once the contract is proved, the catalogs of generated mutants, made afresh
        """)
    static let help = syntax.help(usage: [syntax.usage("KATA")], about: """
        The author's check of one kata. First, without building: the manifest (stages, hints, commit messages,
        mutants, refactor evidence), the folders Tests/KATA and Solutions/KATA (one per stage), the clean start in
        Katas/KATA, the lessons in LESSONS.md (seven parts in order, the commit, the kind of red, compiler messages
        quoted as `error: ...`, no reference code handed out, an introduction of your own), the refactor evidence
        (holds on the stage's reference, not on the stage before's, not with comments), and every place the kata is
        listed (catalog.json, Package.swift, the README's katas table, the Xcode scheme).
        Then, by building every stage's reference, suite and mutants: each suite holds every test of the stage
        before (but those the manifest says it retires), fails against the stage before as its kind says (each new
        test of a red-assert or red-crash stage failing there), with every compiler message its lesson quotes,
        passes against its own code, and catches every mutant, the first on an assertion: whole it fails, hollowed
        it lives; each weaker test a lesson says would let a mutant through (`weakerTests`) lets it through. One line per fault, naming the stage, all of them in one run. Exit status: 0 no fault, 1 faults,
        2 bad input.

        Every stage's catalog of generated mutants is a file of the workbook, Tools/Catalog/GeneratedMutants/KATA.json,
        read by every proof and grade: one missing, made from other code or suites, or edited by hand is a fault.
        Then every check of each suite: one no mutant needs (deleted, every mutant still dies) is a fault unless the
        manifest marks it `redundant`, naming its cover (the checks that would, between them, are said); a mark that
        does not hold (a mutant then let through, a cover that lets through one the check catches) is a fault.
        """, optionsColumn: 22)

    var kata: String
    /// The limit of each test run.
    var timeout: Duration = Defaults.testRunTimeout
    /// Write what the tool makes from the manifest first (`--fix`).
    var fix = false

    var builds: Bool { true }

    /// A line per fault; with `fix`, what the tool writes (the README's row, the Xcode scheme, the catalogs of generated
    /// mutants) first.
    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let kata = try workbook.kata(named: self.kata)
        if fix { try KataListFix.apply(to: kata, in: workbook).forEach { context.output(context.lines.wrote($0.path, $0.written)) } }
        let renderer = AuthoringRenderer(style: context.noteStyle)
        let faults = try KataCheck(workbook: workbook, kata: kata, limits: RunLimits(test: timeout)).run(fixing: fix) { step in
            let (lines, note) = renderer.lines(of: step, of: kata)
            lines.forEach(context.output)
            if let note { context.notes(note) }
        }
        context.output(renderer.verdict(faults, of: kata))
        return .of(done: faults.isEmpty)
    }
}

extension CheckCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        guard let kata = reading.words.first else { throw UsageError("`kata check` takes the kata to check, e.g. `kata check pizza-menu`.") }
        self.init(kata: kata, timeout: try reading.value(SharedOptions.timeout), fix: reading.isSet(Self.fix))
    }
}
