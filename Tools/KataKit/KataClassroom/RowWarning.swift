/// What a report row warns the teacher of, decided once (from the student's run history, or a result compared); a
/// report and a grade's JSON say it in words (KataRendering).
package enum RowWarning: Sendable, Equatable {
    /// The run history's last stage has had `verifies` verifies, none done, over `minutes` min: the student is stuck.
    case stuck(stage: Int, verifies: Int, minutes: Int)
    /// The run history claims the stage `claimed` done, beyond the stage the graded code reaches.
    case claimsDone(claimed: Int, reached: Int)
    /// The graded result compared says `claimed` stages passed, where the regrade passes `regraded`.
    case comparedSaysOtherwise(claimed: Int, regraded: Int)
    /// A warning a graded result read back holds, in its words.
    case read(String)
}
