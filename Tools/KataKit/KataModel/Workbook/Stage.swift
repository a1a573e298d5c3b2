/// One red-green(-refactor) cycle of a kata, with the commit that closes it.
package struct Stage: Codable, Sendable, Equatable {
    /// The stage's position in its kata, from 1.
    package let number: Int
    /// A short lowercase name used in folder names.
    package let slug: String
    /// The title shown to learners and used as the lesson's heading.
    package let title: String
    /// How the stage's red shows itself.
    package let kind: StageKind
    /// The commit message for the stage's green step.
    package let commit: String
    /// Hints, from gentle to explicit.
    package let hints: [String]
    /// The edits of the reference code the learner's tests must catch; none on a refactor stage.
    package let mutants: [Mutant]
    /// On a refactor stage, what its change leaves in the learner's work; none on other stages.
    package let evidence: [RefactorEvidence]
    /// The tests of the stage before's suite (`Suite.function`) that this stage's suite no longer holds: renamed,
    /// replaced by a test of the changed behaviour, or gone with the code they tested. Every other test stays.
    package let retires: [String]
    /// The checks of the stage's suite that no mutant needs, each with the check that covers it (see
    /// `RedundantCheck`); a mark holds at the later stages too.
    package let redundant: [RedundantCheck]
    /// The weaker tests the stage's lesson says would let one of its mutants through (see `WeakerTest`).
    package let weakerTests: [WeakerTest]

    package init(number: Int, slug: String, title: String, kind: StageKind, commit: String, hints: [String], mutants: [Mutant] = [],
         evidence: [RefactorEvidence] = [], retires: [String] = [], redundant: [RedundantCheck] = [], weakerTests: [WeakerTest] = []) {
        self.number = number
        self.slug = slug
        self.title = title
        self.kind = kind
        self.commit = commit
        self.hints = hints
        self.mutants = mutants
        self.evidence = evidence
        self.retires = retires
        self.redundant = redundant
        self.weakerTests = weakerTests
    }

    private enum CodingKeys: String, CodingKey {
        case number, slug, title, kind, commit, hints, mutants, evidence, retires, redundant, weakerTests
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        slug = try container.decode(String.self, forKey: .slug)
        title = try container.decode(String.self, forKey: .title)
        kind = try container.decode(StageKind.self, forKey: .kind)
        commit = try container.decode(String.self, forKey: .commit)
        hints = try container.decode([String].self, forKey: .hints)
        mutants = try container.decodeIfPresent([Mutant].self, forKey: .mutants) ?? []
        evidence = try container.decodeIfPresent([RefactorEvidence].self, forKey: .evidence) ?? []
        retires = try container.decodeIfPresent([String].self, forKey: .retires) ?? []
        redundant = try container.decodeIfPresent([RedundantCheck].self, forKey: .redundant) ?? []
        weakerTests = try container.decodeIfPresent([WeakerTest].self, forKey: .weakerTests) ?? []
    }

    /// The manifest's fields, the lists a stage may leave out written only when they hold something.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(slug, forKey: .slug)
        try container.encode(title, forKey: .title)
        try container.encode(kind, forKey: .kind)
        try container.encode(commit, forKey: .commit)
        try container.encode(hints, forKey: .hints)
        if !mutants.isEmpty { try container.encode(mutants, forKey: .mutants) }
        if !evidence.isEmpty { try container.encode(evidence, forKey: .evidence) }
        if !retires.isEmpty { try container.encode(retires, forKey: .retires) }
        if !redundant.isEmpty { try container.encode(redundant, forKey: .redundant) }
        if !weakerTests.isEmpty { try container.encode(weakerTests, forKey: .weakerTests) }
    }

    /// The folder name of this stage's snapshots in `Tests/` and `Solutions/`.
    package var folderName: String { Stage.folderName(number: number, slug: slug) }

    /// The folder name of the clean start, the code and suite before stage 1.
    package static let startFolderName = folderName(number: 0, slug: "start")

    private static func folderName(number: Int, slug: String) -> String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }
}
