import KataClassroom
import KataModel

/// `kata autograder PLATFORM OUT`: the files a classroom platform needs to grade with this workbook pinned at a commit
/// it has (this checkout's `HEAD` when not given), fetched from an address the platform can reach (this checkout's
/// `origin` when not given).
struct AutograderCommand: Command, Equatable {
    static let verb = "autograder"
    static let synopsis = "autograder PLATFORM OUT"
    static let summary: String? = "for a teacher: the files Classroom 50, Gradescope, GitHub Actions or GitLab CI needs"
    static let syntax = CommandSyntax(verb: verb, parameters: [workbook, commit, timeout, require, template], mostWords: .max)
    /// `--workbook URL`: where the platform fetches the workbook.
    static let workbook = text("--workbook", "URL", help: """
        where the workbook is fetched from (default: this checkout's remote 'origin'): an
        https, http, ssh or git address, or user@host:path; a path on this machine is refused
        """)
    /// `--commit SHA`: the commit that grades.
    static let commit = text("--commit", "SHA", help: """
        the commit that grades (default: this checkout's HEAD); one this checkout does not have
        is refused
        """)
    /// `--timeout SECONDS`, as the recipe's `kata grade` is given it.
    static let timeout = SharedOptions.timeout.helped("each test run's limit in the recipe's `kata grade` \(.default)")
    /// `--require KATA:STAGE`, as the recipe's job requires it.
    static let require = SharedOptions.require.helped("""
        a stage the student must pass, and every one before it; again for more: the GitHub or
        GitLab job fails, and Classroom 50's status is fail, when one is not (not for gradescope,
        whose score is the grade)
        """)
    /// `--template GROUP/PROJECT`: the course's template project on GitLab.
    static let template = text("--template", "GROUP/PROJECT", help: "gitlab: the course's template project, whose own pipeline grades nothing (required)")
    static let help = syntax.help(usage: [syntax.usage(Autograder.Platform.allCases.map(\.rawValue).joined(separator: "|") + " OUT [KATA...]")], about: """
        For a teacher. Writes in OUT what a platform needs to grade students with this workbook pinned at a commit,
        every kata or the katas named: classroom50 an autograder.py for Classroom 50 (result.json); gradescope a
        setup.sh and a run_autograder (results.json); github a workflow, .github/workflows/kata-grade.yml, for a
        course's template repository (JUnit file and a job summary); gitlab a .gitlab-ci.yml (JUnit report). Each
        fetches the workbook, builds its kata tool and runs `kata grade` on the student's work.
        """, optionsColumn: 20)

    /// An option that takes a text, named `value` in help, and what `help` says it is.
    private static func text(_ name: String, _ value: String, help: String) -> Option<String> {
        Option(name: name, value: OptionValue(name: value, meaning: "a value, e.g. `kata autograder github out --workbook https://github.com/you/workbook.git --commit 1a2b3c4`"),
               help: help)
    }

    var platform: Autograder.Platform
    /// The folder to write the files in, as typed.
    var folder: String
    /// The katas the recipe grades; every kata when empty.
    var katas: [String]
    var options: AutograderOptions

    func run(in context: CommandContext) throws -> ExitStatus {
        let workbook = context.workbook
        let katas = try self.katas.map { try workbook.kata(named: $0).id }
        try context.requireStages(options.requirements)
        let folder = CommandLinePath(self.folder).url
        let recipe = try Autograder.pinned(platform, workbook: workbook, address: options.workbook, commit: options.commit, katas: katas,
                                           timeout: options.timeout, requirements: options.requirements, template: options.template)
        for file in recipe.files {
            let target = CommandLinePath(folder.appending(path: file.path))
            try target.write(file.text, executable: file.executable)
            context.output(context.lines.wrote(target.url.path))
        }
        context.output(context.lines.pinned(recipe.workbook, at: recipe.commit))
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
        // The recipe's `kata grade` is given a limit only when one is given here.
        let options = AutograderOptions(workbook: try reading.value(Self.workbook), commit: try reading.value(Self.commit),
                                        timeout: try reading.value(Self.timeout.option), requirements: try reading.values(Self.require),
                                        template: try reading.value(Self.template))
        let words = reading.words
        guard words.count >= 2, let platform = Autograder.Platform(rawValue: words[0]) else {
            let platforms = Autograder.Platform.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("`kata autograder` takes a platform (\(platforms)) and a folder to write to, e.g. `kata autograder gradescope out`.")
        }
        self.init(platform: platform, folder: words[1], katas: Array(words.dropFirst(2)), options: options)
    }
}
