import Foundation

/// The command that starts one test target's tests in a built scratch package.
///
/// On Linux the test product is a plain executable and is started directly: that saves SwiftPM's own start-up
/// (0.45 s a run, measured here), and the test process writes its lines straight into the log, so the name of a
/// test that hangs is there when the run is stopped. Elsewhere (an XCTest bundle on macOS), `swift test
/// --skip-build` starts it.
struct TestLauncher: Sendable {
    let package: ScratchPackage
    let processRunner: ProcessRunner

    /// The XCTest classes of the built test product, by test target; `nil` when the product is not started
    /// directly. XCTest on Linux selects tests by class, not by module, so the product lists them once for all targets.
    func xctestClasses(logs: URL, timeout: Duration) throws -> [String: Set<String>]? {
        guard let executable else { return nil }
        let listing = try processRunner.run([executable.path, "--list-tests"], outputFile: logs.appending(path: "tests.list"),
                                            timeout: timeout, temporaryFolder: package.temporaryFolder(for: "list"))
        var classes: [String: Set<String>] = [:]
        for line in listing.output.split(separator: "\n") {
            guard let dot = line.firstIndex(of: "."), let slash = line.firstIndex(of: "/") else { continue }
            classes[String(line[..<dot]), default: []].insert(String(line[..<slash]))
        }
        return classes
    }

    /// The arguments that run the XCTest cases of `target`, or `nil` when it has none; `classes` is what
    /// `xctestClasses` listed.
    func xctest(_ target: String, classes: [String: Set<String>]?) -> [String]? {
        guard let executable, let classes else {
            return swiftTest(target) + ["--disable-swift-testing"]
        }
        guard let own = classes[target], !own.isEmpty else { return nil }
        return [executable.path, own.sorted().joined(separator: ",")]
    }

    /// The arguments that run the Swift Testing tests of `target`, one at a time, writing the event stream to `stream`.
    func swiftTesting(_ target: String, stream: URL) -> [String] {
        let options = ["--no-parallel", "--filter", "^\(target)\\.", "--event-stream-output-path", stream.path, "--event-stream-version", "0"]
        guard let executable else {
            return swiftTest(target) + ["--disable-xctest"] + options
        }
        return [executable.path, "--testing-library", "swift-testing"] + options
    }

    private var executable: URL? {
        #if os(Linux)
        let file = package.directory.appending(path: ".build/debug/\(ScratchPackage.name)PackageTests.xctest")
        return FileManager.default.isExecutableFile(atPath: file.path) ? file : nil
        #else
        return nil
        #endif
    }

    private func swiftTest(_ target: String) -> [String] {
        ["swift", "test", "--skip-build", "--package-path", package.directory.path, "--filter", "^\(target)\\."]
    }
}
