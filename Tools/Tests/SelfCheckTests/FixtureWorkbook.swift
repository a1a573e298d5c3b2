import Foundation
@testable import KataModel

/// A workbook of small katas made in a folder for the tool's own end-to-end tests: quick to build, and never shown to
/// learners. `tally` (XCTest, three stages) is always there; `tab` (Swift Testing, one stage of each kind, see
/// `FixtureTab`) when asked for.
///
/// Tally's stage 1: a new `Counter` counts 0. Stage 2: `increment()` adds one. Each has its suite, its reference code and
/// mutants its suite catches. Stage 3 is a refactor with no mutants (the step gets a name, its evidence), its suite stage 2's.
struct FixtureWorkbook {
    let root: URL

    /// The fixture's first kata.
    static let kataID = "tally"

    /// Writes the fixture in `root` (emptied first), with `tab` too if `withTab`.
    init(at root: URL, withTab: Bool = false) throws {
        self.root = root
        try? FileManager.default.removeItem(at: root)
        for (path, text) in Self.files(withTab: withTab) {
            let file = root.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try shareCaches(withCopyAt: root)
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

    /// Tally's manifest. It allows every capability (see `KataCapability`), so that what stops an adversarial student
    /// is the boundary, or a check no allowance lifts, as in a kata that allows what they reach (film-list's files):
    /// `SymbolAllowanceTests` hold the allowance itself.
    private static let manifest = """
        {
          "id": "tally", "title": "A tally counter", "source": "the tool's own tests", "framework": "xctest", "module": "Tally",
          "allows": [\(KataCapability.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],
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
              "redundant": [{"check": "XCTAssertEqual(Counter().count, 0)", "coveredBy": ["XCTAssertEqual(counter.count, 2)"]}],
              "weakerTests": [{"lets": "sets-one", "file": "CounterTests.swift", "find": "counter.increment()\\n        XCTAssertEqual(counter.count, 2)",
                               "replace": "XCTAssertEqual(counter.count, 1)", "says": "One increment would not tell them apart."}],
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

    /// The lessons of tally, one section of seven parts per stage, each red as the compiler says it.
    static let lessons = """
        ## A tally counter (`tally`)

        A counter that counts up, for the tool's own tests.

        ### Stage 1: A new counter counts zero

        **Behaviour.** A new counter counts zero.

        **Contract.** `struct Counter` with `count: Int`, read-only from outside.

        **Test to write.** Make a counter and check its count.

        **Red to expect.** It does not compile: `error: cannot find 'Counter' in scope`.

        **Smallest green.** A struct whose count starts at zero.

        **Commit.** `Add a counter that starts at zero`

        **Why.** The first test names the type.

        ### Stage 2: Increment adds one

        **Behaviour.** Each increment adds one.

        **Contract.** `mutating func increment()`.

        **Test to write.** Increment twice and check the count is two.

        **Red to expect.** It does not compile: `error: value of type 'Counter' has no member 'increment'`.

        **Smallest green.** Add one to the count.

        **Commit.** `Count up by one`

        **Why.** Two increments tell adding from setting. One increment would not tell them apart.

        ### Stage 3: The step has a name

        **Behaviour.** Nothing changes from the outside.

        **Contract.** Nothing new.

        **Test to write.** No test changes.

        **Red to expect.** There is no red: the bar stays green.

        **Smallest green.** Name the step in a private constant.

        **Commit.** `Name the step`

        **Why.** A named step reads as what it is.

        """

    /// Every file of the workbook: tally's, and tab's if `withTab`.
    private static func files(withTab: Bool) -> [String: String] {
        let katas = withTab ? [kataID, FixtureTab.kataID] : [kataID]
        var files: [String: String] = [
            "Tools/Catalog/catalog.json": "{\"katas\": [\(katas.map { "\"\($0)\"" }.joined(separator: ", "))]}\n",
            "Tools/Catalog/tally.json": manifest,
            "LESSONS.md": "# The fixture workbook\n\n" + lessons + (withTab ? "\n" + FixtureTab.lessons : ""),
            "README.md": """
                # The fixture workbook

                | kata | what you build | framework | stages | source |
                |---|---|---|---|---|
                | `tally` | a counter | XCTest | 3 | the tool's own tests |
                \(withTab ? FixtureTab.readmeRow + "\n" : "")
                """,
            "Package.swift": """
                // swift-tools-version: 6.0
                // The fixture workbook of the tool's own tests: never built itself, its packages are the tool's scratch
                // packages; its list of katas has the shape of the workbook's own.

                let learnerKatas = [
                    LearnerKata(id: "tally", module: "Tally"),
                \(withTab ? FixtureTab.packageLine + "\n" : "")]

                """,
            KatasScheme.path: KatasScheme.text(testTargets: withTab ? ["TallyTests", "BarTests"] : ["TallyTests"]),
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
        if withTab { files.merge(FixtureTab.files) { $1 } }
        return files
    }
}
