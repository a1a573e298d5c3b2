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
