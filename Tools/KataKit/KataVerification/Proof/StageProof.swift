import KataResults

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

    /// The tests against the stage's reference code.
    package var againstReference: Verdict
    /// The tests against each mutant; empty when they do not pass against the reference.
    package var mutants: [MutantOutcome] = []
    /// The tests against the code of the stage before, when it counts as one more mutant: only where it
    /// compiles with them.
    package var againstPreviousStage: VerdictColour?

    /// Whether the tests pass against the reference code, having run at least one test.
    package var passReference: Bool {
        againstReference.colour == .green && againstReference.passed.values.reduce(0, +) > 0
    }

    /// The mutants the tests let through.
    package var uncaught: [MutantOutcome] { mutants.filter { !$0.caught } }

    /// Whether the tests fail against the stage before (`true` when it does not count).
    var catchPreviousStage: Bool { againstPreviousStage.map(\.isTestFailure) ?? true }

    /// Whether the tests prove the stage: they pass against the reference and catch every mutant.
    package var holds: Bool { passReference && uncaught.isEmpty && catchPreviousStage }
}

extension VerdictColour {
    /// Whether a test ran and did not pass: red, crashed or timed out. A compile error is not a test failure.
    package var isTestFailure: Bool { [.red, .crashed, .timedOut].contains(self) }
}
