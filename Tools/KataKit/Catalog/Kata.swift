/// A kata: its identity, test framework, module and stages, read from its manifest.
struct Kata: Codable, Sendable, Equatable {
    /// The identifier used on the command line and as folder name, e.g. `pizza-menu`.
    let id: String
    /// The kata's title.
    let title: String
    /// The source article the kata is built from.
    let source: String
    /// The framework of the workbook's suites and of the learner's tests.
    let framework: TestFramework
    /// The module the learner writes, e.g. `Giuseppes`.
    let module: String
    /// The stages in order.
    let stages: [Stage]

    /// The name of the learner's own test target.
    var learnerTestModule: String { "\(module)Tests" }

    /// The stage with this number, if the kata has one.
    func stage(_ number: Int) -> Stage? {
        stages.first { $0.number == number }
    }
}
