import KataModel

extension StageKind {
    /// The verdict the stage's suite gives against the previous stage's code.
    package var verdictAgainstPreviousStage: VerdictColour {
        switch self {
        case .redCompile: .amber
        case .redAssert: .red
        case .redCrash: .crashed
        case .refactor: .green
        }
    }
}
