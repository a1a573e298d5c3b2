import KataClassroom
import KataVerification

extension KataStanding.Cell {
    /// What the word means, where it does not say it all: the legend's gloss.
    var meaning: String? {
        switch self {
        case .unproved: "the code passes, the tests do not prove or guard it"
        case .failing(.amber): "does not compile"
        case .failing(.timedOut): "ran past its time limit"
        case .notStarted: "its suite does not compile against the code yet"
        case .notPassed: "a refactor not made, a stage below one that does not compile, or not passed in a Classroom 50 result"
        default: nil
        }
    }
}

extension ClassReport {
    /// Each kind of cell with the grade's word for it (as the CSV and the JSON write it) and what it means: the legend
    /// of every report.
    static let legend: [(cell: KataStanding.Cell, words: String)] = KataStanding.Cell.kinds.map { cell in
        (cell, cell.word + (cell.meaning.map { ": " + $0 } ?? ""))
    }
}
