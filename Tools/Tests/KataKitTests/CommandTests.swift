import Testing
@testable import KataModel
@testable import KataCommandLine
@testable import KataClassroom

@Suite("Parsing the command line")
struct CommandTests {
    @Test("No arguments lists the katas", arguments: [[], ["list"]])
    func list(arguments: [String]) throws {
        #expect(try parsed(arguments) == ListCommand())
    }

    @Test("show takes an optional kata and stage, or a stage alone")
    func show() throws {
        #expect(try parsed(["show"]) == ShowCommand(kata: nil, stage: nil))
        #expect(try parsed(["show", "pizza-menu"]) == ShowCommand(kata: "pizza-menu", stage: nil))
        #expect(try parsed(["show", "pizza-menu", "3"]) == ShowCommand(kata: "pizza-menu", stage: "3"))
        #expect(try parsed(["show", "3"]) == ShowCommand(kata: nil, stage: "3"))
        #expect(try parsed(["show", "intro"]) == ShowCommand(kata: nil, stage: "intro"))
        #expect(try parsed(["show", "pizza-menu", "intro"]) == ShowCommand(kata: "pizza-menu", stage: "intro"))
    }

    @Test("verify takes an optional kata, a timeout in seconds, and a prediction; no option waives a refactor")
    func verify() throws {
        #expect(try parsed(["verify"]) == VerifyCommand(kata: nil))
        #expect(throws: UsageError.self) { try Commands.parse(["verify", "--already-refactored", "pizza-menu"]) }
        #expect(try parsed(["verify", "pizza-menu", "--timeout", "5"]) == VerifyCommand(kata: "pizza-menu", options: VerifyOptions(timeout: .seconds(5))))
        #expect(try parsed(["verify", "--timeout=2"]) == VerifyCommand(kata: nil, options: VerifyOptions(timeout: .seconds(2))))
        // Leading zeros are the same number; a day is the longest limit taken.
        #expect(try parsed(["verify", "--timeout", "00030"]) == VerifyCommand(kata: nil, options: VerifyOptions(timeout: .seconds(30))))
        #expect(try parsed(["verify", "--timeout", "86400"]) == VerifyCommand(kata: nil, options: VerifyOptions(timeout: .seconds(86_400))))
        #expect(try parsed(["verify", "--predict", "red"]) == VerifyCommand(kata: nil, options: VerifyOptions(predicted: .red)))
        #expect(try parsed(["verify", "pizza-menu", "--predict=amber"]) == VerifyCommand(kata: "pizza-menu", options: VerifyOptions(predicted: .amber)))
        #expect(try parsed(["log"]) == LogCommand(kata: nil))
        #expect(try parsed(["watch"]) == WatchCommand(kata: nil))
        #expect(try parsed(["watch", "pizza-menu"]) == WatchCommand(kata: "pizza-menu"))
        #expect(try parsed(["log", "pizza-menu"]) == LogCommand(kata: "pizza-menu"))
    }

    @Test("verify grades a named kata's stage with --stage, and writes JSON or JUnit as asked; list takes --json")
    func classroomOptions() throws {
        #expect(try parsed(["verify", "pizza-menu", "--stage", "5"]) == StageGradeCommand(kata: "pizza-menu", stage: "5"))
        #expect(try parsed(["verify", "--stage=5", "pizza-menu", "--json", "--junit", "out.xml"])
            == StageGradeCommand(kata: "pizza-menu", stage: "5", json: true, junit: "out.xml"))
        #expect(try parsed(["verify", "--json"]) == VerifyCommand(kata: nil, options: VerifyOptions(json: true)))
        #expect(try parsed(["list", "--json"]) == ListCommand(json: true))
        #expect(try parsed(["report", "class"]) == ReportCommand(folder: "class", options: ReportOptions()))
        #expect(try parsed(["autograder", "github", "out"]) == AutograderCommand(platform: .github, folder: "out", katas: [], options: AutograderOptions()))
        #expect(try parsed(["autograder", "gradescope", "out", "pizza-menu", "--commit", "abc", "--workbook=https://x/w.git"])
            == AutograderCommand(platform: .gradescope, folder: "out", katas: ["pizza-menu"], options: AutograderOptions(workbook: "https://x/w.git", commit: "abc")))
        var options = AutograderOptions()
        options.timeout = .seconds(20)
        options.requirements = [StageRequirement(kata: "pizza-menu", stage: 5), StageRequirement(kata: "film-list", stage: 2)]
        options.template = "course/template"
        #expect(try parsed(["autograder", "gitlab", "out", "--timeout", "20", "--require", "pizza-menu:5", "--require=film-list:2",
                                   "--template", "course/template"]) == AutograderCommand(platform: .gitlab, folder: "out", katas: [], options: options))
        for bad in ["pizza-menu", "pizza-menu:", ":5", "pizza-menu:0", "pizza-menu:five", "a:1:2"] {
            #expect(throws: UsageError("--require takes a kata and a stage, e.g. --require pizza-menu:5.")) {
                try Commands.parse(["grade", "alice", "--require", bad])
            }
        }
        #expect(throws: UsageError.self) { try Commands.parse(["autograder", "moodle", "out"]) }
        #expect(try parsed(["check", "tally"]) == CheckCommand(kata: "tally"))
        #expect(try parsed(["check", "tally", "--timeout", "9"]) == CheckCommand(kata: "tally", timeout: .seconds(9)))
        #expect(try parsed(["check", "--fix", "tally"]) == CheckCommand(kata: "tally", fix: true))
        #expect(throws: UsageError.self) { try Commands.parse(["check"]) }
        #expect(throws: UsageError.self) { try Commands.parse(["check", "a", "b"]) }
        #expect(throws: UsageError.self) { try Commands.parse(["autograder", "github"]) }
        #expect(try parsed(["report", "--kata", "pizza-menu", "class", "--csv=c.csv", "--html", "c.html", "--timeout", "9"])
            == ReportCommand(folder: "class", options: ReportOptions(kata: "pizza-menu", csv: "c.csv", html: "c.html", timeout: .seconds(9))))
    }

    @Test("hint takes an optional kata")
    func hint() throws {
        #expect(try parsed(["hint"]) == HintCommand(kata: nil))
        #expect(try parsed(["hint", "pizza-menu"]) == HintCommand(kata: "pizza-menu"))
    }

    @Test("solution takes an optional kata and stage, or a stage alone")
    func solution() throws {
        #expect(try parsed(["solution"]) == SolutionCommand(kata: nil, stage: nil))
        #expect(try parsed(["solution", "4"]) == SolutionCommand(kata: nil, stage: "4"))
        #expect(try parsed(["solution", "pizza-menu", "4"]) == SolutionCommand(kata: "pizza-menu", stage: "4"))
    }

    @Test("reset takes an optional kata, or --all; start takes a kata and a stage")
    func resetAndStart() throws {
        #expect(try parsed(["reset"]) == ResetCommand(kata: nil, all: false))
        #expect(try parsed(["reset", "pizza-menu"]) == ResetCommand(kata: "pizza-menu", all: false))
        #expect(try parsed(["reset", "--all"]) == ResetCommand(kata: nil, all: true))
        #expect(try parsed(["start", "pizza-menu", "5"]) == StartCommand(kata: "pizza-menu", stage: "5"))
        #expect(try parsed(["start", "pizza-menu", "5", "--no-backup"]) == StartCommand(kata: "pizza-menu", stage: "5", backingUp: false))
    }

    @Test("--help works for the tool and for every command")
    func help() throws {
        #expect(try parsed(["--help"]) == HelpCommand(topic: nil))
        #expect(try parsed(["verify", "--help"]) == HelpCommand(topic: "verify"))
        #expect(try parsed(["help", "show"]) == HelpCommand(topic: "show"))
        #expect(try parsed(["help", "--help"]) == HelpCommand(topic: nil))
        #expect(try parsed(["--help", "--help"]) == HelpCommand(topic: nil))
        #expect(try parsed(["help", "--help", "verify"]) == HelpCommand(topic: "verify"))
        for verb in ["list", "show", "verify", "watch", "hint", "log", "solution", "reset", "start", "replay", "report", "grade", "autograder", "check"] {
            #expect(Commands.named(verb)?.help.hasPrefix("Usage: swift run kata \(verb)") == true, "\(verb)")
        }
    }

    @Test("grade takes a student's folder, the katas to grade, --json and --timeout")
    func grade() throws {
        #expect(try parsed(["grade", "class/alice"]) == GradeCommand(student: "class/alice", katas: [], options: GradeOptions()))
        #expect(try parsed(["grade", "alice", "pizza-menu", "film-list", "--json", "a.json", "--timeout=30", "--junit", "a.xml",
                                   "--classroom50=result.json", "--gradescope", "results.json", "--markdown", "a.md"])
            == GradeCommand(student: "alice", katas: ["pizza-menu", "film-list"], options: GradeOptions(
                json: "a.json", junit: "a.xml", classroom50: "result.json", gradescope: "results.json", markdown: "a.md", timeout: .seconds(30))))
        #expect(throws: UsageError.self) { try Commands.parse(["grade"]) }
        #expect(throws: UsageError.self) { try Commands.parse(["grade", "alice", "--json"]) }
        #expect(throws: UsageError.self) { try Commands.parse(["grade", "alice", "--loud"]) }
    }

    @Test("An unknown kata gets the one it starts, or the nearest by spelling")
    func unknownKata() {
        let ids = ["pizza-menu", "invoice-editor"]
        #expect(ids.closest(to: "pizza") == "pizza-menu")
        #expect(ids.closest(to: "pizza-men") == "pizza-menu")
        #expect(ids.closest(to: "invoise-editor") == "invoice-editor")
        #expect(ids.closest(to: "beer") == nil)
        #expect(WorkbookError.unknownKata("pizza", suggestion: ids.closest(to: "pizza")).description
            == "There is no kata called 'pizza'. Did you mean 'pizza-menu'?")
    }

    @Test("Bad input is one clear sentence", arguments: [
        (["verfy"], "'verfy' is not a kata command. Did you mean 'verify'? Run `kata --help` to see them."),
        (["verify", "--timeout", "soon"], "--timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        (["verify", "--timeout"], "--timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        (["verify", "a", "b"], "`kata verify` takes at most 1 argument. Run `kata verify --help`."),
        (["show", "--loud"], "`kata show` has no option --loud. Run `kata show --help`."),
        (["list", "x"], "`kata list` takes no arguments. Run `kata list --help`."),
        (["reset", "--all", "pizza-menu"], "`kata reset --all` resets every kata: name no kata with it, or drop --all to reset pizza-menu."),
        (["start", "pizza-menu"], "`kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`."),
        (["start"], "`kata start` takes a kata and a stage, e.g. `kata start pizza-menu 5`."),
        (["verify", "--predict", "crashed"], "--predict takes red, amber or green: what you expect the verify to say."),
        (["verify", "--predict"], "--predict takes red, amber or green: what you expect the verify to say."),
        (["solution", "pizza-menu", "4", "5"], "`kata solution` takes at most 2 arguments. Run `kata solution --help`."),
        (["verify", "--stage", "5"], "--stage grades a kata you name, e.g. `kata verify pizza-menu --stage 5`."),
        (["verify", "pizza-menu", "--stage"], "--stage takes a stage number, e.g. --stage 5."),
        (["verify", "pizza-menu", "--stage", "5", "--commit"],
         "--stage grades a stage without your progress, and --commit works on your progress: use one or the other."),
        (["verify", "--junit"], "--junit takes the file to write, e.g. --junit results.xml."),
        (["report"], "`kata report` takes the folder that holds one clone per student, e.g. `kata report ~/class`."),
        (["report", "class", "--csv"], "--csv takes a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`."),
        (["report", "a", "b"], "`kata report` takes at most 1 argument. Run `kata report --help`."),
        (["list", "--loud"], "`kata list` has no option --loud. Run `kata list --help`."),
        // One reading for every verb: an option's value is never empty nor another option, and no verb takes an option it does not declare.
        (["verify", "pizza-menu", "--stage="], "--stage takes a stage number, e.g. --stage 5."),
        (["check", "tally", "--fix", "--timeout"], "--timeout takes a whole number of seconds from 1 to 86400, e.g. --timeout 30."),
        (["new", "x", "--framework", "xctest", "--title="], "--title takes the kata's title, e.g. --title \"A tip jar\"."),
        (["new", "x", "--framework", "junit", "--title", "X"], "--framework takes xctest or swift-testing."),
        (["check", "--loud", "tally"], "`kata check` has no option --loud. Run `kata check --help`."),
        (["report", "class", "--kata", "--csv", "c.csv"], "--kata takes a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`."),
        (["grade", "alice", "--student-timeout", "0"], "--student-timeout takes a whole number of seconds from 1 to 86400, e.g. --student-timeout 30."),
    ])
    func badInput(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Commands.parse(arguments) }
    }

    @Test("Every time limit of every verb is a number of seconds from 1 to a day: a larger one, Int.max, past Int.max, -0 or with a unit is one sentence, never a trap",
          arguments: [["verify"], ["check", "tally"], ["grade", "alice"], ["report", "class"], ["autograder", "github", "out"]].flatMap { verb in
              ["--timeout", "--student-timeout"].filter { $0 == "--timeout" || ["grade", "report"].contains(verb[0]) }.flatMap { option in
                  ["86401", "9223372036854775807", "9223372036854775808", "-0", "30s", "1e9", "000000000000000000000086401"].map { verb + [option, $0] }
              }
          })
    func timeLimitsBounded(arguments: [String]) {
        let option = arguments[arguments.count - 2]
        let message = "\(option) takes a whole number of seconds from 1 to 86400, e.g. \(option) 30."
        #expect(throws: UsageError(message)) { try Commands.parse(arguments) }
    }
}

/// The command `arguments` read as, when it is a `Parsed` (the type the comparison names).
private func parsed<Parsed: Runnable>(_ arguments: [String]) throws -> Parsed? {
    try Commands.parse(arguments) as? Parsed
}
