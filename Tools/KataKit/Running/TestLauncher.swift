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

    /// The arguments that run the XCTest cases of `target`, or `nil` when it has none.
    func xctest(_ target: String, logs: URL, timeout: Duration) throws -> [String]? {
        guard let executable else {
            return swiftTest(target) + ["--disable-swift-testing"]
        }
        // XCTest on Linux selects by class, not by module: list the tests, keep the target's classes.
        let listing = try processRunner.run([executable.path, "--list-tests"], outputFile: logs.appending(path: "\(target).list"),
                                            timeout: timeout, temporaryFolder: package.temporaryFolder(for: target))
        let classes = Set(listing.output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\(target)."), let slash = line.firstIndex(of: "/") else { return nil }
            return String(line[..<slash])
        })
        return classes.isEmpty ? nil : [executable.path, classes.sorted().joined(separator: ",")]
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
