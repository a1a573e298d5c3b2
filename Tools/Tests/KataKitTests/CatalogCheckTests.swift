import Foundation
import Testing
@testable import KataModel
@testable import KataRendering
@testable import KataVerification

@Suite("Validating manifests")
struct CatalogCheckTests {
    private let fake = Mutant(name: "fake", file: "A.swift", find: "count", replace: "3", wrong: "the count is always 3")

    private let helper = RefactorEvidence(place: .tests, declares: "makeSUT", matches: nil, atLeast: nil, atMost: nil,
                                          shows: "your tests declare `makeSUT`", missing: "your tests declare no `makeSUT`")

    private func stage(_ number: Int, _ slug: String, kind: StageKind = .redAssert, commit: String = "Do it", hints: [String] = ["Nudge", "Shape", "Code"],
                       mutants: [Mutant]? = nil, evidence: [RefactorEvidence]? = nil) -> Stage {
        Stage(number: number, slug: slug, title: "Stage \(slug)", kind: kind, commit: commit, hints: hints,
              mutants: mutants ?? (kind == .refactor ? [] : [fake]), evidence: evidence ?? (kind == .refactor ? [helper] : []))
    }

    private func kata(_ stages: [Stage], id: String = "pizza-menu") -> Kata {
        Kata(id: id, title: "Pizza", source: "article", framework: .xctest, module: "Giuseppes", stages: stages)
    }

    @Test("A sound manifest has no problems")
    func sound() {
        #expect(CatalogCheck.problems(in: kata([stage(1, "one"), stage(2, "two", kind: .refactor)])) == [])
    }

    @Test("Each problem is named with its kata and stage")
    func problems() {
        let problems = CatalogCheck.problems(in: kata([
            stage(1, "one", kind: .refactor),
            stage(3, "one", commit: " ", hints: []),
            stage(3, "Bad Slug"),
        ])).map(CheckFaultText.sentence)
        #expect(problems == [
            "pizza-menu stage 3: numbered 3 but is stage 2 in order.",
            "pizza-menu stage 3: the slug 'one' is used twice.",
            "pizza-menu stage 3: it has no commit message.",
            "pizza-menu stage 3: it has 0 hints; a stage needs at least 3, gentle to specific.",
            "pizza-menu stage 3: the slug 'Bad Slug' must be lowercase letters, digits and dashes.",
            "pizza-menu stage 1: a kata cannot start with a refactor; there is nothing green to keep green.",
        ])
    }

    @Test("Every stage but a refactor has mutants, each named once, its edit a change, its sentence words without code")
    func mutants() {
        let problems = CatalogCheck.problems(in: kata([
            stage(1, "one", mutants: []),
            stage(2, "two", mutants: [fake, fake, Mutant(name: "same", file: "A.swift", find: "x", replace: "x", wrong: "The `x` stays.")]),
            stage(3, "three", kind: .refactor, mutants: [fake]),
        ])).map(CheckFaultText.sentence)
        #expect(problems == [
            "pizza-menu stage 1: it has no mutant; the learner's tests must catch at least one.",
            "pizza-menu stage 2 mutant 'fake': the name is used twice.",
            "pizza-menu stage 2 mutant 'same': it replaces its text with the same text.",
            "pizza-menu stage 2 mutant 'same': 'wrong' must be a clause in words, lowercase first, no period, no code.",
            "pizza-menu stage 3: a refactor stage changes no behaviour, so it has no mutants.",
        ])
    }

    @Test("A refactor stage, and only one, has evidence: a name or a pattern, bounds that can hold, and its two sentences")
    func evidence() {
        let both = RefactorEvidence(place: .code, declares: "a", matches: "b", atLeast: nil, atMost: nil, shows: "s", missing: "m")
        let broken = RefactorEvidence(place: .code, declares: nil, matches: "(", atLeast: nil, atMost: nil, shows: "s", missing: "m")
        let never = RefactorEvidence(place: .code, declares: nil, matches: "x", atLeast: 2, atMost: 1, shows: "s", missing: "m")
        let mute = RefactorEvidence(place: .code, declares: "x", matches: nil, atLeast: nil, atMost: 0, shows: "", missing: "m")
        let notAName = RefactorEvidence(place: .code, declares: "make(SUT", matches: nil, atLeast: nil, atMost: nil, shows: "s", missing: "m")
        let problems = CatalogCheck.problems(in: kata([
            stage(1, "one", evidence: [helper]),
            stage(2, "two", kind: .refactor, evidence: []),
            stage(3, "three", kind: .refactor, evidence: [both, broken, never, mute, notAName]),
        ])).map(CheckFaultText.sentence)
        #expect(problems == [
            "pizza-menu stage 1: only a refactor stage has refactor evidence; other stages are proved by mutants.",
            "pizza-menu stage 2: a refactor stage needs evidence: what its change leaves in the learner's code or tests, so that a comment cannot complete it.",
            "pizza-menu stage 3 evidence 1: give `declares` or `matches`, not both or neither.",
            "pizza-menu stage 3 evidence 2: `(` is not a regular expression.",
            "pizza-menu stage 3 evidence 3: atLeast is above atMost, so it can never hold.",
            "pizza-menu stage 3 evidence 4: it needs `shows` and `missing` sentences.",
            "pizza-menu stage 3 evidence 5: `make(SUT` is not a Swift name to declare.",
        ])
        // Held against code all the same, neither crashes: what is not a pattern matches nothing.
        #expect(!RefactorCheck([broken, notAName], code: ["let x = (1)"], tests: []).holds)
    }

    @Test("A lesson's red says the kind of red its stage has, and never that a compile-error stage compiles")
    func lessonReds() {
        func lesson(_ red: String) -> LessonBook {
            LessonBook(text: """
                ## Pizza (`pizza-menu`)

                ### Stage 1: Stage one

                **Behaviour.** b **Contract.** c **Test to write.** t **Red to expect.** \(red) **Smallest green.** s
                **Commit.** `Do it` **Why.** w
                """)
        }
        let stages = kata([stage(1, "one", kind: .redCompile)])
        #expect(CatalogCheck.lessonProblems(stages, lesson("It does not compile: `error: cannot find 'Pizza' in scope`.")) == [])
        #expect(CatalogCheck.lessonProblems(stages, lesson("It does not compile: cannot find 'Pizza' in scope.")).map(CheckFaultText.sentence) == [
            "pizza-menu stage 1: the lesson's red quotes no compiler message (`error: ...`), so a verify cannot tell the learner which red they see.",
        ])
        #expect(CatalogCheck.lessonProblems(stages, lesson("It compiles, and there is nothing to check.")).map(CheckFaultText.sentence) == [
            "pizza-menu stage 1: the lesson's red quotes no compiler message (`error: ...`), so a verify cannot tell the learner which red they see.",
            "pizza-menu stage 1: the lesson's red says it compiles, and a red-compile stage's suite does not compile against the stage before.",
        ])
        #expect(CatalogCheck.lessonProblems(kata([stage(1, "one")]), lesson("It does not compile, and then tests fail.")).map(CheckFaultText.sentence) == [
            "pizza-menu stage 1: the lesson's red says it does not compile, and a red-assert stage's suite compiles against the stage before.",
        ])
    }

    @Test("A mutant applies only where its text stands exactly once")
    func applyingAMutant() {
        #expect(fake.applied(to: "return count") == "return 3")
        #expect(fake.applied(to: "return 0") == nil)
        #expect(fake.applied(to: "count + count") == nil)
    }

    @Test("A lesson that hands out four or more lines of the stage's reference code is reported; a signature is not")
    func handedOutCode() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let catalog = root.appending(path: "Tools/Catalog")
        let reference = root.appending(path: "Solutions/pizza-menu/01-one")
        for folder in [catalog, reference, root.appending(path: "Tests/pizza-menu/01-one")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try #"{"katas": ["pizza-menu"]}"#.write(to: catalog.appending(path: "catalog.json"), atomically: true, encoding: .utf8)
        try #"""
            {"id": "pizza-menu", "title": "P", "source": "s", "framework": "xctest", "module": "Giuseppes", "stages": [
              {"number": 1, "slug": "one", "title": "One", "kind": "red-compile", "commit": "c", "hints": ["a", "b", "c"]}]}
            """#.write(to: catalog.appending(path: "pizza-menu.json"), atomically: true, encoding: .utf8)
        try "struct MenuDataSource {\n    let numberOfSections = 1\n\n    func rows() -> Int {\n        3\n    }\n}\n"
            .write(to: reference.appending(path: "MenuDataSource.swift"), atomically: true, encoding: .utf8)
        func lessons(_ code: String) throws -> [String] {
            try "## P (`pizza-menu`)\n\n### Stage 1: One\n\n**Behaviour.** x\n\n```swift\n\(code)\n```\n"
                .write(to: root.appending(path: "LESSONS.md"), atomically: true, encoding: .utf8)
            let workbook = try Workbook(root: root)
            return CatalogCheck.problems(of: try workbook.kata(named: "pizza-menu"), in: workbook, lessons: try workbook.lessonBook())
                .map(CheckFaultText.sentence).filter { $0.contains("hands out") }
        }
        #expect(try lessons("struct MenuDataSource {\n  let numberOfSections = 1\n  func rows() -> Int {\n    3") == [
            "pizza-menu stage 1: the lesson hands out code that stands in the stage's reference or suite (from `struct MenuDataSource {`); move it to the last hints.",
        ])
        #expect(try lessons("struct MenuDataSource {\n    let numberOfSections: Int\n}") == [], "three lines of contract are fine")
    }

    @Test("A kata with no stages, or a bad id, is reported")
    func emptyKata() {
        #expect(CatalogCheck.problems(in: kata([], id: "Pizza Menu")).map(CheckFaultText.sentence) == [
            "Pizza Menu: the id must be lowercase letters, digits and dashes.",
            "Pizza Menu: the kata has no stages.",
        ])
    }

    @Test("A manifest that is not valid JSON, or misses a field, is reported with the file and the place")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appending(path: "Tools/Catalog")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try #"{"katas": ["pizza-menu"]}"#.write(to: catalog.appending(path: "catalog.json"), atomically: true, encoding: .utf8)
        try #"{"id": "pizza-menu", "title": "P", "source": "s", "framework": "xctest", "module": "G", "stages": [{"number": 1}]}"#
            .write(to: catalog.appending(path: "pizza-menu.json"), atomically: true, encoding: .utf8)
        #expect(throws: WorkbookError.unreadableManifest("pizza-menu.json", reason: "missing 'slug' at .stages[0]")) {
            try Workbook(root: directory.url)
        }
    }
}
