import KataModel

/// Why a program the tool runs could not be started, or failed: the machine's fault, not the user's input.
enum RunningError: KataFailure {
    /// The program could not be started at all: the command and the system's reason.
    case cannotStart(String, String)
    /// A git command failed: one line with what git said.
    case gitFailed(String)
    /// The Swift on `PATH` is older than the workbook needs.
    case swiftTooOld(found: SwiftVersion, needed: SwiftVersion)
    /// There is no `swiftc` on `PATH` that says its version.
    case swiftMissing(needed: SwiftVersion)

    var kind: FailureKind { .environment }

    var description: String {
        switch self {
        case .cannotStart(let command, let reason): "Cannot start \(command): \(reason)."
        case .gitFailed(let message): message
        case .swiftTooOld(let found, let needed):
            "This workbook needs Swift \(needed) or later, and the swiftc on your PATH is Swift \(found): install Swift \(needed) or later "
                + "(https://www.swift.org/install; on a Mac, Xcode 26.4 or later), then run the command again."
        case .swiftMissing(let needed):
            "This workbook needs Swift \(needed) or later, and no swiftc on your PATH says its version: install Swift \(needed) or later "
                + "(https://www.swift.org/install; on a Mac, Xcode 26.4 or later), then run the command again."
        }
    }
}
