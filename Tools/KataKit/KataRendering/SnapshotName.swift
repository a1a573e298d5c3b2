import KataModel

extension Snapshot {
    /// How a learner calls it: "the clean start" or "stage 4".
    var name: String {
        switch self {
        case .cleanStart: "the clean start"
        case .after(let stage): "stage \(stage.number)"
        }
    }
}
