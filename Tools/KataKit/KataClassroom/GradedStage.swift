import KataModel
import KataVerification

/// One stage of a student's grade as the grade's documents list it: a test worth a point.
package struct GradedStage: Sendable {
    package var kata: Kata
    package var stage: Stage
    package var passed: Bool
    /// Why the student's work on the kata could not be graded; `nil` when it was.
    package var problem: GradeProblem?
    /// Whether the work is still the clean start.
    package var untouched: Bool
    /// What the stage's grade rests on; `nil` when it was not graded.
    package var standingNote: StageNote?
    /// How long grading the stage took.
    package var time: Duration

    /// The stage's name as a test, in every document that lists the stages as tests (Classroom 50's is read back by
    /// it): `pizza-menu stage 5: The out-of-bounds section`.
    package var name: String { "\(kata.id) stage \(stage.number): \(stage.title)" }
}

extension StudentGrade {
    /// Every stage of every kata graded, in order.
    package var stages: [GradedStage] {
        katas.flatMap { grade in
            grade.kata.stages.enumerated().map { index, stage in
                let standing = grade.standing
                let note = standing?.notes.indices.contains(index) == true ? standing?.notes[index] : nil
                let passed = standing?.cells.indices.contains(index) == true && standing?.cells[index] == .passed
                return GradedStage(kata: grade.kata, stage: stage, passed: passed, problem: grade.problem, untouched: grade.untouched, standingNote: note,
                                   time: standing?.times.indices.contains(index) == true ? standing?.times[index] ?? .zero : .zero)
            }
        }
    }

    /// The stages passed, out of the stages graded.
    package var score: (passed: Int, of: Int) {
        let stages = self.stages
        return (stages.filter(\.passed).count, stages.count)
    }
}
