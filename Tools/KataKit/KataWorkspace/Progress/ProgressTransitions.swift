import Foundation
import KataModel
import KataToolOutput

/// What one verify of a stage found, as far as the learner's progress goes.
package struct VerifyOutcome: Sendable, Equatable {
    /// The stage verified.
    package var stage: Int
    package var colour: VerdictColour
    /// Whether the verify completed the stage: the stage proof held.
    package var stageDone: Bool
    /// Whether the learner's own tests failed (or did not compile for the stage's reason): the red TDD asks for.
    package var learnerTestsFail: Bool
    package var date: Date

    package init(stage: Int, colour: VerdictColour, stageDone: Bool, learnerTestsFail: Bool, date: Date) {
        self.stage = stage
        self.colour = colour
        self.stageDone = stageDone
        self.learnerTestsFail = learnerTestsFail
        self.date = date
    }
}

/// How each command moves the learner's progress: the states of a kata (its stage, the hints taken, whether the
/// learner's tests have been seen red) and the steps between them, as values the commands apply and save.
extension WorkbookProgress {
    /// Takes in a verify of `kata`, which becomes the current one: the last verdict and its time, a red of the
    /// learner's tests remembered until the stage is done, and on the learner's stage done the next stage, with
    /// no hint taken and no red seen yet. Verifying a stage again after passing it (the last, once the kata is
    /// done) never moves the stage.
    package mutating func record(_ outcome: VerifyOutcome, of kata: Kata) {
        var state = of(kata)
        state.lastVerdict = outcome.colour
        state.lastRun = outcome.date
        state.redSeen = (state.redSeen ?? false) || outcome.learnerTestsFail ? true : nil
        if outcome.stageDone, state.stage == outcome.stage {
            state.stage = outcome.stage + 1
            state.hintsTaken = nil
            state.redSeen = nil
        }
        katas[kata.id] = state
        current = kata.id
    }

    /// One more hint of the learner's stage of `kata` taken, never more than the stage has; the number taken now,
    /// or `nil` when the kata is done and there is no stage to give hints for.
    package mutating func takeHint(in kata: Kata) -> Int? {
        var state = of(kata)
        guard let stage = kata.stage(state.stage) else { return nil }
        let taken = min((state.hintsTaken ?? 0) + 1, stage.hints.count)
        state.hintsTaken = taken
        katas[kata.id] = state
        return taken
    }

    /// `kata start`: the learner is at `stage` of `kata`, with nothing of it verified yet, and it is the current kata.
    package mutating func begin(_ kata: Kata, at stage: Int) {
        katas[kata.id] = KataProgress(stage: stage)
        current = kata.id
    }

    /// `kata reset`: `kata` is back at its first stage, with nothing of it verified yet.
    package mutating func reset(_ kata: Kata) {
        katas[kata.id] = nil
    }
}
