import Foundation
import Testing
@testable import KataModel
@testable import KataRendering
@testable import KataVerification

@Suite("Checking the hand-kept lists of katas")
struct KataListCheckTests {
    /// A workbook whose catalog lists pizza-menu, with `readme`, `package` and `scheme` as README.md, Package.swift and
    /// the Xcode scheme, and a second manifest, film-list, beside the catalog.
    private func problems(readme: String, package: String, scheme: String = KatasScheme.text(testTargets: ["GiuseppesTests"]),
                          extraFolder: String? = nil) throws -> [String] {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let catalog = root.appending(path: "Tools/Catalog")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try #"{"katas": ["pizza-menu"]}"#.write(to: catalog.appending(path: "catalog.json"), atomically: true, encoding: .utf8)
        for id in ["pizza-menu", "film-list"] {
            try #"""
                {"id": "\#(id)", "title": "P", "source": "s", "framework": "xctest", "module": "Giuseppes", "stages": [
                  {"number": 1, "slug": "one", "title": "One", "kind": "red-compile", "commit": "c", "hints": ["a", "b", "c"]}]}
                """#.write(to: catalog.appending(path: "\(id).json"), atomically: true, encoding: .utf8)
        }
        if let extraFolder { try FileManager.default.createDirectory(at: root.appending(path: extraFolder), withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(at: root.appending(path: "Tests/KataKitTests"), withIntermediateDirectories: true)
        try readme.write(to: root.appending(path: "README.md"), atomically: true, encoding: .utf8)
        try package.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appending(path: KatasScheme.path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try scheme.write(to: root.appending(path: KatasScheme.path), atomically: true, encoding: .utf8)
        return KataListCheck.problems(in: try Workbook(root: root)).map { CheckFaultText.sentence(CheckFault(.unnamed, .list($0))) }
    }

    private let readme = "| kata | what | framework | stages | source |\n|---|---|---|---|---|\n| `pizza-menu` | menu | XCTest | 1 | a |\n"
    private let package = #"LearnerKata(id: "pizza-menu", module: "Giuseppes"),"#

    @Test("A manifest the catalog does not list is reported; agreeing lists are not")
    func unlistedManifest() throws {
        #expect(try problems(readme: readme, package: package) == ["Tools/Catalog/film-list.json is not listed in Tools/Catalog/catalog.json."])
    }

    @Test("A kata folder with no kata, a missing or extra Package.swift entry, and a wrong or missing README row are reported")
    func disagreements() throws {
        let found = try problems(readme: "| `pizza-menu` | menu | Swift Testing | 1 | a |\n| `beer` | b | XCTest | 3 | |\n",
                                 package: #"LearnerKata(id: "beer", module: "Beer"),"#, extraFolder: "Solutions/beer")
        #expect(found == [
            "Tools/Catalog/film-list.json is not listed in Tools/Catalog/catalog.json.",
            "Solutions/beer matches no kata of Tools/Catalog/catalog.json.",
            #"Package.swift does not declare pizza-menu's learner targets: LearnerKata(id: "pizza-menu", module: "Giuseppes")."#,
            "Package.swift declares learner targets for beer, which is not in Tools/Catalog/catalog.json.",
            "README.md's katas table should give pizza-menu as XCTest with 1 stage: `swift run kata check pizza-menu --fix` writes it.",
            "README.md's katas table lists beer, which is not in Tools/Catalog/catalog.json, without saying it is in preparation.",
        ])
        #expect(try problems(readme: "", package: package).contains("README.md's katas table has no row for pizza-menu: `swift run kata check pizza-menu --fix` adds one."))
    }

    @Test("The tool writes a row's framework and stages from the manifest, keeping the author's words, or adds the row after the last")
    func tableRow() throws {
        let kata = try JSONStyle.decoder().decode(Kata.self, from: Data(#"""
            {"id": "tip-jar2", "title": "A tip jar", "source": "a course", "framework": "swift-testing", "module": "TipJar2", "stages": [
              {"number": 1, "slug": "one", "title": "One", "kind": "red-compile", "commit": "c", "hints": ["a", "b", "c"]},
              {"number": 2, "slug": "two", "title": "Two", "kind": "red-assert", "commit": "c", "hints": ["a", "b", "c"]}]}
            """#.utf8))
        let table = "Intro.\n\n| kata | what | framework | stages | source |\n|---|---|---|---|---|\n| `pizza-menu` | menu | XCTest | 15 | a |\n"
        let stale = table + "| `tip-jar2` | jars of tips, `Tip` | XCTest | 1 | my notes |\n\nAfter.\n"
        #expect(KatasTable.readme(stale, with: kata, about: "-", source: "-")
            == table + "| `tip-jar2` | jars of tips, `Tip` | Swift Testing | 2 | my notes |\n\nAfter.\n")
        #expect(KatasTable.readme(table + "\nAfter.\n", with: kata, about: "A tip jar", source: "a course")
            == table + "| `tip-jar2` | A tip jar | Swift Testing | 2 | a course |\n\nAfter.\n")
        #expect(KatasTable.readme("No table.\n", with: kata, about: "-", source: "-") == nil)
    }

    @Test("An Xcode scheme that leaves a kata's learner tests out, or tests more than the katas' (the self-check), is reported")
    func scheme() throws {
        let path = ".swiftpm/xcode/xcshareddata/xcschemes/Katas.xcscheme"
        #expect(try problems(readme: readme, package: package, scheme: KatasScheme.text(testTargets: ["BevTests"])).last
            == "\(path) does not test pizza-menu's learner tests (GiuseppesTests), so ⌘U in Xcode leaves them out: `kata new` adds each kata it "
            + "makes; `git checkout -- \(path)` restores the workbook's.")
        #expect(try problems(readme: readme, package: package, scheme: KatasScheme.text(testTargets: ["GiuseppesTests", "SelfCheckTests"])).last
            == "\(path) is not the scheme made from the catalog's katas: `git checkout -- \(path)` restores it.")
        #expect(KatasScheme.testTargets(in: KatasScheme.text(testTargets: ["ATests", "BTests"])) == ["ATests", "BTests"])
    }
}
