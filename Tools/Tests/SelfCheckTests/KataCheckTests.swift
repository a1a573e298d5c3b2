import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification
@testable import KataRendering
@testable import KataCommandLine

/// `kata check`, the author's check of one kata, on the fixture kata: as made it passes, and each mistake an author
/// makes on the way is named with its stage.
@Suite("An author checks a kata with kata check", .serialized, .toolWide)
struct KataCheckTests {
    private func check(_ fixture: FixtureWorkbook, fix: Bool = false) async throws -> (status: Int32, text: String) {
        try await run(CheckCommand(kata: FixtureWorkbook.kataID, fix: fix), in: fixture)
    }

    /// The faults of a check's text, but those of its committed catalogs of generated mutants made stale by the edit
    /// that made the others (which each stage whose code, suites or mutants changed has).
    private func faults(_ text: String, stale: inout Int) -> [Substring] {
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("  ✗") }
        let staleLines = lines.filter { $0.contains("the catalog of its generated mutants in Tools/Catalog/GeneratedMutants/") && $0.contains("was made from other") }
        stale = staleLines.count
        return lines.filter { !staleLines.contains($0) }
    }

    private func run(_ command: any Runnable, in fixture: FixtureWorkbook) async throws -> (status: Int32, text: String) {
        let printed = Mutex<[String]>([])
        let runner = CommandContext(workbook: try fixture.workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { line in printed.withLock { $0.append(line) } })
        let status = try await offThePool { runner.run(command) }
        return (status, printed.withLock { $0.joined(separator: "\n") })
    }

    @Test("kata new makes a kata that kata list shows and kata check passes but for its introduction; a taken or bad id is refused, touching nothing")
    func newKata() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-new").appending(path: "workbook"))
        let before = SourceFiles.fingerprint(of: [fixture.root])
        for (id, refusal) in [("tally", "A kata called 'tally' exists already"), ("Tip_Jar", "'Tip_Jar' cannot name a kata"), ("7up", "'7up' cannot name a kata")] {
            let refused = try await run(NewCommand(kata: id, framework: .xctest, title: "T", source: nil), in: fixture)
            #expect(refused.status == 2 && refused.text.contains(refusal), "\(refused.text)")
        }
        #expect(SourceFiles.fingerprint(of: [fixture.root]) == before, "a refused kata new touches nothing")

        let made = try await run(NewCommand(kata: "tip-jar", framework: .swiftTesting, title: "A tip jar", source: "a course"), in: fixture)
        #expect(made.status == 0, "\(made.text)")
        #expect(made.text.hasPrefix("Made tip-jar (Swift Testing, module TipJar) with one example stage"), "\(made.text)")
        let list = try await run(ListCommand(), in: fixture)
        #expect(list.text.contains("tip-jar"), "\(list.text)")
        let checked = try await run(CheckCommand(kata: "tip-jar"), in: fixture)
        // Everything but the introduction, which is the author's to write.
        #expect(checked.status == 1 && checked.text.hasSuffix("tip-jar has 1 fault to mend."), "\(checked.text)")
        #expect(checked.text.contains("  ✗ tip-jar: the chapter's introduction in LESSONS.md is still the one kata new wrote; "), "\(checked.text)")
        #expect(checked.text.contains("tip-jar: 1 stage, 1 mutant built and run: "), "\(checked.text)")
        let again = try await run(NewCommand(kata: "tip-jar", framework: .xctest, title: "Again", source: nil), in: fixture)
        #expect(again.status == 2, "\(again.text)")
        let workbook = try fixture.workbook
        #expect(KataCheck(workbook: workbook, kata: try workbook.kata(named: "tally"), limits: RunLimits(test: .seconds(60))).problemsInTheFiles() == [],
                "the kata beside it still agrees with every list")
        // The author tried their kata as a learner: the check names the command that puts the clean start back.
        let mine = workbook.learnerCode(try workbook.kata(named: "tip-jar")).appending(path: "Mine.swift")
        try "struct Mine {}\n".write(to: mine, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: mine) }
        #expect(KataCheck(workbook: workbook, kata: try workbook.kata(named: "tip-jar"), limits: RunLimits(test: .seconds(60))).problemsInTheFiles()
            .map(CheckFaultText.sentence).contains { $0.hasSuffix("a kata ships at its clean start: `swift run kata reset tip-jar` puts it back, your work kept in a backup first.") })
    }

    @Test("A LESSONS.md or README.md that cannot be read is named as such: show stops with one line, the check lists it as a fault")
    func unreadableFiles() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-unreadable").appending(path: "workbook"))
        for file in ["LESSONS.md", "README.md"] { try FileManager.default.removeItem(at: fixture.root.appending(path: file)) }
        let shown = try await run(ShowCommand(kata: FixtureWorkbook.kataID, stage: "1"), in: fixture)
        #expect(shown.status == 2)
        #expect(shown.text == "error: LESSONS.md is missing or cannot be read: put the workbook's copy back (`git checkout -- LESSONS.md`).")
        let workbook = try fixture.workbook
        let problems = KataCheck(workbook: workbook, kata: try workbook.kata(named: FixtureWorkbook.kataID), limits: RunLimits(test: .seconds(60)))
            .problemsInTheFiles().map(CheckFaultText.sentence)
        #expect(problems.first == "LESSONS.md is missing or cannot be read: put the workbook's copy back (`git checkout -- LESSONS.md`).")
        let listed = KataListCheck.problems(in: workbook).map { CheckFaultText.sentence(CheckFault(.unnamed, .list($0))) }
        #expect(listed.last == "README.md is missing or cannot be read: put the workbook's copy back (`git checkout -- README.md`).")
        #expect(!listed.contains { $0.contains("katas table") }, "no row is said missing from a README not read")
    }

    /// The fixture katas the other end-to-end tests walk are themselves sound: tab, the one with a stage of every kind
    /// (tally is checked by `faults`).
    @Test("The fixture kata with a stage of every kind passes its check; its faults of the files and of the contract are named together, exit 1")
    func fixtureTab() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-check-tab").appending(path: "workbook"), withTab: true)
        let unwritten = try await run(CheckCommand(kata: FixtureTab.kataID), in: fixture)
        #expect(unwritten.status == 1 && unwritten.text.contains("  ✗ tab stage 1: Tools/Catalog/GeneratedMutants/tab.json has no catalog of its generated mutants: "
            + "`swift run kata check tab --fix` writes it again."), "\(unwritten.text)")
        let checked = try await run(CheckCommand(kata: FixtureTab.kataID, fix: true), in: fixture)
        #expect(checked.status == 0 && checked.text.hasSuffix("tab passes its check."), "\(checked.text)")

        // A README row left behind by a new stage is the tool's to write.
        let readme = fixture.root.appending(path: "README.md")
        let rows = try String(contentsOf: readme, encoding: .utf8)
        try rows.replacingOccurrences(of: FixtureTab.readmeRow, with: FixtureTab.readmeRow.replacingOccurrences(of: "| 6 |", with: "| 5 |"))
            .write(to: readme, atomically: true, encoding: .utf8)
        let staleRow = try await run(CheckCommand(kata: FixtureTab.kataID), in: fixture)
        #expect(staleRow.status == 1 && staleRow.text.contains("`swift run kata check tab --fix` writes it."), "\(staleRow.text)")
        let fixed = try await run(CheckCommand(kata: FixtureTab.kataID, fix: true), in: fixture)
        #expect(fixed.status == 0 && fixed.text.hasPrefix("wrote README.md: its row of tab: Swift Testing, 6 stages\n"), "\(fixed.text)")
        #expect(try String(contentsOf: readme, encoding: .utf8) == rows)

        func edit(_ path: String, _ change: (String) -> String) throws {
            let file = fixture.root.appending(path: path)
            try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        try edit("Tools/Catalog/tab.json") { manifest in
            manifest
                // A first mutant that traps inside an assertion's expression: hollowed it is not run, so only the
                // crash of the whole suite tells that no assertion catches it.
                .replacingOccurrences(of: #""mutants": [{"name": "zero-past-the-end","#, with: #"""
                    "mutants": [{"name": "indexes-past-the-end", "file": "Tab.swift", "find": "prices.indices.contains(line) ?", "replace": "(prices.indices.contains(line) || line >= 0) ?", "wrong": "a line past the end is read"}, {"name": "zero-past-the-end",
                    """#)
                // A mistyped mutant, which must not stop the proof of the rest.
                .replacingOccurrences(of: #"{"name": "keeps-prices","#, with: #"{"name": "mistyped", "file": "Tab.swift", "find": "prices.removeAl()", "replace": "()", "wrong": "nothing"}, {"name": "keeps-prices","#)
                // A test retired that the stage keeps.
                .replacingOccurrences(of: #""commit": "Settle the tab","#, with: #""commit": "Settle the tab", "retires": ["TabTests.pricesAddUp()"],"#)
        }
        // A new test of a red stage that passes on the stage before's code, and which the next stage's suite drops.
        try edit("Tests/tab/03-no-negative-prices/TabTests.swift") { suite in
            suite.replacingOccurrences(of: "struct TabTests {\n", with: "struct TabTests {\n    @Test func newTabIsEmpty() {\n        #expect(Tab().total == 0)\n    }\n\n")
        }
        try edit("LESSONS.md") { $0.replacingOccurrences(of: "A tab that adds up prices, for the tool's own tests.", with: LessonBook.placeholderIntroduction + " a course.") }

        // --fix writes no catalog while the contract has faults: it would record what faulty suites kill.
        let catalogs = try Data(contentsOf: fixture.root.appending(path: "Tools/Catalog/GeneratedMutants/tab.json"))
        let faulty = try await run(CheckCommand(kata: FixtureTab.kataID, fix: true), in: fixture)
        #expect(faulty.status == 1, "\(faulty.text)")
        #expect(try Data(contentsOf: fixture.root.appending(path: "Tools/Catalog/GeneratedMutants/tab.json")) == catalogs)
        let expected = [
            "  ✗ tab stage 6 mutant 'mistyped': its text stands 0 times in Solutions/tab/06-settled-tab/Tab.swift, not once.",
            "  ✗ tab: the chapter's introduction in LESSONS.md is still the one kata new wrote; ",
            "  ✗ tab stage 3 (no-negative-prices, red-assert): its new test TabTests.newTabIsEmpty() passes against stage 2's code already; ",
            "  ✗ tab stage 4 (past-the-end, red-crash): its suite has no test TabTests.newTabIsEmpty(), which stage 3's has; ",
            "  ✗ tab stage 4 (past-the-end, red-crash): the suite catches the mutant 'indexes-past-the-end' by a crash, not an assertion (",
            "  ✗ tab stage 6 (settled-tab, red-compile): the manifest says it retires TabTests.pricesAddUp(), which is not a test of stage 5's suite that its own lacks",
        ]
        for line in expected {
            #expect(faulty.text.contains(line), "\(line)\n\(faulty.text)")
        }
        var stale = 0
        #expect(faults(faulty.text, stale: &stale).count == expected.count, "\(faulty.text)")
        #expect(stale > 0, "the stages whose suites or mutants changed have stale catalogs: \(faulty.text)")
    }

    @Test("A sound kata passes; a mutant its suite lets live, a first mutant only a trap catches, a red that is not red and a lesson quoting a message the compiler does not give are each named")
    func faults() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-check").appending(path: "workbook"))
        let sound = try await check(fixture, fix: true)
        #expect(sound.status == 0, "\(sound.text)")
        #expect(sound.text.hasSuffix("tally passes its check."), "\(sound.text)")
        #expect(!sound.text.contains("kept from an earlier check"), "\(sound.text)")
        let again = try await check(fixture)
        #expect(again.status == 0 && again.text.contains("no fault (kept from an earlier check of the same files by this build of the tool)"),
                "a second check of the same files reuses the first: \(again.text)")

        // A committed catalog edited by hand, what its suite sees against a mutant changed: its seal does not hold, so no proof
        // reads it, and the check names it until --fix writes it again.
        let committed = fixture.root.appending(path: "Tools/Catalog/GeneratedMutants/tally.json")
        let written = try String(contentsOf: committed, encoding: .utf8)
        let killer = try #require(written.firstRange(of: #""check" : ""#))
        try written.replacingCharacters(in: killer, with: #""check" : "x"#).write(to: committed, atomically: true, encoding: .utf8)
        let edited = try await check(fixture)
        #expect(edited.status == 1 && edited.text.contains(" the catalog of its generated mutants in Tools/Catalog/GeneratedMutants/tally.json was edited by hand "
            + "(its seal does not hold): `swift run kata check tally --fix` writes it again."), "\(edited.text)")
        let mended = try await check(fixture, fix: true)
        let rewritten = try String(contentsOf: committed, encoding: .utf8)
        #expect(mended.status == 0 && rewritten == written, "\(mended.text)")

        let manifest = fixture.root.appending(path: "Tools/Catalog/tally.json")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: #""title": "Increment adds one", "kind": "red-compile""#, with: #""title": "Increment adds one", "kind": "red-assert""#)
        text = text.replacingOccurrences(of: #"{"name": "sets-one","#, with: #"{"name": "same-step", "file": "Counter.swift", "find": "count += 1", "replace": "count += 2 - 1", "wrong": "an increment adds one the long way"}, {"name": "sets-one","#)
        // A first mutant that a trap outside the assertions catches: hollowed, the suite still catches it (the run of
        // the suite's one build with its assertions switched off).
        text = text.replacingOccurrences(of: #"{"name": "adds-two","#, with: #"{"name": "traps", "file": "Counter.swift", "find": "count += 1", "replace": "count += Int(\"one\")!", "wrong": "an increment traps"}, {"name": "adds-two","#)
        // A mutant that does not compile in any form: the stage's schemata blames it and it is built apart, which
        // names its error; its stage's other mutants are proved in the schemata as before.
        text = text.replacingOccurrences(of: #"{"name": "sets-one","#, with: #"{"name": "not-swift", "file": "Counter.swift", "find": "count += 1", "replace": "count += \"one\"", "wrong": "an increment adds a word"}, {"name": "sets-one","#)
        // A weaker test the lesson says lets a mutant through that it catches: one increment does tell `adds-two`.
        text = text.replacingOccurrences(of: #""weakerTests": [{"lets": "sets-one","#, with: #""weakerTests": [{"lets": "adds-two","#)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let lessons = fixture.root.appending(path: "LESSONS.md")
        try String(contentsOf: lessons, encoding: .utf8).replacingOccurrences(of: "cannot find 'Counter' in scope", with: "cannot find 'Tally' in scope")
            .write(to: lessons, atomically: true, encoding: .utf8)

        let faulty = try await check(fixture)
        #expect(faulty.status == 1, "\(faulty.text)")
        let expected = [
            "  ✗ tally stage 2: the lesson's red does not say 'fail', as a red-assert stage should.",
            "  ✗ tally stage 2: the lesson's red says it does not compile, and a red-assert stage's suite compiles against the stage before.",
            "  ✗ tally stage 1 (starts-at-zero, red-compile): the lesson quotes 'cannot find 'Tally' in scope', which the compiler does not say against the clean start's code",
            "  ✗ tally stage 2 (counts-up, red-assert): against stage 1's code it should be red, it is amber",
            "  ✗ tally stage 2 (counts-up, red-assert): the mutant 'same-step' is not caught by the stage's suite (green)",
            "  ✗ tally stage 2 (counts-up, red-assert): hollowed, the suite still catches the mutant 'traps' (crashed: ",
            "  ✗ tally stage 2 (counts-up, red-assert): the suite catches the mutant 'traps' by a crash, not an assertion (",
            "  ✗ tally stage 2 (counts-up, red-assert): the mutant 'not-swift' does not compile against the stage's suite: ",
            "  ✗ tally stage 2 (counts-up, red-assert): the lesson says \"One increment would not tell them apart.\", and the weaker test catches the mutant 'adds-two' (red: ",
        ]
        for line in expected {
            #expect(faulty.text.contains(line), "\(line)\n\(faulty.text)")
        }
        var stale = 0
        #expect(faults(faulty.text, stale: &stale).count == expected.count, "\(faulty.text)")
        #expect(stale == 2, "stage 2, whose hand-written mutants changed, has a stale catalog, and stage 3, a refactor whose catalog holds them: \(faulty.text)")
        #expect(faulty.text.hasSuffix("tally has 11 faults to mend."), "\(faulty.text)")
    }
}
