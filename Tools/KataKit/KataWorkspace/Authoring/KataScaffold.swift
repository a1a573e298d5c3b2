import Foundation
import KataModel

/// A new kata made by `kata new`: every file and listing a kata needs, with one example stage, so that the kata
/// passes its own check as made and an author replaces the example with their own stages.
package struct KataScaffold {
    let id: String
    let title: String
    let framework: TestFramework
    let source: String

    package init(id: String, title: String, framework: TestFramework, source: String) {
        self.id = id
        self.title = title
        self.framework = framework
        self.source = source
    }

    /// The module the learner writes: the id in upper camel case (`tip-jar` → `TipJar`).
    package var module: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Where the new kata's files go.
    private var paths: KataPaths { KataPaths(id: id, module: module) }

    /// Why this kata cannot be made in `workbook`, or `nil` when it can.
    package func refusal(in workbook: Workbook) -> String? {
        guard id.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*/) != nil else {
            return "'\(id)' cannot name a kata: use lowercase letters and digits, words joined by dashes (e.g. tip-jar)."
        }
        let places = [paths.manifest, paths.suites, paths.references, paths.workspace]
        if workbook.katas.contains(where: { $0.id == id }) || places.contains(where: { FileManager.default.fileExists(atPath: workbook.root.appending(path: $0).path) }) {
            return "A kata called '\(id)' exists already: pick another id."
        }
        if let other = workbook.katas.first(where: { $0.module == module }) {
            return "\(other.id) already has the module \(module), which '\(id)' would have: pick another id."
        }
        if title.trimmingCharacters(in: .whitespaces).isEmpty { return "--title takes the kata's title, e.g. --title \"A tip jar\"." }
        return nil
    }

    /// Writes the kata's files and adds it to the files that list the katas, all worked out before any is written.
    package func write(into workbook: Workbook) throws {
        let edits = try [
            (KataPaths.catalogList, catalogList(try workbook.text(of: KataPaths.catalogList))),
            (KataPaths.packageManifest, packageDeclaration(try workbook.text(of: KataPaths.packageManifest))),
            (KataPaths.readme, try KataListFix.readme(try workbook.text(of: KataPaths.readme), withRowOf: kata)),
            (KataPaths.lessons, try workbook.text(of: KataPaths.lessons).trimmingCharacters(in: .newlines) + "\n\n" + chapter),
            (KatasScheme.path, KatasScheme.text(testTargets: workbook.katas.map(KatasScheme.testTarget) + [paths.learnerTestModule])),
        ]
        for (path, contents) in newFiles.merging(edits, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            let file = workbook.root.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// `catalog.json` with the id added at the end of its list.
    private func catalogList(_ text: String) throws -> String {
        guard let close = text.range(of: "]", options: .backwards) else { throw WorkspaceError.noPlace(KataPaths.catalogList, "its list of katas") }
        let before = text[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return before + (before.hasSuffix("[") ? "" : ", ") + "\"\(id)\"" + text[close.lowerBound...]
    }

    /// `Package.swift` with the kata's learner targets declared after the last `LearnerKata(...)`.
    private func packageDeclaration(_ text: String) throws -> String {
        guard let added = LearnerKataLine.adding(id: id, module: module, to: text) else {
            throw WorkspaceError.noPlace(KataPaths.packageManifest, "a `LearnerKata(id: ..., module: ...)` line to add one after")
        }
        return added
    }

    private var newFiles: [String: String] {
        let start = Stage.startFolderName, first = "01-starts-at-zero"
        let placeholder = "// Your code for \(title) goes here.\n"
        return [
            paths.manifest: manifest,
            "\(paths.learnerCode)/\(module).swift": placeholder,
            "\(paths.learnerTests)/CounterTests.swift": suite(withTest: false),
            "\(paths.references)/\(start)/\(module).swift": placeholder,
            "\(paths.references)/\(first)/Counter.swift": "/// Counts up from zero.\nstruct Counter {\n    private(set) var count = 0\n}\n",
            "\(paths.suites)/\(start)/CounterTests.swift": suite(withTest: false),
            "\(paths.suites)/\(first)/CounterTests.swift": suite(withTest: true),
        ]
    }

    /// The suite shell, or the suite with the example stage's test.
    private func suite(withTest: Bool) -> String {
        switch framework {
        case .xctest:
            let body = withTest ? " {\n    func testANewCounterCountsZero() {\n        XCTAssertEqual(Counter().count, 0)\n    }\n}\n" : " {}\n"
            return "import XCTest\n@testable import \(module)\n\nfinal class CounterTests: XCTestCase" + body
        case .swiftTesting:
            let body = withTest ? " {\n    @Test func aNewCounterCountsZero() {\n        #expect(Counter().count == 0)\n    }\n}\n" : " {}\n"
            return "import Testing\n@testable import \(module)\n\n@Suite struct CounterTests" + body
        }
    }

    /// The kata's manifest: its one example stage.
    private var manifest: String {
        JSONStyle.text(of: kata) + "\n"
    }

    /// The kata as its manifest declares it: its one example stage.
    private var kata: Kata {
        Kata(id: id, title: title, source: source, framework: framework, module: module, stages: [exampleStage])
    }

    /// The example stage, with a mutant and three hints.
    private var exampleStage: Stage {
        Stage(number: 1, slug: "starts-at-zero", title: "A new counter counts zero", kind: .redCompile,
                          commit: "Add a counter that starts at zero",
                          hints: ["What does a counter say before anything has been counted?",
                                  "The shape: a test that makes a `Counter` and checks its `count`; then a struct with a stored count.",
                                  "The code: `struct Counter { private(set) var count = 0 }`"],
                          mutants: [Mutant(name: "starts-at-one", file: "Counter.swift", find: "var count = 0", replace: "var count = 1",
                                           wrong: "a new counter does not start at zero")])
    }

    private var chapter: String {
        """
        ## \(title) (`\(id)`)

        \(LessonBook.placeholderIntroduction) \(source). Your code goes in `\(paths.learnerCode)`, your tests
        in `\(paths.learnerTests)`.

        ### Stage 1: A new counter counts zero

        **Behaviour.** A counter that has counted nothing says zero.

        **Contract.** `struct Counter` with a `count: Int` that code outside can read.

        **Test to write.** Make a counter and check that its count is zero.

        **Red to expect.** It does not compile: `error: cannot find 'Counter' in scope`.

        **Smallest green.** A struct whose stored count starts at zero.

        **Commit.** `Add a counter that starts at zero`

        **Why.** The first test names the type and the first fact about it.

        """
    }
}
