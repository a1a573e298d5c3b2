import KataClassroom
import KataVerification

extension IntegrityFlag.Kind {
    /// A short phrase for a teacher, such as "ends the process".
    package var phrase: String {
        switch self {
        case .processExit: "ends the process"
        case .exitHandler: "registers an exit handler"
        case .signalHandler: "handles signals"
        case .spawnsProcess: "starts processes"
        case .fileAccess: "reads or writes files"
        case .networkAccess: "uses the network"
        case .environmentRead: "reads the environment or arguments"
        case .testObservation: "watches the test run"
        case .reflection: "looks at type or module names or source paths"
        case .unsafeLinkage: "links symbols by hand"
        case .customEquality: "defines its own =="
        case .randomness: "uses randomness"
        case .frameworkName: "declares a name the frameworks or the standard library own"
        }
    }
}

extension ClassReport.Row {
    /// What the row's integrity flags say, each kind once, in the order of the kinds.
    var flagPhrases: [String] {
        flagKinds.map(\.phrase)
    }
}
