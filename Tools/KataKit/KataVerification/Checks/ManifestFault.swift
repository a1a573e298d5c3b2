/// What is wrong with a kata's manifest on its own (see `CatalogCheck.problems(in:)`), said by KataRendering.
package enum ManifestFault: Sendable, Equatable, Codable {
    /// The kata's id is not lowercase letters, digits and dashes.
    case idNotKebabCase
    /// The kata has no stages.
    case noStages
    /// The stage's number is not its place in the manifest, from 1.
    case misnumbered(number: Int, place: Int)
    /// Two stages have the slug.
    case slugTwice(String)
    /// The stage's slug is not lowercase letters, digits and dashes.
    case slugNotKebabCase(String)
    /// The stage has no title.
    case noTitle
    /// The stage has no commit message.
    case noCommitMessage
    /// The stage has fewer hints than the fewest a stage has.
    case tooFewHints(Int, fewest: Int)
    /// The kata's first stage is a refactor.
    case startsWithRefactor
    /// A refactor stage has mutants.
    case refactorWithMutants
    /// A stage that is no refactor has no mutant.
    case noMutant
    /// Two mutants of the stage have the name.
    case mutantNameTwice
    /// The mutant replaces its text with the same text.
    case replacesWithTheSame
    /// The mutant's `wrong` is no clause in words.
    case wrongNotAClause
    /// A stage that is no refactor has refactor evidence.
    case evidenceOfNoRefactor
    /// A refactor stage has no evidence.
    case refactorWithoutEvidence
    /// The evidence gives both `declares` and `matches`, or neither.
    case declaresOrMatches
    /// The evidence's `matches` is no regular expression.
    case notARegularExpression(String)
    /// The evidence's `declares` is no Swift name.
    case notASwiftName(String)
    /// The evidence's `atLeast` is above its `atMost`.
    case neverHolds
    /// The evidence lacks `shows` or `missing`.
    case noShowsOrMissing
}
