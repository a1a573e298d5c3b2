import Testing
@testable import KataModel
@testable import KataRendering

@Suite("Rendering a lesson")
struct LessonRendererTests {
    private let kata = Kata(id: "pizza-menu", title: "Giuseppe's pizza menu", source: "s", framework: .xctest, module: "Giuseppes",
                            stages: [Stage(number: 1, slug: "one", title: "One section", kind: .redCompile, commit: "c", hints: ["h"])])
    private let section = LessonBook.Section(number: 1, title: "One section", body: "**Behaviour.** One section.")

    @Test("Plain text keeps the lesson as written, under a heading that places it, with a line to the introduction")
    func plain() {
        #expect(LessonRenderer(style: TerminalStyle(colours: false)).render(section, of: kata, stage: kata.stages[0]) == """
            Giuseppe's pizza menu (pizza-menu), stage 1 of 1: One section
            XCTest · starts with a compile error · after s

            **Behaviour.** One section.

            The kata's introduction (where your files go, its rules): swift run kata show pizza-menu intro
            When you think it is done: swift run kata verify pizza-menu
            """)
    }

    @Test("A refactor stage's lesson ends with what the verify looks for, from the manifest's evidence")
    func refactorEvidence() {
        let check = { (shows: String) in
            RefactorEvidence(place: .tests, declares: "fixture", matches: nil, atLeast: nil, atMost: nil, shows: shows, missing: "m")
        }
        let stage = Stage(number: 2, slug: "fixture", title: "A fixture", kind: .refactor, commit: "c", hints: ["h"],
                          evidence: [check("your tests declare the fixture"), check("they call `Pizza()` in one place")])
        let text = LessonRenderer(style: TerminalStyle(colours: false)).render(section, of: kata, stage: stage)
        #expect(text.contains("""
            **Behaviour.** One section.

            How `kata verify` knows the refactor is made (in your code, not its comments): your tests declare the fixture; they call `Pizza()` in one place.

            The kata's
            """), "\(text)")
    }

    @Test("Given the introduction (at stage 1), the lesson starts with it; the introduction alone has a heading of its own")
    func introduction() {
        let renderer = LessonRenderer(style: TerminalStyle(colours: false))
        #expect(renderer.render(section, of: kata, stage: kata.stages[0], introduction: "Your code goes in Giuseppes.") == """
            Giuseppe's pizza menu (pizza-menu), stage 1 of 1: One section
            XCTest · starts with a compile error · after s

            Your code goes in Giuseppes.

            Stage 1: One section

            **Behaviour.** One section.

            When you think it is done: swift run kata verify pizza-menu
            """)
        #expect(renderer.render(introduction: "Your code goes in Giuseppes.", of: kata) == """
            Giuseppe's pizza menu (pizza-menu)
            XCTest · 1 stages · after s

            Your code goes in Giuseppes.

            Your stage's lesson: swift run kata show pizza-menu
            """)
    }

    @Test("On a terminal the bold labels are bold")
    func coloured() {
        let text = LessonRenderer(style: TerminalStyle(colours: true)).render(section, of: kata, stage: kata.stages[0])
        #expect(text.contains("\u{1B}[1mBehaviour.\u{1B}[0m One section."))
    }
}
