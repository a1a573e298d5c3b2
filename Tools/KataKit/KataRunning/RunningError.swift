import KataModel

/// Why a program the tool runs could not be started, or failed: the machine's fault, not the user's input.
enum RunningError: KataFailure {
    /// The program could not be started at all: the command and why.
    case cannotStart(String, StartFailure)
    /// A git command failed: one line with what git said.
    case gitFailed(String)
    /// The Swift on `PATH` is older than the workbook needs.
    case swiftTooOld(found: SwiftVersion, needed: SwiftVersion)
    /// There is no `swiftc` on `PATH` that says its version.
    case swiftMissing(needed: SwiftVersion)

    var kind: FailureKind { .environment }

    var description: String {
        switch self {
        case .cannotStart(let command, let failure): "Cannot start \(command): \(failure.reason)."
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

/// Why a program could not be started.
enum StartFailure: Sendable {
    /// The system refused to start it: its reason (`strerror`).
    case refused(String)
    /// No pipe could be made for its input.
    case noPipe
    /// No file could be made for its results.
    case noResultsFile
    /// No lock could be made in this folder (a grading user's).
    case noLock(String)

    /// Why, in words.
    var reason: String {
        switch self {
        case .refused(let reason): reason
        case .noPipe: "no pipe for its input"
        case .noResultsFile: "no file for its results"
        case .noLock(let folder): "no lock can be made in \(folder)"
        }
    }
}
