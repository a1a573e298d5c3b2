/// The GitHub Classroom autograding workflow a template repository of the workbook ships, made from the catalog:
/// one grading step per stage of every kata (`kata verify KATA --stage N`, a point each), then the reporter.
///
/// The self-check fails when `.github/workflows/classroom.yml` is not this text.
enum ClassroomWorkflow {
    /// Where the workflow lives in the repository.
    static let path = ".github/workflows/classroom.yml"

    /// The minutes each grading step may take: the first step of a kata builds its packages from cold.
    static let stepTimeout = 10

    static func text(for katas: [Kata]) -> String {
        let steps = katas.flatMap { kata in kata.stages.map { (kata, $0) } }
        var lines = [
            "# GitHub Classroom autograding for the kata workbook: one step per stage, each worth a point. A step runs",
            "# `kata verify KATA --stage N`, which passes when the student's work passes stage N (see the README's",
            "# section for teachers). Made by `swift run kata workflow [KATA...]` from the kata manifests: to grade",
            "# other katas, write it again with that command rather than by hand.",
            "name: Autograding Tests",
            "on:",
            "  push:",
            "  repository_dispatch:",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    # Students' repositories only: not the template itself, and not Classroom's own first commit.",
            "    if: github.actor != 'github-classroom[bot]' && !github.event.repository.is_template",
            "    container: swift:6.3",
            "    steps:",
            "      - name: Checkout code",
            "        uses: actions/checkout@v4",
            "      - name: Build the kata tool",
            "        run: swift build --product kata",
        ]
        for (kata, stage) in steps {
            lines += [
                "      - name: \(kata.id) stage \(stage.number)",
                "        id: \(stepID(kata, stage))",
                "        uses: classroom-resources/autograding-command-grader@v1",
                "        with:",
                "          test-name: \(kata.id) stage \(stage.number)",
                "          setup-command: ''",
                "          command: \(command(kata, stage))",
                "          timeout: \(stepTimeout)",
                "          max-score: 1",
            ]
        }
        lines += [
            "      - name: Autograding Reporter",
            "        uses: classroom-resources/autograding-grading-reporter@v1",
            "        env:",
        ]
        lines += steps.map { kata, stage in
            "          \(stepID(kata, stage).uppercased())_RESULTS: \"${{ steps.\(stepID(kata, stage)).outputs.result }}\""
        }
        lines += [
            "        with:",
            "          runners: " + steps.map { stepID($0.0, $0.1) }.joined(separator: ","),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The grading command of a stage, as the step runs it: flags only, since the grader action passes no
    /// environment but `PATH` and `HOME`.
    static func command(_ kata: Kata, _ stage: Stage) -> String {
        "swift run --skip-build kata verify \(kata.id) --stage \(stage.number)"
    }

    private static func stepID(_ kata: Kata, _ stage: Stage) -> String {
        "\(kata.id)-" + (stage.number < 10 ? "0" : "") + "\(stage.number)"
    }
}
