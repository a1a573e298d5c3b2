import Foundation
import KataModel

/// The JSON document of `kata grade --json`: one student's grade on every kata graded, for a program to read.
///
/// Its shape is versioned by `version`; a field is only ever added within a version.
package struct GradeJSON: Codable {
    /// The version of this document's shape.
    package static let currentVersion = 1

    var version = currentVersion
    var student: String
    /// What held the student's code in while it was graded.
    var isolation: String
    var katas: [Kata]
    /// The commit of the student's clone (abbreviated) and its date, and their last verify; left out when unknown.
    var commit: String?
    var commitDate: Date?
    var lastVerify: Date?

    /// One kata's grade.
    struct Kata: Codable {
        var id: String
        var stages: Int
        /// The last stage that passes, 0 when none does.
        var reached: Int
        /// One per stage, in order: `passed`, `unproved` (the code passes, the tests do not prove it), `red`, `amber`,
        /// `crashed`, `timed-out` (the first stage not passed), `not-started` (its suite does not compile yet),
        /// `not-passed` (a refactor not made) or `not-reached`.
        var cells: [String]
        /// Why the work could not be graded; `null` when it was.
        var problem: String?
        /// Whether the work is still the clean start.
        var untouched: Bool
        var flags: [Flag]
        /// Symbolic links in the student's folders, left out of the grade.
        var linksLeftOut: [String]
        /// The student's run history of the kata, as their repository holds it (see `StudentActivity`): each verify's
        /// colour in order, the hints taken, and what it says against the grade; left out without a history.
        var verifies: [String]?
        var hints: Int?
        var warnings: [String]?
        /// Whether the run history shows the student stuck (one of `warnings` says how); left out when it does not.
        var stuck: Bool?
        /// Whether verifies of the run history that the kata cannot have were left out (see `DocumentFault`); left out
        /// when none were.
        var historyOutOfRange: Bool?
    }

    /// Something in the student's code or tests that reaches outside the behaviour under test.
    struct Flag: Codable {
        var kind: String
        var phrase: String
        var file: String
        var line: Int
    }

    /// The document of `grade`, its problems and warnings said in `words`.
    package init(_ grade: StudentGrade, words: GradeWords) {
        student = grade.student
        isolation = words.isolation(grade.isolation)
        commit = grade.activity.commit
        commitDate = grade.activity.commitDate
        lastVerify = grade.activity.lastVerify
        katas = grade.katas.map { kataGrade in
            let row = ClassReport.Row(student: grade.student, kataGrade, activity: grade.activity)
            return Kata(id: kataGrade.kata.id, stages: kataGrade.kata.stages.count, reached: kataGrade.standing?.reached ?? 0,
                        cells: kataGrade.standing?.cells.map(\.word) ?? [], problem: kataGrade.problem.map(words.problem),
                        untouched: kataGrade.untouched,
                        flags: kataGrade.flags.map { Flag(kind: $0.kind.rawValue, phrase: words.flag($0.kind), file: $0.location.path, line: $0.location.line) },
                        linksLeftOut: kataGrade.linksLeftOut, verifies: row.lights?.map(\.rawValue), hints: row.hints,
                        warnings: row.lights == nil ? nil : row.warnings.map(words.warning), stuck: row.isStuck ? true : nil,
                        historyOutOfRange: row.fault == .historyOutOfRange ? true : nil)
        }
    }

    /// The document as text.
    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
