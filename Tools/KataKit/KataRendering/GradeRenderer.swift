import KataVerification

/// Renders `kata verify KATA --stage N` for a person: whether the stage passes, and what the grade rests on.
package struct GradeRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    package func render(_ grade: StageGrade) -> String {
        let verification = grade.verification, kata = verification.kata, stage = grade.stage
        let light = style.tint(grade.passed ? "● passed" : "● not passed", grade.passed ? .green : .red)
        var lines = ["\(light)  \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title)"]
        switch (grade.reached, grade.testsProved) {
        case (nil, _):
            lines.append("  Your code does not pass the workbook's suite of this stage or of a later one. This stage's suite says:")
            lines.append("  \(style.light(verification.verdict.colour))")
            lines += VerificationRenderer(style: style).details(verification)
        case (let reached?, _) where reached > stage.number:
            lines.append("  Your code passes the workbook's suite of stage \(reached), which holds this stage's behaviour.")
        case (_, let proved?) where proved > stage.number:
            lines.append("  Your code passes this stage's suite, and your tests are at stage \(proved)'s red: they prove stage \(proved).")
        case (_, .some):
            lines += VerificationRenderer(style: style).details(verification)
        case (_, nil):
            lines.append("  Your code passes this stage's suite; your tests do not prove it yet:")
            lines += VerificationRenderer(style: style).details(verification)
        }
        return lines.joined(separator: "\n")
    }
}
