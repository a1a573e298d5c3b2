/// A check of a stage's workbook suite that no mutant needs, marked so by the author: deleted, every mutant of the
/// stage still dies, because other checks catch what it catches.
///
/// `kata check` reports every such check a stage's suite holds unmarked; a mark holds from its stage on, as long as
/// the suite holds the check and no later stage marks it again, and is a fault where a mutant needs the check or its cover lets one through.
package struct RedundantCheck: Codable, Sendable, Equatable {
    /// The assertion's statement, as the suite writes it (spaces aside).
    package let check: String
    /// The assertions of the same suite that catch, between them, every mutant `check` catches, as the suite writes them;
    /// none ends an earlier stage's mark of the check.
    package let coveredBy: [String]

    package init(check: String, coveredBy: [String]) {
        self.check = check
        self.coveredBy = coveredBy
    }
}
