/// A point in a kata's history that has a snapshot folder in `Tests/` and `Solutions/`.
package enum Snapshot: Sendable, Equatable, Codable {
    /// The clean start: the code and the suite before stage 1.
    case cleanStart
    /// The reference after the green step of a stage, or the suite after its red step.
    case after(Stage)

    /// The snapshot that comes right before `stage`.
    package static func before(_ stage: Stage, of kata: Kata) -> Snapshot {
        kata.stage(stage.number - 1).map { .after($0) } ?? .cleanStart
    }

    /// The snapshot's folder name inside `Tests/<kata>/` and `Solutions/<kata>/`.
    var folderName: String {
        switch self {
        case .cleanStart: Stage.startFolderName
        case .after(let stage): stage.folderName
        }
    }
}
