import Foundation
@testable import KataKit

/// A workbook of one small kata, `tally` (XCTest, three stages), made in a folder for the tool's own end-to-end tests:
/// quick to build, and never shown to learners.
///
/// Stage 1: a new `Counter` counts 0. Stage 2: `increment()` adds one. Each has its suite, its reference code and
/// mutants its suite catches. Stage 3 is a refactor with no mutants (the step gets a name, its evidence), its suite stage 2's.
struct FixtureWorkbook {
    let root: URL

    /// The fixture's one kata.
    static let kataID = "tally"

    /// Writes the fixture in `root` (emptied first) and loads it.
    init(at root: URL) throws {
        self.root = root
        try? FileManager.default.removeItem(at: root)
        for (path, text) in Self.files {
            let file = root.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    var workbook: Workbook {
        get throws { try Workbook(root: root) }
    }

    /// The workbook's suite after `stage` (0: the clean start), which is also what an honest student's tests hold.
    static func suite(after stage: Int) -> String {
        [startSuite, stageOneSuite, stageTwoSuite, stageTwoSuite][stage]
    }

    static let startCode = "// Your code goes here.\n"
    static let stageOneCode = "struct Counter {\n    private(set) var count = 0\n}\n"
    static let stageTwoCode = """
        struct Counter {
            private(set) var count = 0

            mutating func increment() {
                count += 1
            }
        }

        """

    static let stageThreeCode = """
        struct Counter {
            private(set) var count = 0
            private let step = 1

            mutating func increment() {
                count += step
            }
        }

        """

    static let startSuite = "import XCTest\n@testable import Tally\n\nfinal class CounterTests: XCTestCase {}\n"
    static let stageOneSuite = """
        import XCTest
        @testable import Tally

        final class CounterTests: XCTestCase {
            func testStartsAtZero() {
                XCTAssertEqual(Counter().count, 0)
            }
        }

        """
    static let stageTwoSuite = """
        import XCTest
        @testable import Tally

        final class CounterTests: XCTestCase {
            func testStartsAtZero() {
                XCTAssertEqual(Counter().count, 0)
            }

            func testIncrementAddsOne() {
                var counter = Counter()
                counter.increment()
                counter.increment()
                XCTAssertEqual(counter.count, 2)
            }
        }

        """

    private static let manifest = """
        {
          "id": "tally", "title": "A tally counter", "source": "the tool's own tests", "framework": "xctest", "module": "Tally",
          "stages": [
            {
              "number": 1, "slug": "starts-at-zero", "title": "A new counter counts zero", "kind": "red-compile",
              "commit": "Add a counter that starts at zero",
              "mutants": [{"name": "starts-at-one", "file": "Counter.swift", "find": "var count = 0", "replace": "var count = 1",
                           "wrong": "a new counter does not start at zero"}],
              "hints": ["What does a new counter say?", "A struct with a count.", "struct Counter { var count = 0 }"]
            },
            {
              "number": 2, "slug": "counts-up", "title": "Increment adds one", "kind": "red-compile",
              "commit": "Count up by one",
              "mutants": [{"name": "adds-two", "file": "Counter.swift", "find": "count += 1", "replace": "count += 2",
                           "wrong": "an increment adds more than one"},
                          {"name": "sets-one", "file": "Counter.swift", "find": "count += 1", "replace": "count = 1",
                           "wrong": "an increment sets the count to one instead of adding one"}],
              "hints": ["What changes when you count?", "A mutating method.", "mutating func increment() { count += 1 }"]
            },
            {
              "number": 3, "slug": "named-step", "title": "The step has a name", "kind": "refactor",
              "commit": "Name the step",
              "evidence": [{"in": "code", "declares": "step", "shows": "the step has a name", "missing": "your code gives the step no name yet"}],
              "hints": ["Where is the 1 of a step?", "A private constant.", "private let step = 1"]
            }
          ]
        }
        """

    private static let files: [String: String] = [
        "Tools/Catalog/catalog.json": "{\"katas\": [\"tally\"]}\n",
        "Tools/Catalog/tally.json": manifest,
        "LESSONS.md": "# The fixture kata\n",
        "Package.swift": "// swift-tools-version: 6.0\n// The fixture workbook of the tool's own tests: its packages are the tool's scratch packages.\n",
        "Solutions/tally/00-start/Counter.swift": startCode,
        "Solutions/tally/01-starts-at-zero/Counter.swift": stageOneCode,
        "Solutions/tally/02-counts-up/Counter.swift": stageTwoCode,
        "Solutions/tally/03-named-step/Counter.swift": stageThreeCode,
        "Tests/tally/00-start/CounterTests.swift": startSuite,
        "Tests/tally/01-starts-at-zero/CounterTests.swift": stageOneSuite,
        "Tests/tally/02-counts-up/CounterTests.swift": stageTwoSuite,
        "Tests/tally/03-named-step/CounterTests.swift": stageTwoSuite,
        "Katas/tally/Tally/Counter.swift": startCode,
        "Katas/tally/TallyTests/CounterTests.swift": startSuite,
    ]
}
