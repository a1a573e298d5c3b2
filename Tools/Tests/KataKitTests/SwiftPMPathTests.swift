import Foundation
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataRunning

/// The path every verify takes on macOS, where the tests are an XCTest bundle that `swift test` starts: reached here
/// with a scratch package that is not built, so that no test executable stands in its place.
@Suite("Running tests through swift test, as on macOS")
struct SwiftPMPathTests {
    @Test("An XCTest target with no tests (every clean start's suite) is not run; the others run by swift test, past SwiftPM's lock")
    func emptyTargetIsNotRun() throws {
        let root = try TemporaryDirectory()
        let code = root.url.appending(path: "Code"), workbook = root.url.appending(path: "Workbook"), learner = root.url.appending(path: "Learner")
        for (folder, text) in [(code, "public struct A {}"),
                               (workbook, "import XCTest\nfinal class ATests: XCTestCase {\n    func testA() {}\n    func testB() async throws {}\n}"),
                               (learner, "import XCTest\nfinal class LearnerTests: XCTestCase {\n}")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appending(path: "File.swift"), atomically: true, encoding: .utf8)
        }
        let package = ScratchPackage(directory: root.url.appending(path: "package"), module: "Code", code: code,
                                     testTargets: [.init(name: "WorkbookTests", side: .workbook, folder: workbook),
                                                   .init(name: "LearnerTests", side: .learner, folder: learner)])
        try package.prepare()
        let launcher = TestLauncher(package: package, processRunner: ProcessRunner())
        #expect(launcher.isInterruptible, "swift test gets an interrupt and a moment to end its tests")

        let listing = try launcher.xctestListing(logs: root.url, timeout: .seconds(5))
        #expect(listing.tests["WorkbookTests"]?.map(\.description) == ["ATests.testA", "ATests.testB"])
        #expect(launcher.xctest("LearnerTests", listing: listing) == nil)
        #expect(launcher.xctest("WorkbookTests", listing: listing)
            == ["swift", "test", "--skip-build", "--ignore-lock", "--package-path", package.directory.path, "--filter", "^WorkbookTests\\.",
                "--disable-swift-testing"])
        // Run, the empty target would have ended without the observer's last record: a crash, to the records.
        #expect(XCTestRecords.report("", token: "t", console: TestRunReport(), expected: [], target: "LearnerTests").endedEarly)

        // A `func test...` that is static (or takes arguments, or returns a value) is no test, as XCTest has it: the
        // target still has none; one test beside it is run.
        try "import XCTest\nfinal class LearnerTests: XCTestCase {\n    static func testShared() {}\n}"
            .write(to: learner.appending(path: "File.swift"), atomically: true, encoding: .utf8)
        try package.prepare()
        #expect(launcher.xctest("LearnerTests", listing: try launcher.xctestListing(logs: root.url, timeout: .seconds(5))) == nil)
        try "import XCTest\nfinal class LearnerTests: XCTestCase {\n    static func testShared() {}\n    func testOwn() {}\n}"
            .write(to: learner.appending(path: "File.swift"), atomically: true, encoding: .utf8)
        try package.prepare()
        let again = try launcher.xctestListing(logs: root.url, timeout: .seconds(5))
        #expect(again.tests["LearnerTests"]?.map(\.description) == ["LearnerTests.testOwn"])
        #expect(launcher.xctest("LearnerTests", listing: again)?.starts(with: ["swift", "test", "--skip-build", "--ignore-lock"]) == true)
    }
}
