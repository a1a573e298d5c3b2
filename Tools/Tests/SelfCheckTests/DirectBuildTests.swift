import Foundation
import Testing
@testable import KataModel
@testable import KataToolOutput
@testable import KataRunning
@testable import KataVerification
import KataRendering

/// `DirectBuild`, which builds the stage proof's packages target by target with `swiftc` on Linux.
@Suite("Building a scratch package target by target", .toolWide)
struct DirectBuildTests {
    @Test("Each test target gets its own verdict; one that does not compile, or whose code does not, sets aside no other; unchanged inputs are not built again",
          .enabled(if: BuildPath.platformDefault == .direct))
    func verdicts() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-direct-build").appending(path: "workbook"))
        let workbook = try fixture.workbook
        let sources = fixture.root.appending(path: "direct-sources")
        let files = [
            "Good/Counter.swift": "struct Counter {\n    private(set) var count = 0\n}\n",
            "Broken/Counter.swift": "struct Counter {\n    var count: Int = \"zero\"\n}\n",
            "Passes/CounterTests.swift": Self.suite(expecting: 0),
            "Fails/CounterTests.swift": Self.suite(expecting: 1),
            "Misnames/CounterTests.swift": Self.suite(expecting: 0).replacingOccurrences(of: "Counter()", with: "Countr()"),
            "OnBroken/CounterTests.swift": Self.suite(expecting: 0),
        ]
        for (path, text) in files {
            let file = sources.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        func tests(_ name: String, on code: String) -> ScratchPackage.TestTarget {
            .init(name: name, side: .workbook, folder: sources.appending(path: name), code: code)
        }
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "direct"), module: "Tally",
                                     codeTargets: ["Good", "Broken"].map { .init(name: $0, source: .init(folder: sources.appending(path: $0))) },
                                     testTargets: [tests("Passes", on: "Good"), tests("Fails", on: "Good"), tests("Misnames", on: "Good"),
                                                   tests("OnBroken", on: "Broken")],
                                     moduleCache: workbook.moduleCache)
        let build = DirectBuild(workbook: workbook, framework: .xctest, limits: RunLimits(test: .seconds(60)))
        let verdicts = try await offThePool { try build.run(package) }

        #expect(verdicts["Passes"]?.colour == .green, "\(verdicts)")
        #expect(verdicts["Fails"]?.colour == .red, "\(verdicts)")
        let misnamed = try #require(verdicts["Misnames"])
        #expect(misnamed.colour == .amber && misnamed.diagnostics.contains { $0.message.contains("cannot find 'Countr' in scope") }, "\(misnamed)")
        #expect(misnamed.diagnostics.allSatisfy { $0.location.path.hasPrefix("direct-sources/Misnames/") }, "paths as the author knows them: \(misnamed)")
        let onBroken = try #require(verdicts["OnBroken"])
        #expect(onBroken.colour == .amber && onBroken.diagnostics.contains { $0.location.path.hasPrefix("direct-sources/Broken/") }, "\(onBroken)")

        let log = package.directory.appending(path: "direct/code/Good/build.log")
        let built = try FileManager.default.attributesOfItem(atPath: log.path)[.modificationDate] as? Date
        let again = try await offThePool { try build.run(package) }
        #expect(again.mapValues(\.colour) == verdicts.mapValues(\.colour))
        #expect(try FileManager.default.attributesOfItem(atPath: log.path)[.modificationDate] as? Date == built, "the unchanged code is not compiled again")
    }

    @Test("Reference code compiled in one package is copied into the next that holds it, not compiled again; other code is compiled",
          .enabled(if: BuildPath.platformDefault == .direct))
    func referenceCodeIsStored() async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-code-store").appending(path: "workbook"))
        let workbook = try fixture.workbook
        let kata = try workbook.kata(named: FixtureWorkbook.kataID)
        let stage = try #require(kata.stages.first)
        let store = CodeStore(of: workbook).folder, packages = workbook.scratchDirectory.appending(path: "stored")
        for folder in [store, packages] { try? FileManager.default.removeItem(at: folder) }
        // The learner's kind of code: the same text, outside `Solutions/`.
        let elsewhere = fixture.root.appending(path: "elsewhere")
        try? FileManager.default.removeItem(at: elsewhere)
        try FileManager.default.copyItem(at: workbook.reference(kata, at: .after(stage)), to: elsewhere)
        let build = DirectBuild(workbook: workbook, framework: .xctest, limits: RunLimits(test: .seconds(60)))
        func built(_ name: String, code: URL) async throws -> (verdict: Verdict?, compiled: Bool, object: Data) {
            let package = ScratchPackage(directory: packages.appending(path: name), module: kata.module, code: code,
                                         testTargets: [.init(name: "Stage1", side: .workbook, folder: workbook.acceptanceSuite(kata, at: .after(stage)))],
                                         moduleCache: workbook.moduleCache)
            let verdicts = try await offThePool { try build.run(package) }
            let code = package.directory.appending(path: "direct/code/\(kata.module)")
            return (verdicts["Stage1"], FileManager.default.fileExists(atPath: code.appending(path: "build.log").path),
                    try Data(contentsOf: code.appending(path: "\(kata.module).o")))
        }

        let first = try await built("first", code: workbook.reference(kata, at: .after(stage)))
        let second = try await built("second", code: workbook.reference(kata, at: .after(stage)))
        let other = try await built("other", code: elsewhere)
        #expect(first.verdict?.colour == .green && second.verdict?.colour == .green && other.verdict?.colour == .green)
        #expect(first.compiled && !second.compiled, "the second package's reference code is copied from the store")
        #expect(second.object == first.object)
        #expect(other.compiled, "code outside Solutions/ is compiled where it is")
    }

    @Test("A student's tests are held to their kata's allowance by their own files' objects: what the entry point and the recorder the tool compiles with them use is not theirs, and theirs is refused",
          .enabled(if: BuildPath.platformDefault == .direct), arguments: [
              ("Honest", "", nil),
              ("Leaves", "let leave = exit\nif Counter().count < 0 { leave(0) }", "calls the C function `exit`"),
              ("LooksUp", "XCTAssertNil(_typeByName(\"5Tally17KataSchemataStartO\"))", "finds types or symbols by name at run time"),
              ("Watches", "XCTAssertNotNil(XCTestObservationCenter.shared)", "watches or changes the test run"),
          ] as [(String, String, String?)])
    func studentsOwnObjects(name: String, reach: String, refusal: String?) async throws {
        let fixture = try FixtureWorkbook(at: testFolder("kata-own-objects").appending(path: "workbook-\(name)"))
        let workbook = try fixture.workbook
        let student = fixture.root.appending(path: "student"), tests = student.appending(path: "Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: student.appending(path: "Code"), withIntermediateDirectories: true)
        try "struct Counter {\n    private(set) var count = 0\n}\n".write(to: student.appending(path: "Code/Counter.swift"), atomically: true, encoding: .utf8)
        try Self.suite(expecting: 0).replacingOccurrences(of: "XCTAssertEqual", with: "\(reach)\n        XCTAssertEqual")
            .write(to: tests.appending(path: "CounterTests.swift"), atomically: true, encoding: .utf8)
        let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "own-objects"), module: "Tally", code: student.appending(path: "Code"),
                                     isLearners: true, testTargets: [.init(name: "Theirs", side: .learner, folder: tests)], moduleCache: workbook.moduleCache)
        var limits = RunLimits(test: .seconds(60))
        limits.allowance = WorkAllowance(folders: [student.appending(path: "Code"), tests], capabilities: [])
        let build = DirectBuild(workbook: workbook, framework: .xctest, limits: limits)
        do {
            let verdicts = try await offThePool { try build.run(package) }
            #expect(refusal == nil && verdicts["Theirs"]?.colour == .green, "\(verdicts)")
        } catch let refused as ObjectRefusal {
            #expect(refusal.map { refusal in refused.findings.said.contains { $0.contains(refusal) } } == true, "\(refused.findings.said)")
        }
    }

    private static func suite(expecting count: Int) -> String {
        """
        @testable import Tally
        import XCTest

        final class CounterTests: XCTestCase {
            func testStartsAt() {
                XCTAssertEqual(Counter().count, \(count))
            }
        }

        """
    }
}
