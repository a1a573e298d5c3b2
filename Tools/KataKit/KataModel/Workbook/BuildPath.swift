import Foundation

/// How the workbook's scratch packages are built and their tests run: the compiler's jobs run by the tool (`direct`,
/// Linux's path) or SwiftPM (`swiftpm`, a Mac's path), chosen once when the tool starts.
package enum BuildPath: String, Sendable, CaseIterable {
    case direct
    case swiftpm

    /// The environment variable that chooses the path; without it, the platform's own (see `platformDefault`).
    package static let variable = "KATA_BUILD"

    /// The path this platform takes when none is chosen: the direct build where a plain `swiftc` finds the test
    /// frameworks (Linux), SwiftPM elsewhere.
    package static var platformDefault: BuildPath {
        #if os(Linux)
        .direct
        #else
        .swiftpm
        #endif
    }

    /// The path `environment` chooses, or the platform's own when it chooses none; throws for a value the tool does
    /// not know, or for the direct build where the platform cannot take it.
    package static func chosen(by environment: [String: String]) throws(WorkbookError) -> BuildPath {
        guard let value = environment[variable], !value.isEmpty else { return platformDefault }
        guard let path = BuildPath(rawValue: value) else {
            throw .unknownBuildPath(value, known: allCases.map(\.rawValue))
        }
        guard path == .swiftpm || platformDefault == .direct else { throw .directBuildUnavailable }
        return path
    }

    /// The path the tool's environment chooses, read once when the tool starts (see `chosen(by:)`); the platform's own
    /// when the choice cannot be taken, which the command line refuses before it does anything.
    package static let current: Result<BuildPath, WorkbookError> = Result { () throws(WorkbookError) in
        try chosen(by: ProcessInfo.processInfo.environment)
    }
}
