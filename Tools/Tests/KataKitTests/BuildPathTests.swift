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

    @Test("Along either path a stage's generated mutants are the workbook's committed catalog, the same mutants counted by the same tests")
    func sameGeneratedMutantsOnEachPath() throws {
        let workbook = try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent())
        let kata = try workbook.kata(named: "pizza-menu")
        let catalogs = try BuildPath.allCases.map { try GeneratedMutants(workbook: workbook.building(along: $0), kata: kata).catalog(of: kata.stages[4]) }
        let committed = GeneratedMutants(workbook: workbook, kata: kata).committed
        let generated = GeneratedMutants(workbook: workbook, kata: kata), stage = kata.stages[4]
        guard case .fresh(let expected) = committed.state(stage: 5, madeFrom: generated.madeFrom(stage)) else {
            Issue.record("pizza-menu stage 5's committed catalog is not fresh")
            return
        }
        for catalog in catalogs {
            #expect(catalog.problem == nil && !catalog.counted.isEmpty)
            #expect(catalog.counted.map(\.site.id) == expected.counted.map(\.site.id) && catalog.made == expected.made)
        }
    }
}
