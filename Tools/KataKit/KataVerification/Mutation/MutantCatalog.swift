import KataModel

/// The generated mutants of one stage's reference code, sorted by what the workbook's suite of that stage says of them.
///
/// A mutant counts only when the suite kills it, so no equivalent mutant is ever demanded of a learner's tests; it
/// belongs to the first stage whose suite kills it, the stage whose lesson brought the behaviour it breaks.
package struct MutantCatalog: Sendable, Equatable, Codable {
    /// A mutant the workbook's suite kills.
    package struct Counted: Sendable, Equatable, Codable {
        package var site: MutationSite
        /// The stage whose behaviour it gets wrong: the first stage whose workbook suite kills it.
        package var stage: Int
        /// What that suite sees go wrong (its first failed check), by no test's name: what a learner is told, with
        /// the stage, when their tests let the mutant through.
        package var check: String
        /// The lines of the stage's own suite whose checks fail against it (`File.swift:12`), or `nil` when something
        /// else catches it too (see `SuiteChecks.caughtAt`): a check on one line alone is one the mutant needs.
        package var caughtAt: [String]?
    }

    /// The stage whose reference the mutants are made from.
    package var stage: Int
    package var counted: [Counted] = []
    /// The mutants that compile and that the workbook's suite lets through: a weakness of the suite, or mutants that
    /// change nothing anyone can see.
    package var survivors: [MutationSite] = []
    /// The stage's own hand-written mutants that compile in its schemata, by name: their switch. A learner's proof runs
    /// them there rather than building each apart; they are not counted here, the stage proof proves them.
    package var stageMutantSites: [String: Int] = [:]
    /// How many mutants were made, compiling or not, the stage's own hand-written ones left out.
    package var made = 0
    /// Why no mutant could be counted, when none could.
    package var problem: CatalogProblem?
}
