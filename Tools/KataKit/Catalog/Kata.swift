/// A kata: its identity, test framework, module and stages, read from its manifest.
public struct Kata: Codable, Sendable, Equatable {
    /// The identifier used on the command line and as folder name, e.g. `pizza-menu`.
    public let id: String
    /// The kata's title.
    public let title: String
    /// The source article the kata is built from.
    public let source: String
    /// The framework of the workbook's suites and of the learner's tests.
    public let framework: TestFramework
    /// The module the learner writes, e.g. `Giuseppes`.
    public let module: String
    /// The stages in order.
    public let stages: [Stage]

    /// The name of the learner's own test target.
    public var learnerTestModule: String { "\(module)Tests" }

    /// The stage with this number, if the kata has one.
    public func stage(_ number: Int) -> Stage? {
        stages.first { $0.number == number }
    }

    /// The snapshot folder name for a stage number; 0 names the clean start.
    public func folderName(forStage number: Int) -> String? {
        number == 0 ? Stage.startFolderName : stage(number)?.folderName
    }
}
