/// The text of `kata --help` and of `kata COMMAND --help`.
enum HelpText {
    static func text(for verb: String?) -> String? {
        switch verb {
        case nil: overview
        case "list": list
        case "show": show
        case "verify": verify
        case "hint": hint
        case "help": overview
        default: nil
        }
    }

    static let overview = """
        kata: test-driven development katas for the logic behind SwiftUI screens.

        Usage: swift run kata [COMMAND]

        Commands:
          list                  every kata, the stage you reached, the last verdict, the next step (the default)
          show [KATA] [STAGE]   the lesson of a stage (your current one unless you name it; intro: the kata's introduction)
          verify [KATA]         build your code and run your tests and the workbook's suite for your stage
          hint [KATA]           the next hint for your stage, one more each time

        Run `swift run kata COMMAND --help` for one command. Exit status: 0 green or done, 1 any other verdict, 2 bad input.
        """

    static let list = """
        Usage: swift run kata list

        Shows every kata with its test framework, the stage you reached, a progress bar and the colour of your
        last verify, then the next step to take.
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

    static let verify = """
        Usage: swift run kata verify [KATA] [--timeout SECONDS] [--already-refactored]

        Builds your code in Katas/KATA with your own tests and the workbook's suite for the stage you are on, runs
        them and says green, red, amber (does not compile), crashed or timed out. On green it checks your tests
        too: they must pass against the reference code and fail against each of the stage's mutants (wrong
        versions of the code, named by what they get wrong); on a refactor stage your work must have changed
        since your last green. Then it prints the commit to make and unlocks the next stage.

        Options:
          --timeout SECONDS     stop a test run that takes longer (default 60)
          --already-refactored  on a refactor stage whose change you made earlier: move on without changing more
        """
}
