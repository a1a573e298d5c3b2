import KataModel

/// A fault `kata check` finds, decided here as a value and said by KataRendering (`CheckFaultText.sentence`): what it
/// is about, and what is wrong.
package struct CheckFault: Sendable, Equatable, Codable {
    /// What a fault is about, as its sentence names it first.
    package enum Subject: Sendable, Equatable, Codable {
        /// Nothing named first: the sentence names the files it is about, or it is said under its stage's heading.
        case unnamed
        /// A kata as a whole.
        case kata(String)
        /// A stage of a kata, by number.
        case stage(kata: String, Int)
        /// A stage of a kata named with its slug and kind, as the proof of the stage contract names it.
        case provedStage(kata: String, Int, slug: String, kind: StageKind)
        /// A hand-written mutant of a stage, by name.
        case mutant(kata: String, stage: Int, name: String)
        /// A refactor stage's evidence, by its place in the manifest from 1.
        case evidence(kata: String, stage: Int, Int)
        /// A stage's weaker test, by the mutant it lets through.
        case weakerTest(kata: String, stage: Int, lets: String)

        /// The kata it is about, if it names one.
        package var kata: String? {
            switch self {
            case .unnamed: nil
            case .kata(let kata), .stage(let kata, _), .provedStage(let kata, _, _, _), .mutant(let kata, _, _), .evidence(let kata, _, _),
                 .weakerTest(let kata, _, _): kata
            }
        }
    }

    /// What is wrong, by the check that finds it.
    package enum Kind: Sendable, Equatable, Codable {
        /// The manifest on its own (see `ManifestFault`).
        case manifest(ManifestFault)
        /// The manifest against the kata's folders and files (see `FileFault`).
        case files(FileFault)
        /// The lessons against the manifest, the files or the compiler (see `LessonFault`).
        case lesson(LessonFault)
        /// The hand-kept lists of katas (see `ListFault`).
        case list(ListFault)
        /// The stage contract, proved by building (see `ContractFault`).
        case contract(ContractFault)
        /// A stage's catalog of generated mutants, which could count none (see `CatalogProblem`).
        case generatedCatalog(CatalogProblem)
        /// The workbook's committed catalogs of generated mutants (see `CommittedCatalogFault`).
        case committedCatalog(CommittedCatalogFault)
        /// The checks of the suites and their marks as redundant (see `RedundancyFault`).
        case redundancy(RedundancyFault)
    }

    /// What it is about.
    package var subject: Subject
    /// What is wrong.
    package var kind: Kind

    /// The fault `kind` of `subject`.
    package init(_ subject: Subject, _ kind: Kind) {
        self.subject = subject
        self.kind = kind
    }
}
