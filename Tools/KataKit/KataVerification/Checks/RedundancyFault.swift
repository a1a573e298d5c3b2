import KataModel

/// What is wrong with the checks of a stage's suite and the manifest's marks of them as redundant (see
/// `RedundantChecks`), said by KataRendering.
package enum RedundancyFault: Sendable, Equatable, Codable {
    /// A mutant whose runs the judgement reads.
    package enum Mutant: Sendable, Equatable, Codable {
        /// A generated mutant, at its site.
        case generated(MutationSite)
        /// A hand-written mutant of the stage, by name.
        case handWritten(String)
    }

    /// What else catches every mutant a check catches.
    package enum Cover: Sendable, Equatable, Codable {
        /// The check catches no mutant.
        case catchesNone
        /// These lines, between them, catch every mutant it catches, the one catching most first.
        case caughtAlsoBy([String])
        /// No other lines catch every mutant it catches.
        case noOtherLines
    }

    /// The check nearest to one that catches none that a mutant needs: of its test, or else of its file.
    package struct Nearest: Sendable, Equatable, Codable {
        /// The nearest check's text.
        package var check: String
        /// Whether it is of the same test, not only of the same file.
        package var inItsTest: Bool
    }

    /// The manifest marks a check redundant that the stage's suite does not have.
    case markOfNoCheck(String)
    /// Deleted together, the checks marked redundant let the mutant through.
    case marksLetThrough(Mutant)
    /// No mutant needs the check at its place (`File.swift:12`): what covers it, and when it catches none, the
    /// nearest check a mutant needs.
    case unneeded(String, place: String, Cover, nearest: Nearest?)
    /// The check, marked at the stage numbered, is in a test the mutant stops.
    case markInAStoppedTest(String, markedAt: Int, Mutant)
    /// The check, marked at the stage numbered, is covered by a line the stage's suite does not hold.
    case coverNotHeld(String, markedAt: Int, cover: String, Cover)
    /// The check, marked at the stage numbered, is covered by a check marked redundant too.
    case coverMarkedToo(String, markedAt: Int, cover: String, Cover)
    /// The check, marked at the stage numbered, catches a mutant its cover lets through.
    case coverLetsThrough(String, markedAt: Int, Mutant, covers: [String], Cover)
}
