import Foundation
import Testing
@testable import KataModel
@testable import KataRendering
@testable import KataRunning
@testable import KataVerification

/// The one choice of how scratch packages are built (`KATA_BUILD`), made when the tool starts and handed down with the
/// workbook.
@Suite("Choosing the build path once")
struct BuildPathTests {
    @Test("Unset or empty, the platform's own; swiftpm anywhere; direct only where the platform can take it; anything else refused, naming both")
    func choice() throws {
        #expect(try BuildPath.chosen(by: [:]) == BuildPath.platformDefault)
        #expect(try BuildPath.chosen(by: ["KATA_BUILD": ""]) == BuildPath.platformDefault)
        #expect(try BuildPath.chosen(by: ["KATA_BUILD": "swiftpm"]) == .swiftpm)
        #if os(Linux)
        #expect(BuildPath.platformDefault == .direct)
        #expect(try BuildPath.chosen(by: ["KATA_BUILD": "direct"]) == .direct)
        #else
        #expect(throws: WorkbookError.directBuildUnavailable) { try BuildPath.chosen(by: ["KATA_BUILD": "direct"]) }
        #endif
        for value in ["Direct", "spm", "make"] {
            #expect(throws: WorkbookError.unknownBuildPath(value, known: ["direct", "swiftpm"])) { try BuildPath.chosen(by: ["KATA_BUILD": value]) }
        }
        #expect(WorkbookError.unknownBuildPath("make", known: ["direct", "swiftpm"]).description
            == "KATA_BUILD is 'make', which is not a way the tool builds: give direct or swiftpm, or leave it unset.")
    }

    @Test("The workbook carries the path to the builder, and keeps it for a student's clone and a catalog read again")
    func handedDown() throws {
        let workbook = try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent())
        for path in BuildPath.allCases where path == .swiftpm || BuildPath.platformDefault == .direct {
            let chosen = workbook.building(along: path)
            let builder = PackageBuilders.chosen(workbook: chosen, framework: .xctest, limits: RunLimits(test: .seconds(1)))
            #expect(builder.isDirect == (path == .direct))
            #expect(chosen.withLearner(at: chosen.root, scratch: chosen.scratchDirectory).buildPath == path)
            #expect(try chosen.reloaded().buildPath == path)
        }
    }

    @Test("Off the direct path no generated mutant is made nor kept, and kata check says why rather than counting none of none")
    func noGeneratedMutantsOnSwiftPMsPath() throws {
        let workbook = try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent()).building(along: .swiftpm)
        let kata = try workbook.kata(named: "pizza-menu")
        let catalog = try GeneratedMutants(workbook: workbook, kata: kata).catalog(of: kata.stages[0])
        #expect(catalog.made == 0 && catalog.counted.isEmpty && catalog.problem != nil)
        let lines = AuthoringRenderer(style: TerminalStyle(colours: false)).lines(of: .catalog(catalog, fault: nil), of: kata).output
        #expect(lines == ["pizza-menu stage 1: generated mutants: none made: they are built on the direct build path (Linux's) alone for now, "
            + "and this one is SwiftPM's"])
    }
}
