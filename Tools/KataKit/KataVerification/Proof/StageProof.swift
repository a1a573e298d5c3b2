import KataToolOutput

/// What a set of tests proves about a stage: they pass against its reference code and fail against each of its
/// mutants, and against the stage before where that compiles with them.
package struct StageProof: Sendable, Equatable, Codable {
    /// A mutant and how the tests fared against it.
    package struct MutantOutcome: Sendable, Equatable, Codable {
        package var name: String
        /// What the mutant gets wrong, in the manifest's words.
        package var wrong: String
        /// Red, crashed or timed out: the tests caught it. Green: they did not. Amber: the tests do not compile
        /// against it, which proves nothing.
        package var colour: VerdictColour

        /// Whether a test failed against the mutant.
        package var caught: Bool { colour.isTestFailure }
    }

    /// A generated mutant the workbook's suite kills (see `MutantCatalog`), of the stage proved or one before it, and
    /// how the tests fared against it.
    package struct GuardOutcome: Sendable, Equatable, Codable {
        /// The stage whose behaviour it gets wrong, and that stage's title.
        package var stage: Int
        package var stageTitle: String
        /// What that stage's workbook suite sees go wrong against it (see `MutantCatalog.Counted.check`).
        package var check: String
        package var colour: VerdictColour

        /// Whether a test failed against the mutant.
        package var caught: Bool { colour.isTestFailure }
    }

    /// The tests against the stage's reference code.
    package var againstReference: Verdict
    /// The tests against each mutant; empty when they do not pass against the reference.
    package var mutants: [MutantOutcome] = []
    /// The tests against the code of the stage before, when it counts as one more mutant: only where it
    /// compiles with them.
    package var againstPreviousStage: VerdictColour?

    /// The tests against each generated mutant of this stage and of every stage before it; empty when they do not
    /// pass against the reference.
    package var guards: [GuardOutcome] = []
    /// The tests against the generated mutants' build with none switched on: green, or the generated mutants prove
    /// nothing. `nil` when there were none to run.
    package var againstGenerated: VerdictColour?

    /// Whether the tests pass against the reference code, having run at least one test.
    /// Whether a run of the proof ran past its time limit: against the reference, a mutant, the stage before or the
    /// generated mutants.
    package var hasTimeOut: Bool {
        ([againstReference.colour, againstPreviousStage, againstGenerated] + mutants.map(\.colour) + guards.map(\.colour)).contains(.timedOut)
    }

    package var passReference: Bool {
        againstReference.colour == .green && againstReference.passed.values.reduce(0, +) > 0
    }

    /// The mutants the tests let through.
    package var uncaught: [MutantOutcome] { mutants.filter { !$0.caught } }

    /// Whether the tests fail against the stage before (`true` when it does not count).
    var catchPreviousStage: Bool { againstPreviousStage.map(\.isTestFailure) ?? true }

    /// The generated mutants the tests let through, of the stages up to `stage`.
    package func unguarded(upTo stage: Int) -> [GuardOutcome] {
        guards.filter { $0.stage <= stage && !$0.caught }
    }

    /// Whether the generated mutants' build ran the tests as the reference does.
    var generatedRan: Bool { againstGenerated.map { $0 == .green } ?? true }

    /// Whether the tests prove the stage: they pass against the reference, catch every mutant of the stage and
    /// every generated mutant of it and of every stage before it.
    package var holds: Bool { passReference && uncaught.isEmpty && catchPreviousStage && generatedRan && guards.allSatisfy(\.caught) }

    /// Whether the tests guard the behaviour of `stage`, a stage below the one proved: they pass against the
    /// reference and catch every generated mutant of that stage and of every stage before it. A stage none of whose
    /// behaviour is left to get wrong (a later stage replaced it) is guarded as the first later stage that has some
    /// is, or as the stage proved: no stage is credited on tests that guard nothing. What credits a stage below the
    /// one reached (see `StageGrade`).
    package func guards(stage: Int) -> Bool {
        guard let anchor = anchor(of: stage) else { return holds }
        return passReference && generatedRan && unguarded(upTo: anchor).isEmpty
    }

    /// The first generated mutant let through that keeps `stage` from being guarded (see `guards(stage:)`).
    package func letThrough(against stage: Int) -> GuardOutcome? {
        unguarded(upTo: anchor(of: stage) ?? stage).first
    }

    /// The first stage from `stage` on that has generated mutants of its own, whose guard credits `stage`.
    private func anchor(of stage: Int) -> Int? {
        guards.map(\.stage).filter { $0 >= stage }.min()
    }
}

extension VerdictColour {
    /// Whether a test ran and did not pass: red, crashed or timed out. A compile error is not a test failure.
    package var isTestFailure: Bool { [.red, .crashed, .timedOut].contains(self) }
}
