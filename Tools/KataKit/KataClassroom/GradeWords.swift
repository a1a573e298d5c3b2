import KataVerification

/// How a grade's decisions are said in its documents, given by KataRendering, which makes every sentence the tool says.
package struct GradeWords: Sendable {
    /// Why a kata's work has no grade, in one sentence.
    let problem: @Sendable (GradeProblem) -> String
    /// A row's warning, in words.
    let warning: @Sendable (RowWarning) -> String
    /// What held the student's code in, in words.
    let isolation: @Sendable (Isolation) -> String
    /// What a kind of integrity flag says, in a short phrase.
    let flag: @Sendable (IntegrityFlag.Kind) -> String

    package init(problem: @escaping @Sendable (GradeProblem) -> String, warning: @escaping @Sendable (RowWarning) -> String,
                 isolation: @escaping @Sendable (Isolation) -> String, flag: @escaping @Sendable (IntegrityFlag.Kind) -> String) {
        self.problem = problem
        self.warning = warning
        self.isolation = isolation
        self.flag = flag
    }
}
