import Foundation
import KataModel

/// The oldest Swift the workbook builds with, and the Swift this machine has.
///
/// The tool's instrumentation of the suites writes module selectors (`XCTest::XCTAssertEqual`, `#Testing::expect`),
/// which compilers before 6.3 do not parse; with an older one every verify would fail to compile its suite and say
/// nothing of why. So every command that builds asks first, and below the floor stops in one line that says what to
/// install (exit 3). The answer is kept per toolchain (see `ToolchainAnswers`): a command asks the compiler once.
package enum ToolchainFloor {
    /// The oldest Swift the workbook builds with.
    package static let minimum = SwiftVersion(major: 6, minor: 3)
    /// The release of the floor an autograder installs where its image has no Swift (Gradescope's): a patch of
    /// `minimum`, held to it by a test, so that the floor is not raised without it.
    package static let installed = SwiftVersion(major: 6, minor: 3, patch: 1)

    /// The version of the `swiftc` on `PATH`; `nil` when there is none, or it does not say.
    static var found: SwiftVersion? {
        ToolchainAnswers.answer("version", to: ["swiftc --version"]) {
            // The driver's temporary folders go in a folder of the question's own, removed after.
            let folder = FileManager.default.temporaryDirectory.appending(path: "kata-swift-version-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
            return SwiftDriver.output(of: URL(filePath: "/usr/bin/env"), ["swiftc", "--version"], writingIn: folder, temporaryFolder: folder,
                                      errorsToo: true).flatMap(SwiftVersion.init(versionOutput:))
        }
    }

    /// Stops, saying what to install, when the Swift found is older than `minimum` or cannot be found.
    package static func require() throws {
        guard let found else { throw RunningError.swiftMissing(needed: minimum) }
        guard found >= minimum else { throw RunningError.swiftTooOld(found: found, needed: minimum) }
    }
}

/// A Swift compiler's version, as `swiftc --version` prints it.
package struct SwiftVersion: Comparable, Codable, Sendable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch = 0

    /// The version in the first line of `text` that says `Swift version X.Y[.Z]` (a toolchain from swift.org) or
    /// `Apple Swift version X.Y[.Z]` (Xcode's); `nil` when none does.
    init?(versionOutput text: String) {
        guard let match = text.firstMatch(of: /Swift version (\d+)\.(\d+)(?:\.(\d+))?/),
              let major = Int(match.output.1), let minor = Int(match.output.2) else { return nil }
        self.init(major: major, minor: minor, patch: match.output.3.flatMap { Int($0) } ?? 0)
    }

    init(major: Int, minor: Int, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    package static func < (left: SwiftVersion, right: SwiftVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }

    package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
