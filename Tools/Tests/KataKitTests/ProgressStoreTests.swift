import Foundation
import Testing
@testable import KataModel
@testable import KataWorkspace
@testable import KataRendering

@Suite("Keeping the learner's progress")
struct ProgressStoreTests {
    private let kata = Kata(id: "pizza-menu", title: "Pizza", source: "s", framework: .xctest, module: "Giuseppes",
                            stages: [Stage(number: 1, slug: "a", title: "A", kind: .redCompile, commit: "c", hints: ["h"]),
                                     Stage(number: 2, slug: "b", title: "B", kind: .redAssert, commit: "c", hints: ["h"])])

    /// A damaged file's warning, as the command line says it.
    private func said(_ damage: ProgressDamage) -> String {
        CommandLines(style: TerminalStyle(colours: false)).progressDamaged(damage)
    }

    @Test("The current kata is the one verified last while it is not done, else the first not done, else none")
    func currentKata() {
        let film = Kata(id: "film-list", title: "Films", source: "s", framework: .swiftTesting, module: "Films", stages: kata.stages)
        var progress = WorkbookProgress()
        #expect(progress.currentKata(in: [kata, film])?.id == "pizza-menu")
        progress.current = "film-list"
        #expect(progress.currentKata(in: [kata, film])?.id == "film-list")
        progress.katas["film-list"] = KataProgress(stage: 3)
        #expect(progress.isDone(film) && !progress.isDone(kata))
        #expect(progress.currentKata(in: [kata, film])?.id == "pizza-menu")
        progress.katas["pizza-menu"] = KataProgress(stage: 3)
        #expect(progress.currentKata(in: [kata, film]) == nil)
    }

    @Test("No file is a fresh start at stage 1")
    func missing() throws {
        let directory = try TemporaryDirectory()
        let (progress, damage) = ProgressStore(directory: directory.url).load()
        #expect(progress == WorkbookProgress())
        #expect(progress.of(kata).stage == 1)
        #expect(damage == nil)
    }

    @Test("What is saved is loaded back")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(directory: directory.url.appending(path: ".kata"))
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 2, lastVerdict: .red, lastRun: Date(timeIntervalSince1970: 1_800_000_000))
        progress.current = "pizza-menu"
        try store.save(progress)
        let (loaded, damage) = store.load()
        #expect(loaded == progress)
        #expect(damage == nil)
    }

    @Test("A damaged file is copied aside with a warning, never a crash, and progress starts again; copies are numbered")
    func damaged() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(directory: directory.url)
        try Data("{\"katas\": {\"pizza-menu\": {\"stage\": ".utf8).write(to: store.file)
        let (progress, damage) = store.load()
        #expect(progress == WorkbookProgress())
        #expect(damage.map(said) == "warning: progress.json could not be read; it is kept as progress.json.damaged-1. Progress starts again from stage 1.")
        try store.save(progress)
        #expect(store.load().damage == nil)
        try Data("not json".utf8).write(to: store.file)
        #expect(store.load().damage.map(said)?.contains("progress.json.damaged-2") == true, "an earlier copy is never overwritten")
        #expect(try String(contentsOf: directory.url.appending(path: "progress.json.damaged-1"), encoding: .utf8)
            == "{\"katas\": {\"pizza-menu\": {\"stage\": ")
    }

    @Test("A progress file that cannot be read at all is moved aside with a warning, so that the next save does not replace it")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(directory: directory.url)
        try FileManager.default.createDirectory(at: store.file.appending(path: "inside"), withIntermediateDirectories: true)
        let (progress, damage) = store.load()
        #expect(progress == WorkbookProgress())
        #expect(damage.map(said) == "warning: progress.json cannot be read; it is moved aside as progress.json.damaged-1. Progress starts again from stage 1.")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "progress.json.damaged-1/inside").path))
        try store.save(progress)
        #expect(store.load().damage == nil)
    }

    @Test("One entry that cannot be read costs that kata's progress, not the others'")
    func oneBadEntry() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(directory: directory.url)
        try Data(#"{"current": "pizza-menu", "katas": {"pizza-menu": {"stage": 2}, "invoice-editor": {"stage": "three"}}}"#.utf8).write(to: store.file)
        let (progress, damage) = store.load()
        #expect(progress.katas["pizza-menu"]?.stage == 2)
        #expect(progress.katas["invoice-editor"] == nil)
        #expect(progress.current == "pizza-menu")
        #expect(damage.map(said) == "warning: progress.json has an entry it cannot read for 'invoice-editor'; it is kept as progress.json.damaged-1. That progress starts again from stage 1.")
        #expect(store.load().damage == nil, "the warning is given once: the file now holds what could be read")
        #expect(store.load().progress.katas["pizza-menu"]?.stage == 2)
    }

    @Test("Hints taken are clamped to the stage's hints, whatever number the file holds")
    func hintsClamped() {
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 1, hintsTaken: Int.max)
        #expect(progress.of(kata).hintsTaken == 1)
        progress.katas["pizza-menu"] = KataProgress(stage: 1, hintsTaken: -3)
        #expect(progress.of(kata).hintsTaken == 0)
    }

    @Test("A stage outside the kata is clamped: below 1 to 1, past the end to done")
    func clamped() {
        var progress = WorkbookProgress()
        progress.katas["pizza-menu"] = KataProgress(stage: 0)
        #expect(progress.of(kata).stage == 1)
        progress.katas["pizza-menu"] = KataProgress(stage: 99)
        #expect(progress.of(kata).stage == 3)
    }
}
