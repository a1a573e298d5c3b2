import Testing
@testable import KataModel
@testable import KataRendering

@Suite("Giving hints one at a time")
struct HintRendererTests {
    private let stage = Stage(number: 3, slug: "pizzas", title: "Pizzas at init", kind: .redCompile, commit: "c",
                              hints: ["Think about the init.", "Add `let pizzas: [Pizza]`."])
    private let kata = Kata(id: "pizza-menu", title: "P", source: "s", framework: .xctest, module: "Giuseppes", stages: [])
    private let renderer = HintRenderer(style: TerminalStyle(colours: false))

    @Test("The first hint, and how to get the next")
    func first() {
        #expect(renderer.render(stage, of: kata, upTo: 1) == """
            pizza-menu stage 3: Pizzas at init
            Hint 1 of 2: Think about the init.
            Ask again for the next hint: swift run kata hint pizza-menu
            """)
    }

    @Test("The last hint comes with the ones before it, and says it is the last")
    func last() {
        #expect(renderer.render(stage, of: kata, upTo: 2) == """
            pizza-menu stage 3: Pizzas at init
            Hint 1 of 2: Think about the init.
            Hint 2 of 2: Add `let pizzas: [Pizza]`.
            That is every hint for this stage.
            """)
    }
}
