import Testing
@testable import KataModel
@testable import KataWorkspace
@testable import KataRendering

@Suite("Rendering the list of katas")
struct ListRendererTests {
    private let kata = Kata(id: "pizza-menu", title: "Giuseppe's pizza menu", source: "s", framework: .xctest, module: "Giuseppes",
                            stages: (1...4).map { Stage(number: $0, slug: "s\($0)", title: "Stage \($0)", kind: .redAssert, commit: "c", hints: ["h"]) })

    @Test("A fresh start is at stage 1 with an empty bar, not run yet, and the next step is stage 1")
    func fresh() {
        let text = ListRenderer(style: TerminalStyle(colours: false)).render([kata], progress: WorkbookProgress())
        #expect(text == """
            Katas
              pizza-menu  Giuseppe's pizza menu  XCTest         stage  1/4   ░░░░░░░░░░░░░  not run yet

            Next: pizza-menu stage 1, Stage 1.
              Read it:   swift run kata show pizza-menu
              Check it:  swift run kata verify pizza-menu
            """)
    }

    @Test("Progress fills the bar, shows the last verdict, and a finished kata says done")
    func progressed() {
        let renderer = ListRenderer(style: TerminalStyle(colours: false))
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 3, lastVerdict: .red)
        #expect(renderer.render([kata], progress: progress).contains("stage  3/4   ██████░░░░░░░  ● red"))
        progress.katas["pizza-menu"] = KataProgress(stage: 5, lastVerdict: .green)
        let done = renderer.render([kata], progress: progress)
        #expect(done.contains("done         █████████████  ● green"))
        #expect(done.hasSuffix("Every kata is done. Well played."))
    }

    @Test("One stage done of many fills a cell of the bar")
    func firstStageShows() {
        let many = Kata(id: "pizza-menu", title: "Giuseppe's pizza menu", source: "s", framework: .xctest, module: "Giuseppes",
                        stages: (1...15).map { Stage(number: $0, slug: "s\($0)", title: "Stage \($0)", kind: .redAssert, commit: "c", hints: ["h"]) })
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 2)
        #expect(ListRenderer(style: TerminalStyle(colours: false)).render([many], progress: progress).contains("stage  2/15  █░░░░░░░░░░░░"))
    }
}
