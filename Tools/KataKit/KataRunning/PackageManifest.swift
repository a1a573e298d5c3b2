/// A `Package.swift` the tool writes (a scratch package, a replay): one package in Swift 6 mode for macOS 15 and its
/// targets, the one model of that text.
package struct PackageManifest: Sendable {
    /// A target of the package.
    package struct Target: Sendable {
        package var name: String
        package var isTest = false
        package var dependencies: [String] = []
        /// Its folder, where it is not SwiftPM's default (`Sources/NAME`, `Tests/NAME`).
        package var path: String?
        package var exclude: [String] = []
        /// Flags for the compiler (`unsafeFlags`).
        package var flags: [String] = []

        package init(name: String, isTest: Bool = false, dependencies: [String] = [], path: String? = nil, exclude: [String] = [], flags: [String] = []) {
            self.name = name
            self.isTest = isTest
            self.dependencies = dependencies
            self.path = path
            self.exclude = exclude
            self.flags = flags
        }

        /// The target's line of the manifest.
        var declaration: String {
            var parts = ["name: \(quoted(name))"]
            if !dependencies.isEmpty { parts.append("dependencies: [\(dependencies.map(quoted).joined(separator: ", "))]") }
            if let path { parts.append("path: \(quoted(path))") }
            if !exclude.isEmpty { parts.append("exclude: [\(exclude.map(quoted).joined(separator: ", "))]") }
            if !flags.isEmpty { parts.append("swiftSettings: [.unsafeFlags([\(flags.map(quoted).joined(separator: ", "))])]") }
            return "        .\(isTest ? "testTarget" : "target")(\(parts.joined(separator: ", ")))"
        }
    }

    package var name: String
    /// A line that says what the package is, as a comment under the tools version.
    package var about: String?
    package var targets: [Target]

    package init(name: String, about: String? = nil, targets: [Target]) {
        self.name = name
        self.about = about
        self.targets = targets
    }

    /// The manifest's text.
    package var text: String {
        """
        // swift-tools-version: 6.0
        \(about.map { "// \($0)\n" } ?? "")import PackageDescription

        let package = Package(
            name: \(quoted(name)),
            platforms: [.macOS(.v15)],
            targets: [
        \(targets.map { $0.declaration + "," }.joined(separator: "\n"))
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}

/// A Swift string literal of `text`, which the tool's names never need escaped.
private func quoted(_ text: String) -> String { "\"\(text)\"" }
