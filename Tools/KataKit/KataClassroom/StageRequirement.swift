/// A stage a teacher requires of a kata (`--require KATA:STAGE`): a grade meets it when the kata's work passes that
/// stage and every one before it.
package struct StageRequirement: Sendable, Equatable, CustomStringConvertible {
    package var kata: String
    package var stage: Int

    package init(kata: String, stage: Int) {
        self.kata = kata
        self.stage = stage
    }

    /// `KATA:STAGE` as given on the command line; `nil` when it is not that shape.
    package init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let stage = Int(parts[1]), stage >= 1 else { return nil }
        self.init(kata: String(parts[0]), stage: stage)
    }

    /// `KATA:STAGE`, as the command line takes it.
    package var description: String { "\(kata):\(stage)" }

    /// The stage the grade's work on the kata reaches, `nil` when the kata was not graded.
    package func reached(in grade: StudentGrade) -> Int? {
        grade.katas.first { $0.kata.id == kata }.map { $0.standing?.reached ?? 0 }
    }

    /// Whether the grade's work on the kata passes the stage and every one before it.
    package func isMet(by grade: StudentGrade) -> Bool {
        (reached(in: grade) ?? 0) >= stage
    }
}
