import Testing
@testable import KataModel
@testable import KataCommandLine
@testable import KataClassroom

@Suite("Parsing the command line")
struct CommandTests {
    @Test("No arguments lists the katas", arguments: [[], ["list"]])
    func list(arguments: [String]) throws {
        #expect(try Command.parse(arguments) == .list())
    }

    @Test("show takes an optional kata and stage, or a stage alone")
    func show() throws {
        #expect(try Command.parse(["show"]) == .show(kata: nil, stage: nil))
        #expect(try Command.parse(["show", "pizza-menu"]) == .show(kata: "pizza-menu", stage: nil))
        #expect(try Command.parse(["show", "pizza-menu", "3"]) == .show(kata: "pizza-menu", stage: "3"))
        #expect(try Command.parse(["show", "3"]) == .show(kata: nil, stage: "3"))
        #expect(try Command.parse(["show", "intro"]) == .show(kata: nil, stage: "intro"))
        #expect(try Command.parse(["show", "pizza-menu", "intro"]) == .show(kata: "pizza-menu", stage: "intro"))
    }

    @Test("verify takes an optional kata, a timeout in seconds, and a prediction; no option waives a refactor")
    func verify() throws {
        #expect(try Command.parse(["verify"]) == .verify(kata: nil))
        #expect(throws: UsageError.self) { try Command.parse(["verify", "--already-refactored", "pizza-menu"]) }
        #expect(try Command.parse(["verify", "pizza-menu", "--timeout", "5"]) == .verify(kata: "pizza-menu", options: VerifyOptions(timeout: .seconds(5))))
        #expect(try Command.parse(["verify", "--timeout=2"]) == .verify(kata: nil, options: VerifyOptions(timeout: .seconds(2))))
        #expect(try Command.parse(["verify", "--predict", "red"]) == .verify(kata: nil, options: VerifyOptions(predicted: .red)))
        #expect(try Command.parse(["verify", "pizza-menu", "--predict=amber"]) == .verify(kata: "pizza-menu", options: VerifyOptions(predicted: .amber)))
        #expect(try Command.parse(["log"]) == .log(kata: nil))
        #expect(try Command.parse(["watch"]) == .watch(kata: nil))
        #expect(try Command.parse(["watch", "pizza-menu"]) == .watch(kata: "pizza-menu"))
        #expect(try Command.parse(["log", "pizza-menu"]) == .log(kata: "pizza-menu"))
    }

    @Test("verify grades a named kata's stage with --stage, and writes JSON or JUnit as asked; list takes --json")
    func classroomOptions() throws {
        #expect(try Command.parse(["verify", "pizza-menu", "--stage", "5"]) == .verify(kata: "pizza-menu", options: VerifyOptions(gradedStage: "5")))
        #expect(try Command.parse(["verify", "--stage=5", "pizza-menu", "--json", "--junit", "out.xml"])
            == .verify(kata: "pizza-menu", options: VerifyOptions(json: true, junit: "out.xml", gradedStage: "5")))
        #expect(try Command.parse(["verify", "--json"]) == .verify(kata: nil, options: VerifyOptions(json: true)))
        #expect(try Command.parse(["list", "--json"]) == .list(json: true))
        #expect(try Command.parse(["report", "class"]) == .report(folder: "class", options: ReportOptions()))
        #expect(try Command.parse(["autograder", "github", "out"]) == .autograder(platform: "github", folder: "out", katas: [], options: AutograderOptions()))
        #expect(try Command.parse(["autograder", "gradescope", "out", "pizza-menu", "--commit", "abc", "--workbook=https://x/w.git"])
            == .autograder(platform: "gradescope", folder: "out", katas: ["pizza-menu"], options: AutograderOptions(workbook: "https://x/w.git", commit: "abc")))
        var options = AutograderOptions()
        options.timeout = .seconds(20)
        options.requirements = [StageRequirement(kata: "pizza-menu", stage: 5), StageRequirement(kata: "film-list", stage: 2)]
        options.template = "course/template"
        #expect(try Command.parse(["autograder", "gitlab", "out", "--timeout", "20", "--require", "pizza-menu:5", "--require=film-list:2",
                                   "--template", "course/template"]) == .autograder(platform: "gitlab", folder: "out", katas: [], options: options))
        for bad in ["pizza-menu", "pizza-menu:", ":5", "pizza-menu:0", "pizza-menu:five", "a:1:2"] {
            #expect(throws: UsageError("--require takes a kata and a stage, e.g. --require pizza-menu:5.")) {
                try Command.parse(["grade", "alice", "--require", bad])
            }
        }
        #expect(throws: UsageError.self) { try Command.parse(["autograder", "moodle", "out"]) }
        #expect(try Command.parse(["check", "tally"]) == .check(kata: "tally"))
        #expect(try Command.parse(["check", "tally", "--timeout", "9"]) == .check(kata: "tally", timeout: .seconds(9)))
        #expect(try Command.parse(["check", "--fix", "tally"]) == .check(kata: "tally", fix: true))
        #expect(throws: UsageError.self) { try Command.parse(["check"]) }
        #expect(throws: UsageError.self) { try Command.parse(["check", "a", "b"]) }
        #expect(throws: UsageError.self) { try Command.parse(["autograder", "github"]) }
        #expect(try Command.parse(["report", "--kata", "pizza-menu", "class", "--csv=c.csv", "--html", "c.html", "--timeout", "9"])
            == .report(folder: "class", options: ReportOptions(kata: "pizza-menu", csv: "c.csv", html: "c.html", timeout: .seconds(9))))
    }

    @Test("hint takes an optional kata")
    func hint() throws {
        #expect(try Command.parse(["hint"]) == .hint(kata: nil))
        #expect(try Command.parse(["hint", "pizza-menu"]) == .hint(kata: "pizza-menu"))
    }

    @Test("solution takes an optional kata and stage, or a stage alone")
    func solution() throws {
        #expect(try Command.parse(["solution"]) == .solution(kata: nil, stage: nil))
        #expect(try Command.parse(["solution", "4"]) == .solution(kata: nil, stage: "4"))
        #expect(try Command.parse(["solution", "pizza-menu", "4"]) == .solution(kata: "pizza-menu", stage: "4"))
    }

    @Test("reset takes an optional kata, or --all; start takes a kata and a stage")
    func resetAndStart() throws {
        #expect(try Command.parse(["reset"]) == .reset(kata: nil, all: false))
        #expect(try Command.parse(["reset", "pizza-menu"]) == .reset(kata: "pizza-menu", all: false))
        #expect(try Command.parse(["reset", "--all"]) == .reset(kata: nil, all: true))
        #expect(try Command.parse(["start", "pizza-menu", "5"]) == .start(kata: "pizza-menu", stage: "5"))
    }

    @Test("--help works for the tool and for every command")
    func help() throws {
        #expect(try Command.parse(["--help"]) == .help(nil))
        #expect(try Command.parse(["verify", "--help"]) == .help("verify"))
        #expect(try Command.parse(["help", "show"]) == .help("show"))
        #expect(try Command.parse(["help", "--help"]) == .help(nil))
        #expect(try Command.parse(["--help", "--help"]) == .help(nil))
        #expect(try Command.parse(["help", "--help", "verify"]) == .help("verify"))
        for verb in ["list", "show", "verify", "watch", "hint", "log", "solution", "reset", "start", "replay", "report", "grade", "autograder", "check"] {
            #expect(HelpText.text(for: verb)?.hasPrefix("Usage: swift run kata \(verb)") == true, "\(verb)")
        }
    }

    @Test("grade takes a student's folder, the katas to grade, --json and --timeout")
    func grade() throws {
        #expect(try Command.parse(["grade", "class/alice"]) == .grade(student: "class/alice", katas: [], options: GradeOptions()))
        #expect(try Command.parse(["grade", "alice", "pizza-menu", "film-list", "--json", "a.json", "--timeout=30", "--junit", "a.xml",
                                   "--classroom50=result.json", "--gradescope", "results.json", "--markdown", "a.md"])
            == .grade(student: "alice", katas: ["pizza-menu", "film-list"], options: GradeOptions(
                json: "a.json", junit: "a.xml", classroom50: "result.json", gradescope: "results.json", markdown: "a.md", timeout: .seconds(30))))
        #expect(throws: UsageError.self) { try Command.parse(["grade"]) }
        #expect(throws: UsageError.self) { try Command.parse(["grade", "alice", "--json"]) }
        #expect(throws: UsageError.self) { try Command.parse(["grade", "alice", "--loud"]) }
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
        (["verify", "--timeout", "soon"], "--timeout takes a whole number of seconds, e.g. --timeout 30."),
        (["verify", "--timeout"], "--timeout takes a whole number of seconds, e.g. --timeout 30."),
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
        (["check", "tally", "--fix", "--timeout"], "--timeout takes a whole number of seconds, e.g. --timeout 30."),
        (["new", "x", "--framework", "xctest", "--title="], "--title takes the kata's title, e.g. --title \"A tip jar\"."),
        (["new", "x", "--framework", "junit", "--title", "X"], "--framework takes xctest or swift-testing."),
        (["check", "--loud", "tally"], "`kata check` has no option --loud. Run `kata check --help`."),
        (["report", "class", "--kata", "--csv", "c.csv"], "--kata takes a value, e.g. `kata report class --kata pizza-menu --csv class.csv --html class.html`."),
        (["grade", "alice", "--student-timeout", "0"], "--student-timeout takes a whole number of seconds, e.g. --student-timeout 30."),
    ])
    func badInput(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Command.parse(arguments) }
    }
}
