import KataToolOutput

/// Why no generated mutant of a stage's catalog could be counted (see `MutantCatalog.problem`), said by KataRendering.
package enum CatalogProblem: Sendable, Equatable, Codable {
    /// The schemata does not compile, its error on the line given, and no mutant left is to blame.
    case schemataDoesNotCompile(line: Int)
    /// The workbook's suite does not pass against the schemata with no mutant on: its colour, if it ran.
    case controlNotGreen(VerdictColour?)
}
