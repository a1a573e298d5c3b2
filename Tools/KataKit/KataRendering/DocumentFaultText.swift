import KataClassroom

extension DocumentFault {
    /// What is wrong with the student's document, as a report's row says it.
    var sentence: String {
        switch self {
        case .historyOutOfRange: "the run history has verifies this kata cannot have (a stage, hints or date out of range), left out"
        }
    }
}

extension ClassReport.Row {
    /// The row's warnings in words: what the run history says against the grade, then what is wrong with it.
    var warningTexts: [String] {
        warnings + (fault.map { [$0.sentence] } ?? [])
    }
}
