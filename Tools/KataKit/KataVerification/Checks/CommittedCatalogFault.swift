/// What is wrong with the workbook's committed catalogs of a kata's generated mutants, in the file they are kept in
/// (see `KataCheck.problemsInTheCommittedCatalogs`), said by KataRendering.
package enum CommittedCatalogFault: Sendable, Equatable, Codable {
    /// The file holds no catalog of the stage.
    case missing(file: String)
    /// The stage's catalog in the file was made from other code, suites, mutants or generator.
    case stale(file: String)
    /// The stage's catalog in the file was edited by hand: its seal does not hold.
    case handEdited(file: String)
    /// The file holds a catalog of the stage numbered, which no proof reads.
    case unread(file: String, stage: Int)
}
