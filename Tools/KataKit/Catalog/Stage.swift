/// One red-green(-refactor) cycle of a kata, with the commit that closes it.
struct Stage: Codable, Sendable, Equatable {
    /// The stage's position in its kata, from 1.
    let number: Int
    /// A short lowercase name used in folder names.
    let slug: String
    /// The title shown to learners and used as the lesson's heading.
    let title: String
    /// How the stage's red shows itself.
    let kind: StageKind
    /// The commit message for the stage's green step.
    let commit: String
    /// Hints, from gentle to explicit.
    let hints: [String]

    /// The folder name of this stage's snapshots in `Tests/` and `Solutions/`.
    var folderName: String { Stage.folderName(number: number, slug: slug) }

    /// The folder name of the clean start, the code and suite before stage 1.
    static let startFolderName = folderName(number: 0, slug: "start")

    static func folderName(number: Int, slug: String) -> String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }
}
