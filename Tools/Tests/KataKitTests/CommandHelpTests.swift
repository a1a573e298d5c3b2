import Testing
@testable import KataModel
@testable import KataCommandLine
@testable import KataClassroom

@Suite("Flags and options declared once: read by their declarations, and each verb's help made from them")
struct CommandHelpTests {
    /// The verbs whose help ends in an Options block; the others say their flags and options in their own words.
    private let verbsWithOptionsBlock: Set = ["verify", "start", "grade", "report", "autograder", "check"]

    /// The limit each time-limit option gives when it is not given.
    private let limitDefaults = ["--timeout": Defaults.testRunTimeout, "--student-timeout": Defaults.studentGradingTimeout]

    /// The verbs with help of their own (not `help`, whose help is the overview).
    private var verbs: [any Command.Type] { Commands.all.filter { $0.summary != nil } }

    @Test("Every flag and option of every verb is in its usage lines")
    func usageNamesEveryParameter() {
        for verb in verbs {
            let usage = verb.help.components(separatedBy: "\n\n")[0]
            let words = Set(usage.split { " []|\n.".contains($0) }.map(String.init))
            for parameter in verb.syntax.parameters {
                #expect(words.contains(parameter.name), "kata \(verb.verb): \(parameter.name)")
            }
        }
    }

    @Test("A verb's Options block lists every flag and option it takes, in the order declared, and no other")
    func optionsBlockListsEveryParameter() {
        for verb in verbs {
            let parts = verb.help.components(separatedBy: "\n\nOptions:\n")
            #expect((parts.count == 2) == verbsWithOptionsBlock.contains(verb.verb), "kata \(verb.verb)")
            guard parts.count == 2 else { continue }
            let named = parts[1].split(separator: "\n").filter { $0.hasPrefix("  -") }.map { String($0.split(separator: " ")[0]) }
            #expect(named == verb.syntax.parameters.map(\.name), "kata \(verb.verb)")
        }
    }

    @Test("Every time limit an Options block lists says its default, the one Defaults gives")
    func defaultsShownAreTheDefaults() throws {
        var limitsSeen = 0
        for verb in verbs where verbsWithOptionsBlock.contains(verb.verb) {
            // Each entry of the block, from its name to the next.
            let entries = ("\n" + verb.help.components(separatedBy: "\n\nOptions:\n")[1]).components(separatedBy: "\n  --").map { "--" + $0 }
            for case let limit as TimeLimitOption in verb.syntax.parameters {
                let seconds = try #require(limitDefaults[limit.name]) / .seconds(1)
                let entry = try #require(entries.first { $0.hasPrefix(limit.name + " ") }, "kata \(verb.verb) \(limit.name)")
                #expect(entry.contains("(default \(Int(seconds)))"), "kata \(verb.verb) \(limit.name)")
                limitsSeen += 1
            }
        }
        // verify, check, grade, report and autograder say --timeout's; grade and report --student-timeout's.
        #expect(limitsSeen == 7)
    }

    @Test("A time limit not given is its default; given, it is the seconds given")
    func limitsReadWithTheirDefaults() throws {
        let syntax = CommandSyntax(verb: "demo", parameters: [SharedOptions.timeout, SharedOptions.studentTimeout])
        #expect(try syntax.read([]).value(SharedOptions.timeout) == Defaults.testRunTimeout)
        #expect(try syntax.read([]).value(SharedOptions.studentTimeout) == Defaults.studentGradingTimeout)
        #expect(try syntax.read(["--student-timeout", "45"]).value(SharedOptions.studentTimeout) == .seconds(45))
        // The option alone gives what was typed, or nothing: autograder's recipe is given a limit only when one is given.
        #expect(try syntax.read([]).value(SharedOptions.timeout.option) == nil)
        #expect(try parsed(["autograder", "github", "out"], as: AutograderCommand.self)?.options.timeout == nil)
    }

    @Test("Flags and options are read by their declarations: set or not, the last value, or every value, each read as its type")
    func typedReading() throws {
        let loud = Flag(name: "--loud"), quiet = Flag(name: "--quiet")
        let count = Option(name: "--count", value: OptionValue(name: "N", meaning: "a whole number, e.g. --count 3"), repeats: true) { Int($0) }
        let syntax = CommandSyntax(verb: "demo", parameters: [loud, count], mostWords: 1)
        let reading = try syntax.read(["--count", "3", "word", "--loud", "--count=4"])
        #expect(reading.isSet(loud))
        #expect(!reading.isSet(quiet))
        #expect(try reading.value(count) == 4)
        #expect(try reading.values(count) == [3, 4])
        #expect(reading.words == ["word"])
        #expect(try !syntax.read(["word"]).isSet(loud))
        #expect(throws: UsageError("--count takes a whole number, e.g. --count 3.")) { try syntax.read(["--count", "three"]).value(count) }
        #expect(throws: UsageError("--count takes a whole number, e.g. --count 3.")) { try syntax.read(["--count=4", "--count", "x"]).values(count) }
    }

    @Test("A flag or option a verb does not declare is refused, even one another verb takes, and a flag takes no value",
          arguments: [["demo", "--quiet"], ["demo", "--loud=yes"], ["list", "--unsandboxed"], ["verify", "--results"], ["check", "tally", "--json"],
                      ["report", "class", "--require", "pizza-menu:5"], ["start", "pizza-menu", "5", "--all"]])
    func undeclaredRefused(arguments: [String]) {
        let verb = arguments[0], word = arguments.last { $0.hasPrefix("--") } ?? ""
        let message = "`kata \(verb)` has no option \(word). Run `kata \(verb) --help`."
        let syntax = Commands.named(verb)?.syntax ?? CommandSyntax(verb: "demo", parameters: [Flag(name: "--loud")], mostWords: 1)
        #expect(throws: UsageError(message)) { try syntax.read(Array(arguments.dropFirst())) }
    }

    @Test("The shared flags and options read the same in every verb that takes them")
    func sharedOptionsRead() throws {
        #expect(try parsed(["grade", "alice", "--unsandboxed"], as: GradeCommand.self)?.options.unsandboxed == true)
        #expect(try parsed(["report", "class", "--unsandboxed"], as: ReportCommand.self)?.options.unsandboxed == true)
        #expect(try parsed(["report", "class", "--student-timeout", "90"], as: ReportCommand.self)?.options.studentTimeout == .seconds(90))
        #expect(try parsed(["grade", "alice", "--student-timeout=90"], as: GradeCommand.self)?.options.studentTimeout == .seconds(90))
        let requirement = StageRequirement(kata: "pizza-menu", stage: 5)
        #expect(try parsed(["grade", "alice", "--require", "pizza-menu:5"], as: GradeCommand.self)?.options.requirements == [requirement])
        #expect(try parsed(["autograder", "github", "out", "--require", "pizza-menu:5"], as: AutograderCommand.self)?.options.requirements == [requirement])
    }

    @Test("A help is made from its usage lines, its text and its declarations: an Options block with each help from the column, a long name on a line of its own")
    func helpMade() {
        let wait = TimeLimitOption(name: "--wait", default: .seconds(7), help: "wait \(.default) at most")
        let syntax = CommandSyntax(verb: "demo", parameters: [
            Flag(name: "--all", help: "every one"), Option(name: "--file", value: OptionValue(name: "FILE", meaning: "a file"), help: "where to write\nit all"), wait,
            Option(name: "--colour", value: OptionValue(name: "COLOUR", meaning: "red or green", choices: ["red", "green"]), help: "the colour"),
        ], mostWords: 1)
        let help = syntax.help(usage: [syntax.usage("[KATA]"), .verb("KATA", wait.synopsis), .continuing("(either form)", "[--more]")],
                               about: "Does things.", optionsColumn: 12)
        #expect(help == """
            Usage: swift run kata demo [KATA] [--all] [--file FILE] [--wait SECONDS] [--colour red|green]
                   swift run kata demo KATA --wait SECONDS
                   (either form) [--more]

            Does things.

            Options:
              --all     every one
              --file FILE
                        where to write
                        it all
              --wait SECONDS
                        wait (default 7) at most
              --colour COLOUR
                        the colour
            """)
        #expect(syntax.help(usage: [.verb()], about: "Nothing else.") == "Usage: swift run kata demo\n\nNothing else.")
    }
}

/// The command `arguments` read as, when it is a `Parsed`.
private func parsed<Parsed: Runnable>(_ arguments: [String], as: Parsed.Type) throws -> Parsed? {
    try Commands.parse(arguments) as? Parsed
}
