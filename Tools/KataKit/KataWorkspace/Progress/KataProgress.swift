import Foundation
import KataToolOutput

/// How far the learner has come in one kata.
package struct KataProgress: Codable, Sendable, Equatable {
    /// The stage the learner is on, from 1; one past the last stage when the kata is done.
    package var stage: Int
    /// The colour of the last verify, if there was one.
    package var lastVerdict: VerdictColour?
    /// When the last verify ran.
    package var lastRun: Date?
    /// How many hints of the current stage the learner has asked for.
    package var hintsTaken: Int?
    /// Whether the learner's tests have failed at a verify of the current stage.
    package var redSeen: Bool?

    package init(stage: Int = 1, lastVerdict: VerdictColour? = nil, lastRun: Date? = nil, hintsTaken: Int? = nil) {
        self.stage = stage
        self.lastVerdict = lastVerdict
        self.lastRun = lastRun
        self.hintsTaken = hintsTaken
    }
}
