/// One small edit of a stage's reference code that a mutant schemata holds, made only in a run that names it.
package struct MutationSite: Codable, Sendable, Hashable {
    /// The number a run names it by; never 0, which runs the reference.
    package var id: Int
    /// The reference file it edits, and the line there.
    package var file: String
    package var line: Int
    /// The edit in a few words, for the kata's author: "`<` made `<=`".
    package var change: String

    package init(id: Int, file: String, line: Int, change: String) {
        self.id = id
        self.file = file
        self.line = line
        self.change = change
    }
}
