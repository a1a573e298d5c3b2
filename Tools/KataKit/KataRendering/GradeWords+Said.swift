import KataClassroom

extension GradeWords {
    /// The words of every sentence a grade's documents hold, as the tool says them.
    package static let said = GradeWords(problem: GradeProblem.words, warning: RowWarning.words, isolation: IsolationText.words,
                                          flag: { $0.phrase })
}
