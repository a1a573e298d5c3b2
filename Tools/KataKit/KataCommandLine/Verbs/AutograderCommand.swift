import KataClassroom
import KataModel

/// `kata autograder PLATFORM OUT`: the files a classroom platform needs to grade with this workbook pinned at a commit
/// it has (this checkout's `HEAD` when not given), fetched from an address the platform can reach (this checkout's
/// `origin` when not given).
struct AutograderCommand: Command, Equatable {
    static let verb = "autograder"
    static let synopsis = "autograder PLATFORM OUT"
    static let summary: String? = "for a teacher: the files Classroom 50, Gradescope, GitHub Actions or GitLab CI needs"
    static let syntax = CommandSyntax(verb: verb, options: [.timeout, .require] + ["--workbook", "--commit", "--template"].map(text), mostWords: .max)
    static let help = """
        Usage: swift run kata autograder classroom50|gradescope|github|gitlab OUT [KATA...] [--workbook URL] [--commit SHA] [--timeout SECONDS] [--require KATA:STAGE]... [--template GROUP/PROJECT]

        For a teacher. Writes in OUT what a platform needs to grade students with this workbook pinned at a commit,
        every kata or the katas named: classroom50 an autograder.py for Classroom 50 (result.json); gradescope a
        setup.sh and a run_autograder (results.json); github a workflow, .github/workflows/kata-grade.yml, for a
        course's template repository (JUnit file and a job summary); gitlab a .gitlab-ci.yml (JUnit report). Each
        fetches the workbook, builds its kata tool and runs `kata grade` on the student's work.

        Options:
          --workbook URL    where the workbook is fetched from (default: this checkout's remote 'origin'): an
                            https, http, ssh or git address, or user@host:path; a path on this machine is refused
          --commit SHA      the commit that grades (default: this checkout's HEAD); one this checkout does not have
                            is refused
          --timeout SECONDS each test run's limit in the recipe's `kata grade` (default \(Defaults.testRunTimeout.components.seconds))
          --require KATA:STAGE
                            a stage the student must pass, and every one before it; again for more: the GitHub or
                            GitLab job fails, and Classroom 50's status is fail, when one is not (not for gradescope,
                            whose score is the grade)
          --template GROUP/PROJECT
                            gitlab: the course's template project, whose own pipeline grades nothing (required)
        """

    /// An option that takes a text.
    static func text(_ name: String) -> CommandSyntax.Option {
        CommandSyntax.Option(name: name, takes: "a value, e.g. `kata autograder github out --workbook https://github.com/you/workbook.git --commit 1a2b3c4`")
    }

    var platform: Autograder.Platform
    /// The folder to write the files in, as typed.
    var folder: String
    /// The katas the recipe grades; every kata when empty.
    var katas: [String]
    var options: AutograderOptions

    func run(in runner: CommandRunner) throws -> ExitStatus {
        let workbook = runner.workbook
        let katas = try self.katas.map { try workbook.kata(named: $0).id }
        try runner.requireStages(options.requirements)
        let folder = CommandLinePath(self.folder).url
        let recipe = try Autograder.pinned(platform, workbook: workbook, address: options.workbook, commit: options.commit, katas: katas,
                                           timeout: options.timeout, requirements: options.requirements, template: options.template)
        for file in recipe.files {
            let target = CommandLinePath(folder.appending(path: file.path))
            try target.write(file.text, executable: file.executable)
            runner.output(runner.lines.wrote(target.url.path))
        }
        runner.output(runner.lines.pinned(recipe.workbook, at: recipe.commit))
        return .success
    }
}

/// The options of `kata autograder`.
struct AutograderOptions: Equatable, Sendable {
    /// Where the platform fetches the workbook (`--workbook`); this checkout's `origin` when `nil`.
    var workbook: String?
    /// The commit that grades (`--commit`); this checkout's `HEAD` when `nil`.
    var commit: String?
    /// The limit of each test run the recipe's `kata grade` is given (`--timeout`).
    var timeout: Duration?
    /// The stages the recipe's job requires (`--require KATA:STAGE`).
    var requirements: [StageRequirement] = []
    /// The GitLab path of the course's template project (`--template GROUP/PROJECT`).
    var template: String?
}

extension AutograderCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) throws(UsageError) {
        var options = AutograderOptions(workbook: reading.value(Self.text("--workbook")), commit: reading.value(Self.text("--commit")))
        options.template = reading.value(Self.text("--template"))
        if let limit = try reading.value(.timeout, CommandSyntax.Option.seconds) { options.timeout = limit }
        options.requirements = try reading.requirements()
        let words = reading.words
        guard words.count >= 2, let platform = Autograder.Platform(rawValue: words[0]) else {
            let platforms = Autograder.Platform.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("`kata autograder` takes a platform (\(platforms)) and a folder to write to, e.g. `kata autograder gradescope out`.")
        }
        self.init(platform: platform, folder: words[1], katas: Array(words.dropFirst(2)), options: options)
    }
}
