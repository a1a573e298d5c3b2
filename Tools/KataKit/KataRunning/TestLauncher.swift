import Foundation
import KataModel
import KataToolOutput

/// The command that starts one test target's tests in a built scratch package.
///
/// On Linux the test product is a plain executable and is started directly: that saves SwiftPM's own start-up
/// (0.45 s a run, measured here), and the test process writes its lines straight into the log, so the name of a
/// test that hangs is there when the run is stopped. Elsewhere (an XCTest bundle on macOS), `swift test
/// --skip-build` starts it.
struct TestLauncher: Sendable {
    let package: ScratchPackage
    let processRunner: ProcessRunner
    /// The test executable started directly, `nil` where `swift test` starts the tests.
    private let executable: URL?

    /// Whether a run past its limit gets an interrupt and a moment to end before it is killed: `swift test`, which
    /// ends the tests it started, does; a test executable, which ends as it is killed, does not (behind a boundary,
    /// the interrupt reached none, and a mutant that makes a test wait for good cost 3 s more each).
    var isInterruptible: Bool { executable == nil }

    /// The launcher of the package's test product, as SwiftPM builds it.
    init(package: ScratchPackage, processRunner: ProcessRunner) {
        self.package = package
        self.processRunner = processRunner
        #if os(Linux)
        let file = package.directory.appending(path: ".build/debug/\(ScratchPackage.name)PackageTests.xctest")
        executable = FileManager.default.isExecutableFile(atPath: file.path) ? file : nil
        #else
        executable = nil
        #endif
    }

    /// The launcher of one test target's executable, built by `DirectBuild` (which knows its XCTest tests from their
    /// source, see `TestEntryPoint.listing`).
    init(package: ScratchPackage, executable: URL, processRunner: ProcessRunner) {
        self.package = package
        self.processRunner = processRunner
        self.executable = executable
    }

    /// The XCTest tests of the built test product, by test target. XCTest on Linux selects tests by class, not by
    /// module, so the product lists them once for all targets. Where `swift test` starts the tests, they are read from
    /// the source instead: a target with none is then not run, since
    /// `xctest` given a filter that matches nothing ends without the observer's last record, as if it had crashed.
    func xctestListing(logs: URL, timeout: Duration) throws -> XCTestListing {
        guard let executable else { return sourceListing() }
        let listing = try processRunner.run([executable.path, "--list-tests"], outputFile: logs.appending(path: "tests.list"),
                                            timeout: timeout, temporaryFolder: package.temporaryFolder(for: "tests"), endingEscapes: true,
                                            readable: readable)
        var result = XCTestListing()
        for line in listing.output.split(separator: "\n") {
            guard let dot = line.firstIndex(of: "."), let slash = line.firstIndex(of: "/"), dot < slash else { continue }
            let target = String(line[..<dot])
            result.classes[target, default: []].insert(String(line[..<slash]))
            result.tests[target, default: []].append(TestName(target: target, suite: String(line[line.index(after: dot)..<slash]),
                                                              function: String(line[line.index(after: slash)...])))
        }
        return result
    }

    /// The arguments that run the XCTest cases of `target`, or `nil` when it has none; `listing` is what
    /// `xctestListing` listed.
    func xctest(_ target: String, listing: XCTestListing?) -> [String]? {
        if let listing, listing.classes[target, default: []].isEmpty { return nil }
        guard let executable, let listing else {
            return swiftTest(target) + ["--disable-swift-testing"]
        }
        return [executable.path, listing.classes[target, default: []].sorted().joined(separator: ",")]
    }

    /// The XCTest tests of each test target as their source declares them (see `TestEntryPoint.xctestCases`), by the
    /// module SwiftPM compiles them as, the target's name.
    private func sourceListing() -> XCTestListing {
        var listing = XCTestListing()
        for target in package.testTargets {
            let mirror = package.folder(ofTests: target.name)
            let texts = SourceFiles.paths(under: mirror).filter { $0.hasSuffix(".swift") }
                .map { (try? String(contentsOf: mirror.appending(path: $0), encoding: .utf8)) ?? "" }
            let own = TestEntryPoint.listing(of: TestEntryPoint.xctestCases(in: texts), module: target.name)
            listing.classes.merge(own.classes) { $0.union($1) }
            listing.tests.merge(own.tests) { $0 + $1 }
        }
        return listing
    }

    /// The arguments that run the Swift Testing tests of `target`, one at a time, writing the event stream to `stream`.
    func swiftTesting(_ target: String, stream: URL) -> [String] {
        let options = ["--no-parallel", "--filter", "^\(target)\\.", "--event-stream-output-path", stream.path, "--event-stream-version", "0"]
        guard let executable else {
            return swiftTest(target) + ["--disable-xctest"] + options
        }
        return [executable.path, "--testing-library", "swift-testing"] + options
    }

    /// What a run of tests reads of the package: the executable, and the mirrors of the tests, where a test finds the
    /// files beside it (recorded snapshots; tests compiled once for several targets see the first one's mirror).
    /// The same for every version of the code.
    var readable: [URL] {
        (executable.map { [$0] } ?? [package.directory]) + [package.directory.appending(path: "Tests")]
    }

    /// `swift test` of the tests of `target`, built: the runs of a package's targets go at once, so none waits for
    /// SwiftPM's lock of the build folder, which a run that builds nothing does not need (a second run waited for the
    /// first's end, measured here).
    private func swiftTest(_ target: String) -> [String] {
        ["swift", "test", "--skip-build", "--ignore-lock", "--package-path", package.directory.path, "--filter", "^\(target)\\."]
    }
}

/// The XCTest classes and tests of a built test product, by test target.
package struct XCTestListing: Sendable {
    /// The qualified class names (`Target.Class`) of each target.
    var classes: [String: Set<String>] = [:]
    /// The tests of each target, in the listing's order.
    var tests: [String: [TestName]] = [:]
}
