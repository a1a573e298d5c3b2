/// A kata: its identity, test framework, module and stages, read from its manifest.
package struct Kata: Codable, Sendable, Equatable {
    /// The identifier used on the command line and as folder name, e.g. `pizza-menu`.
    package let id: String
    /// The kata's title.
    package let title: String
    /// The source article the kata is built from.
    package let source: String
    /// The framework of the workbook's suites and of the learner's tests.
    package let framework: TestFramework
    /// The module the learner writes, e.g. `Giuseppes`.
    package let module: String
    /// The stages in order.
    package let stages: [Stage]
    /// What its tests may reach beyond the behaviour under test (see `KataCapability`); none when the manifest names none.
    package let allows: [KataCapability]?

    package init(id: String, title: String, source: String, framework: TestFramework, module: String, stages: [Stage],
                 allows: [KataCapability]? = nil) {
        self.id = id
        self.title = title
        self.source = source
        self.framework = framework
        self.module = module
        self.stages = stages
        self.allows = allows
    }

    /// What its tests may reach beyond the behaviour under test.
    package var capabilities: Set<KataCapability> { Set(allows ?? []) }

    /// The kata with no stage marking a check redundant: what a proof reads of it.
    package var withoutRedundantMarks: Kata {
        Kata(id: id, title: title, source: source, framework: framework, module: module, stages: stages.map { stage in
            Stage(number: stage.number, slug: stage.slug, title: stage.title, kind: stage.kind, commit: stage.commit, hints: stage.hints,
                  mutants: stage.mutants, evidence: stage.evidence, retires: stage.retires, weakerTests: stage.weakerTests)
        }, allows: allows)
    }

    /// The name of the learner's own test target.
    package var learnerTestModule: String { paths.learnerTestModule }

    /// The stage with this number, if the kata has one.
    package func stage(_ number: Int) -> Stage? {
        stages.first { $0.number == number }
    }
}
