/// What is wrong with a document a student controls that a report read for their row: a value no kata can have,
/// which the report sets aside instead of trusting (the words are the renderers').
package enum DocumentFault: Sendable, Equatable {
    /// Verifies of the run history with a stage the kata does not have, more hints than the stage has, or a date out of
    /// `DocumentBounds.dates`: they are left out of the lights, hints and warnings; the grade stands.
    case historyOutOfRange
    /// A graded result whose cells, stage reached or hints do not fit the kata, or that names a stage it does not have:
    /// none of it is read.
    case resultOutOfRange
    /// A graded result larger than `GradedResultsReader.largestResult`: none of it is read.
    case resultTooLarge

    /// Whether the document was the grade itself, so that the row has none.
    package var leavesNoGrade: Bool {
        self != .historyOutOfRange
    }
}
