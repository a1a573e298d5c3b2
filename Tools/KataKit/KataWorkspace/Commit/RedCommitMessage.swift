import KataModel

extension Kata {
    /// The commit message of `stage`'s red step: the behaviour the new test asks for and the code lacks, and how it
    /// fails. `kata verify --commit` and `kata replay` both write it.
    package func redCommitMessage(for stage: Stage) -> String {
        "Red: \(stage.title) (\(id) stage \(stage.number), \(stage.kind.expectedRedPhrase))"
    }
}

extension StageKind {
    /// A short phrase for the red this stage starts with, as the red's commit message says it and the lesson and the
    /// verify repeat it.
    package var expectedRedPhrase: String {
        switch self {
        case .redCompile: "a compile error"
        case .redAssert: "a failing assertion"
        case .redCrash: "a crash"
        case .refactor: "no red: a refactor under a green bar"
        }
    }
}
