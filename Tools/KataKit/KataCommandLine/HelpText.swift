/// The text of `kata --help` and of `kata COMMAND --help`.
enum HelpText {
    /// The help of `verb` (the tool's, for none), or a usage error naming the verb that does not exist.
    static func required(for verb: String?) throws -> String {
        guard let text = text(for: verb) else { throw UsageError("There is no command '\(verb ?? "")'. Run `kata --help`.") }
        return text
    }

    /// The help on `verb`, or the overview when `nil`; `nil` for a word that is no verb.
    static func text(for verb: String?) -> String? {
        guard let verb else { return overview }
        return Verb(rawValue: verb)?.help
    }

    static let overview = """
        kata: test-driven development katas for the logic behind SwiftUI screens.

        Usage: swift run kata [COMMAND]

        Commands:
        \(commandLines)

        Run `swift run kata COMMAND --help` for one command. Exit status: 0 green or done, 1 any other verdict, 2 bad input,
        3 the machine or a program the tool runs failed (git or swift cannot be started, a Swift older than 6.3, a workbook
        file cannot be written).
        """

    /// The overview's list of commands, one line each from `Verb`, a long synopsis on a line of its own.
    private static var commandLines: String {
        Verb.allCases.compactMap { verb in
            verb.summary.map { summary in
                let synopsis = "  " + verb.synopsis
                return synopsis.count <= 22 ? synopsis.padding(toLength: 24, withPad: " ", startingAt: 0) + summary
                    : synopsis + "\n" + String(repeating: " ", count: 24) + summary
            }
        }.joined(separator: "\n")
    }

    static let check = """
        Usage: swift run kata check KATA [--timeout SECONDS] [--fix]

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
        it lives. One line per fault, naming the stage, all of them in one run. Exit status: 0 no fault, 1 faults,
        2 bad input.

        --fix first writes what the tool makes from the manifest: the kata's row of the README's katas table (its
        framework and number of stages; what it builds and its source are yours) and the Xcode scheme.
        """

    static let new = """
        Usage: swift run kata new KATA --framework xctest|swift-testing --title TITLE [--source TEXT]

        Makes a kata that passes `kata check` as made: its manifest in Tools/Catalog (one example stage, red-compile,
        with three hints and a mutant), the learner's clean start in Katas/KATA, Solutions/KATA and Tests/KATA with
        00-start and the example stage, a chapter in LESSONS.md, and its line in catalog.json, Package.swift and the
        README's katas table. KATA is lowercase words joined by dashes; its module is the words in upper camel case
        (tip-jar: TipJar). Refused, touching nothing, when the id or module is taken or not a valid name. Then
        replace the example with your stages: the README's "Write your own kata" says how.
        """

    static let list = """
        Usage: swift run kata list [--json]

        Shows every kata with its test framework, the stage you reached, a progress bar and the colour of your
        last verify, then the next step to take. With --json, one JSON document instead (see the README).
        """

    static let show = """
        Usage: swift run kata show [KATA] [STAGE | intro]

        Prints a stage's lesson from LESSONS.md: the behaviour, the contract your code must meet (the names the
        workbook's tests use), the test to write, the red to expect, the smallest green, the commit and why. The
        lesson describes the code; `kata hint` gives it, a step at a time. Stage 1 starts with the kata's
        introduction, and `intro` prints it alone. KATA defaults to the kata you are on, STAGE to the stage you reached.
        """

    static let hint = """
        Usage: swift run kata hint [KATA]

        Prints the next hint for the stage you are on: the first is gentle, the last all but gives the answer.
        Ask again for the next one.
        """

    static let watch = """
        Usage: swift run kata watch [KATA]

        Verifies your stage at once, then again each time you save a file in Katas/KATA: the screen is cleared
        and the latest verdict shown. A burst of saves (an editor writes several files) makes one verify, and a
        save while a verify runs makes exactly one more after it. When a stage is done, the next save verifies the
        next stage. Press q (or Ctrl-C) to stop; nothing is left running.
        """

    static let log = """
        Usage: swift run kata log [KATA]

        Shows every verify of the kata so far, stage by stage: the lights in order, how long each stage took from
        when it began and with how many hints, a green that did not complete its stage and why, a stage begun with
        `kata start`, a stage that went green without ever being red (was the test written first?), a long run of
        reds, and how often your --predict was right. KATA defaults to the kata you verified last. The history is
        kept in .kata/history.jsonl.
        """

    static let solution = """
        Usage: swift run kata solution [KATA] [STAGE]

        Shows the workbook's reference change of a stage you have passed: the code and the tests, as a unified
        diff against the stage before. STAGE defaults to the last stage you passed. A stage you have not passed
        stays closed; `kata hint` gives its hints instead.
        """

    static let reset = """
        Usage: swift run kata reset [KATA]
               swift run kata reset --all

        Copies your work in Katas/KATA to .kata/backups/KATA-DATE-TIME, checks the copy file by file, then puts
        the kata back at its clean start and starts its progress again. Nothing is deleted before the copy is
        checked. KATA defaults to the kata you are on; --all resets every kata.
        """

    static let start = """
        Usage: swift run kata start KATA STAGE

        Begins KATA at STAGE, for a class that starts mid-kata or a learner who skips ahead. Your work in
        Katas/KATA is copied to .kata/backups and checked first; then your code becomes the reference code of the
        stage before STAGE and your tests the workbook's suite of that stage, and your progress moves to STAGE.
        """

    static let replay = """
        Usage: swift run kata replay KATA DIR

        Makes DIR (new, or empty) a git repository whose history is the kata done by the book: the clean start,
        then for every stage a red commit (the stage's tests, failing against the code before, the message naming
        the behaviour now asked for) and a green commit (the reference code, with the stage's commit message); a
        refactor stage is one commit. Every commit is a small package: check one out and run `swift test`.
        """

    static let verify = """
        Usage: swift run kata verify [KATA] [--timeout SECONDS] [--predict red|amber|green] [--commit]
               swift run kata verify KATA --stage N [--timeout SECONDS]
               (either form) [--json] [--junit FILE]

        Builds your code in Katas/KATA with your own tests and the workbook's suite for the stage you are on, runs
        them and says green, red, amber (does not compile), crashed or timed out. On green it checks your tests
        too: they must pass against the reference code and fail against each of the stage's mutants (wrong
        versions of the code, named by what they get wrong), and fail against the generated mutants of every
        earlier stage's behaviour; on a refactor stage, the stage's change must be in your work (what the lesson
        says it leaves behind, in code, not comments). Then it prints the commit to make and unlocks the next stage.

        Options:
          --timeout SECONDS     stop a test run that takes longer (default 60)
          --predict COLOUR      say first what you expect (red, amber or green); the verdict says if you were right
          --commit              on the stage's red, commit Katas/KATA with a red message; on a stage done, with the
                                stage's commit message (refused outside git, or with other changes staged)
          --stage N             grade stage N without your progress (for a grader): exit 0 when it passes. It passes
                                when your code passes the suite of stage N or of a later stage, and, when stage N is
                                as far as your code goes, your tests prove it; nothing is written in .kata
          --json                the result as one JSON document on standard output (the text goes to standard error)
          --junit FILE          the result also written to FILE as JUnit XML, for CI
        """

    static let autograder = """
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
          --timeout SECONDS each test run's limit in the recipe's `kata grade` (default 60)
          --require KATA:STAGE
                            a stage the student must pass, and every one before it; again for more: the GitHub or
                            GitLab job fails, and Classroom 50's status is fail, when one is not (not for gradescope,
                            whose score is the grade)
          --template GROUP/PROJECT
                            gitlab: the course's template project, whose own pipeline grades nothing (required)
        """

    static let report = """
        Usage: swift run kata report DIR [--kata KATA] [--csv FILE] [--html FILE] [--timeout SECONDS] [--student-timeout SECONDS] [--results] [--compare RESULTS] [--unsandboxed]

        For a teacher. DIR holds one folder per student, each a clone of their repository. Every student's work is
        graded as `kata grade` grades it, a few students at a time (one at a time unsandboxed), and shown as a
        table: the stage reached, a mark per stage, and the hints and verifies from their .kata/history.jsonl as
        their repository holds it (committed, in a git clone). Nothing is written in the students' folders.

        Options:
          --kata KATA       report on one kata (default: every kata)
          --csv FILE        also write the table as CSV, a column per stage
          --html FILE       also write a single static page: a row per student, a coloured cell per stage, sortable
          --timeout SECONDS stop a test run that takes longer (default 60)
          --student-timeout SECONDS
                            the most one student's grading may take, every kata together (default 300): past it,
                            what is left is timed out, and not kept
          --results         read graded results instead of grading: DIR holds, per student, `kata grade --json`
                            or Classroom 50's result.json (a folder with it, or STUDENT.json); nothing is built
          --compare RESULTS set graded results (as --results reads them, e.g. the CI's artifacts) beside this
                            regrade of the clones: a student whose result passes other stages is flagged (⚠)
          --unsandboxed     grade where no boundary can be had (see `kata grade --help`); the report says so
        """

    static let grade = """
        Usage: swift run kata grade STUDENT [KATA...] [--json FILE] [--junit FILE] [--classroom50 FILE] [--gradescope FILE] [--markdown FILE] [--timeout SECONDS] [--student-timeout SECONDS] [--require KATA:STAGE]... [--unsandboxed]

        For a teacher. Grades every stage of the katas named (every kata when none is) of one student's work with
        this workbook alone: its catalog, suites, reference code and tool. STUDENT is the student's clone (any folder
        holding their Katas/), a download of one (a folder around it), or one kata's two folders alone (then that
        kata is graded); nothing else of it is read, nor written. Their code runs behind a boundary:
        bubblewrap where installed, else namespaces (util-linux unshare), else as root a user of its own; with a
        scrubbed environment, a grading slot outside this workbook, and resource limits. Where none can be had it
        refuses (exit 3) unless --unsandboxed. A test passes only by the framework's own record, never by printed
        lines. Prints a mark per stage, then what in the student's
        code reaches outside the behaviour under test (integrity flags), then the isolation in force. Exit status 0
        whenever grading ran and every required stage is passed, whatever the grade; 1 when a stage --require names is
        not; 2 for bad input.

        Options:
          --json FILE       also write the grade as one JSON document (see the README)
          --junit FILE      also write it as JUnit XML: a test case per stage, with the time its grading took
          --classroom50 FILE
                            also write Classroom 50's result.json (a test per stage, a point each)
          --gradescope FILE also write Gradescope's results.json (a test per stage, a point each)
          --markdown FILE   also write a Markdown table of the stages (for a CI job's summary)
          --timeout SECONDS stop a test run that takes longer (default 60)
          --student-timeout SECONDS
                            the most the student's grading may take, every kata together (default 300): past it,
                            what is left is timed out, and not kept
          --require KATA:STAGE
                            a stage the student must pass, and every one before it (again for more): said under the
                            grade and in --markdown's summary, and the exit status is 1 when one is not passed
          --unsandboxed     grade where no boundary can be had: student code can then read and write what you can;
                            every document of the grade says so
        """
}
