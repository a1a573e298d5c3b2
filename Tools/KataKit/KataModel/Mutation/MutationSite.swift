/// One small edit of a stage's reference code that a mutant schemata holds, made only in a run that names it.
package struct MutationSite: Codable, Sendable, Hashable {
    /// The number a run names it by; never 0, which runs the reference.
    package var id: Int
    /// The reference file it edits, and the line there.
    package var file: String
    package var line: Int
    /// The edit in a few words, for the kata's author: "`<` made `<=`".
    package var change: String
    /// The hand-written mutant it is made of, when it is one's; `nil` for a generated site.
    package var handWritten: HandWrittenOrigin?

    package init(id: Int, file: String, line: Int, change: String, handWritten: HandWrittenOrigin? = nil) {
        self.id = id
        self.file = file
        self.line = line
        self.change = change
        self.handWritten = handWritten
    }
}

/// A hand-written mutant a site is made of: its name, and its stage.
package struct HandWrittenOrigin: Codable, Sendable, Hashable {
    /// The mutant's name in its stage's manifest.
    package var mutant: String
    /// The number of the stage it is of.
    package var stage: Int
}
