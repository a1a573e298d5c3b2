import KataClassroom

extension DocumentFault {
    /// What is wrong with the student's document, as a report's row says it.
    var sentence: String {
        switch self {
        case .historyOutOfRange: "the run history has verifies this kata cannot have (a stage, hints or date out of range), left out"
        case .resultOutOfRange: "the graded result does not fit the kata (its cells, stage reached, hints or stages out of range): not read"
        case .resultTooLarge: "the graded result is larger than any grade: not read"
        }
    }
}

extension ClassReport.Row {
    /// Why the row has no grade, in words: the grading's problem, or what is wrong with the result it was read from.
    var problemText: String? {
        problem.map(GradeProblem.words) ?? fault.flatMap { $0.leavesNoGrade ? $0.sentence : nil }
    }

    /// The row's warnings in words: what the run history says against the grade, then what is wrong with it.
    var warningTexts: [String] {
        warnings.map(RowWarning.words) + (fault.flatMap { $0.leavesNoGrade ? nil : [$0.sentence] } ?? [])
    }
}

extension GradeWords {
    /// The words of every sentence a grade's documents hold, as the tool says them.
    package static let said = GradeWords(problem: GradeProblem.words, warning: RowWarning.words, isolation: IsolationText.words)
}

extension RowWarning {
    /// The warning in words, as a report's row and a grade's JSON say it.
    package static func words(_ warning: RowWarning) -> String {
        switch warning {
        case .stuck(let stage, let verifies, let minutes): "stuck at stage \(stage): \(verifies) verifies over \(minutes) min"
        case .claimsDone(let claimed, let reached):
            "history claims stage \(claimed) done; the code passes \(reached == 0 ? "no stage" : "up to stage \(reached)")"
        case .comparedSaysOtherwise(let claimed, let regraded):
            "the result compared says \(claimed) stage\(claimed == 1 ? "" : "s") passed; regraded, \(regraded)"
        case .read(let words): words
        }
    }
}
