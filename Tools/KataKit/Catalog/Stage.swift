/// One red-green(-refactor) cycle of a kata, with the commit that closes it.
public struct Stage: Codable, Sendable, Equatable {
    /// The stage's position in its kata, from 1.
    public let number: Int
    /// A short lowercase name used in folder names.
    public let slug: String
    /// The title shown to learners and used as the lesson's heading.
    public let title: String
    /// How the stage's red shows itself.
    public let kind: StageKind
    /// The commit message for the stage's green step.
    public let commit: String
    /// Hints, from gentle to explicit.
    public let hints: [String]

    /// The folder name of this stage's snapshots in `Tests/` and `Solutions/`.
    public var folderName: String { Stage.folderName(number: number, slug: slug) }

    /// The folder name of the clean start, the code and suite before stage 1.
    public static let startFolderName = folderName(number: 0, slug: "start")

    static func folderName(number: Int, slug: String) -> String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }
}
