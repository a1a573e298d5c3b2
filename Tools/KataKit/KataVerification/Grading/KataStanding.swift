import KataModel
import KataToolOutput

/// How far a learner's work on a kata goes, stage by stage, as a grader sees it.
package struct KataStanding: Sendable, Equatable, Codable {
    /// What grading a stage found.
    package enum Cell: Sendable, Equatable, Codable {
        /// The stage passes.
        case passed
        /// The code passes the stage's suite and the learner's tests do not prove it.
        case unproved
        /// The first stage not passed: the colour of its suite against the learner's code.
        case failing(VerdictColour)
        /// The stage after the last one passed, whose suite does not compile against the code: its API is not there yet.
        case notStarted
        /// A stage not passed for a reason no colour says: a refactor not made, or a Classroom 50 result that says no more.
        case notPassed
        /// A stage after the first one not passed.
        case notReached
    }

    /// The last stage that passes, 0 when none does.
    package var reached: Int
    /// One per stage, in order.
    package var cells: [Cell]
    /// What each stage's grade rests on, one per stage.
    package var notes: [StageNote] = []
    /// How long grading each stage took: its suite's run, and for the stage the code reaches, its proof.
    package var times: [Duration] = []

    package init(reached: Int, cells: [Cell], notes: [StageNote] = [], times: [Duration] = []) {
        self.reached = reached
        self.cells = cells
        self.notes = notes
        self.times = times
    }
}

extension KataStanding.Cell {
    /// Every kind of cell a grade gives, in the order a report's legend lists them.
    package static let kinds: [Self] = [.passed, .unproved, .failing(.red), .failing(.amber), .failing(.crashed), .failing(.timedOut),
                                        .notStarted, .notPassed, .notReached]

    /// The cell in one word, as the grade's JSON writes it and every report reads it: `passed`, `unproved`, a
    /// verdict's colour, `not-started`, `not-passed` or `not-reached`.
    package var word: String {
        switch self {
        case .passed: "passed"
        case .unproved: "unproved"
        case .failing(let colour): colour.rawValue
        case .notStarted: "not-started"
        case .notPassed: "not-passed"
        case .notReached: "not-reached"
        }
    }

    /// The cell `word` names; `nil` for a word no cell has.
    package init?(word: String) {
        guard let cell = Self.kinds.first(where: { $0.word == word }) ?? VerdictColour(rawValue: word).map(Self.failing) else { return nil }
        self = cell
    }
}
