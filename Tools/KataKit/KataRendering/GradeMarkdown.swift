import KataClassroom

/// Renders `kata grade --markdown`: a table of the stages, for a CI job's summary (`$GITHUB_STEP_SUMMARY`).
package struct GradeMarkdown: Sendable {
    let grade: StudentGrade
    /// The stages the teacher requires, each said met or not under the score.
    var requirements: [StageRequirement] = []

    package init(grade: StudentGrade, requirements: [StageRequirement] = []) {
        self.grade = grade
        self.requirements = requirements
    }

    package func text() -> String {
        let (passed, of) = grade.score
        var lines = ["### Katas graded: \(cell(grade.student))", "", "\(passed) of \(of) stages passed.", ""]
        if !requirements.isEmpty {
            lines += requirements.map { ($0.isMet(by: grade) ? "✅ " : "❌ ") + $0.sentence(for: grade) } + [""]
        }
        lines += ["| kata | stage | title | result | why |", "|---|---:|---|---|---|"]
        for stage in grade.stages {
            lines.append("| \(cell(stage.kata.id)) | \(stage.stage.number) | \(cell(stage.stage.title)) | "
                + "\(stage.passed ? "✅ passed" : "❌ not passed") | \(cell(GradeText.note(of: stage))) |")
        }
        lines += ["", "Isolation: \(cell(IsolationText.words(grade.isolation)))."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text that cannot break a table row: pipes escaped, line breaks made spaces, cut to 200 characters.
    private func cell(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        return flat.count > 200 ? String(flat.prefix(199)) + "…" : flat
    }
}
