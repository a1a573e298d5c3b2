import KataClassroom
import KataModel

/// Renders `kata grade --gradescope`: Gradescope's `results.json`, a test per stage worth a point, each saying in words
/// what is missing.
package struct GradescopeResults: Encodable {
    var score: Int
    var executionTime: Int
    var output: String
    var tests: [Test]

    /// One stage as a test.
    struct Test: Encodable {
        var name: String
        var score: Int
        var maxScore: Int
        /// `passed` or `failed`.
        var status: String
        var output: String
        var visibility = "visible"

        enum CodingKeys: String, CodingKey {
            case name, score, maxScore = "max_score", status, output, visibility
        }
    }

    enum CodingKeys: String, CodingKey {
        case score, executionTime = "execution_time", output, tests
    }

    /// The longest a test's output may be: Gradescope shows it to the student under the test.
    static let outputLimit = 600

    /// The results of `grade`, which took `duration`.
    package init(_ grade: StudentGrade, duration: Duration) {
        tests = grade.stages.map { stage in
            let said = GradeText.note(of: stage)
            let note = said.count > Self.outputLimit ? String(said.prefix(Self.outputLimit - 1)) + "…" : said
            return Test(name: stage.name, score: stage.passed ? 1 : 0, maxScore: 1, status: stage.passed ? "passed" : "failed", output: note)
        }
        score = tests.map(\.score).reduce(0, +)
        executionTime = Int(duration.inSeconds.rounded(.up))
        output = "\(score) of \(tests.count) stages passed. Graded with the teacher's copy of the workbook; isolation: \(IsolationText.words(grade.isolation))."
    }

    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
