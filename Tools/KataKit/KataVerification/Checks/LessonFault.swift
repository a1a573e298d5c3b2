import KataModel

/// What is wrong with a kata's lessons (see `CatalogCheck.lessonProblems` and `KataCheck`), said by KataRendering.
package enum LessonFault: Sendable, Equatable, Codable {
    /// LESSONS.md cannot be read: the error's description.
    case unreadable(String)
    /// LESSONS.md has no chapter for the kata.
    case noChapter
    /// The chapter's introduction is still the one `kata new` wrote.
    case placeholderIntroduction
    /// The lessons' sections are for other stages than the manifest's.
    case sectionsDisagree(sections: [Int], stages: [Int])
    /// The lesson's title is not the manifest's.
    case titleDisagrees(lesson: String, manifest: String)
    /// The lesson lacks a part, or has them out of order (see `LessonBook.parts`).
    case partsOutOfOrder
    /// The lesson's commit is not the manifest's, given.
    case commitDisagrees(String)
    /// The lesson's red does not say the word a stage of its kind must.
    case redLacksWord(String, kind: StageKind)
    /// The lesson's red quotes no compiler message.
    case quotesNoCompilerMessage
    /// The lesson's red says the suite compiles (or does not) against the stage before, against its kind.
    case saysItCompiles(Bool, kind: StageKind)
    /// The lesson hands out code of the stage's reference or suite, from the line given.
    case handsOutCode(from: String)
    /// The lesson quotes what the compiler does not say against the named snapshot's code; what it says.
    case quoteNotSaid(String, before: Snapshot, said: [String])
    /// The lesson says the compiler does not say what it says against the named snapshot's code.
    case absentQuoteSaid(String, before: Snapshot)
    /// The lesson quotes a compiler message about a later moment, which no build holds to the compiler.
    case quoteUnchecked(String)
    /// The lesson gives the compiler's words without marking them as a quote.
    case unmarkedQuote(String)
}
