import Foundation
import Testing
import KataRendering
@testable import KataModel
@testable import KataRunning

/// What a kata's compiled code and tests may use is an allowlist: what every kata's reference code, suites and honest
/// learners' tests use is allowed, with the kata's own capabilities, and what reaches past it is refused, named.
@Suite("A student's compiled objects are held to their kata's allowance")
struct SymbolAllowanceTests {
    /// Compiles `files` as the module `module` into an object in `folder` (against the modules in `folder`, emitting
    /// its own there too), and gives what it uses and does not define.
    private func undefinedSymbols(of files: [URL], module: String, in folder: URL) throws -> Set<String> {
        let object = folder.appending(path: "\(module).o")
        let outcome = try ProcessRunner().run(["swiftc", "-swift-version", "6", "-parse-as-library", "-Onone", "-gnone", "-wmo", "-enable-testing",
                                               "-module-name", module, "-I", folder.path, "-emit-module", "-emit-module-path",
                                               folder.appending(path: "\(module).swiftmodule").path, "-c", "-o", object.path] + files.map(\.path),
                                              outputFile: folder.appending(path: "\(module).log"), timeout: .seconds(300),
                                              temporaryFolder: folder.appending(path: "tmp"))
        try #require(outcome.termination == .exited(0), "\(outcome.output)")
        return BinaryScan.scan([object]).undefined
    }

    /// A new folder of the test's own, removed by `defer` at the call.
    private func newFolder() throws -> URL {
        let folder = try testFolder("symbol-allowance").appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The Swift files under `folder`.
    private func swiftFiles(under folder: URL) -> [URL] {
        SourceFiles.paths(under: folder).filter { $0.hasSuffix(".swift") }.map { folder.appending(path: $0) }
    }

    @Test("Every kata's last reference code, its last suite and the honest learners' last tests use nothing their kata does not allow",
          arguments: try katasUnderCheck().map(\.id))
    func honestWorkIsAllowed(kataID: String) throws {
        let workbook = try theWorkbook(), folder = try newFolder(), kata = try workbook.kata(named: kataID)
        defer { try? FileManager.default.removeItem(at: folder) }
        let last = try #require(kata.stages.last)
        var used = try undefinedSymbols(of: swiftFiles(under: workbook.reference(kata, at: .after(last))), module: kata.module, in: folder)
        used.formUnion(try undefinedSymbols(of: swiftFiles(under: workbook.acceptanceSuite(kata, at: .after(last))), module: "WorkbookTests", in: folder))
        let honest = workbook.root.appending(path: "Tools/Tests/HonestLearners/\(kata.id)")
        if let latest = (try? FileManager.default.contentsOfDirectory(atPath: honest.path))?.filter({ Int($0) != nil }).max(by: { Int($0)! < Int($1)! }) {
            used.formUnion(try undefinedSymbols(of: swiftFiles(under: honest.appending(path: latest)), module: kata.learnerTestModule, in: folder))
        }
        let allowance = SymbolAllowance(ownModules: [kata.module, kata.learnerTestModule, "WorkbookTests"], capabilities: kata.capabilities)
        #expect(allowance.refusals(of: BinaryScan.demangled(used)).said == [], "\(kata.id)")
        if kata.capabilities.contains(.files) {
            let none = SymbolAllowance(ownModules: [kata.module, kata.learnerTestModule, "WorkbookTests"], capabilities: [])
            #expect(none.refusals(of: BinaryScan.demangled(used)).said.contains { $0.hasPrefix("reads or writes files") },
                    "\(kata.id)'s files are its allowance's, not allowed to every kata")
        }
    }

    @Test("What reaches past the allowance is refused, each reach named: a C function, a module no kata builds on, each capability the kata does not allow", .toolWide, arguments: [
        ("import Foundation\npublic func f() { exit(0) }", "calls the C function `exit`"),
        ("import Foundation\npublic func f() -> Int32 { getpid() }", "calls the C function `getpid`"),
        ("import Foundation\npublic func f() -> String? { ProcessInfo.processInfo.environment[\"HOME\"] }", "reads the environment, the arguments or the standard input"),
        ("public func f() -> [String] { CommandLine.arguments }", "reads the environment, the arguments or the standard input"),
        ("public func f() -> String? { readLine() }", "reads the environment, the arguments or the standard input"),
        ("import Foundation\npublic func f() -> Bool { FileManager.default.fileExists(atPath: \"/proc/self/exe\") }", "reads or writes files"),
        ("import Foundation\npublic func f() throws -> String { try String(contentsOfFile: \"/proc/self/maps\", encoding: .utf8) }", "reads or writes files"),
        ("import Foundation\npublic func f() throws { try Data().write(to: URL(filePath: \"/tmp/x\")) }", "reads or writes files"),
        ("import Foundation\npublic func f() { FileHandle(forWritingAtPath: \"/dev/tty\")?.write(Data()) }", "reads or writes files"),
        ("import Foundation\npublic func f() throws { try Process.run(URL(filePath: \"/bin/true\"), arguments: []) }", "starts processes"),
        ("public func f() -> Any.Type? { _typeByName(\"5Tally17KataSchemataStartO\") }", "finds types or symbols by name at run time"),
        ("import XCTest\npublic func f() -> Any { XCTestObservationCenter.shared }", "watches or changes the test run"),
        ("import FoundationNetworking\npublic func f() { _ = URLSession.shared }", "uses the module `FoundationNetworking`"),
    ])
    func refused(source: String, reason: String) throws {
        let folder = try newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "Reach.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let used = try undefinedSymbols(of: [file], module: "Tally", in: folder)
        let refusals = SymbolAllowance(ownModules: ["Tally"], capabilities: []).refusals(of: BinaryScan.demangled(used)).said
        #expect(refusals.contains { $0.hasPrefix(reason) }, "\(refusals)")
    }

    @Test("Grading reads a student's objects against their kata's allowance before they run: refused without the capability, not with it", .toolWide)
    func checkedBeforeTheyRun() throws {
        let folder = try newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = folder.appending(path: "student/Katas/tally/Tally")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        let file = code.appending(path: "Counter.swift")
        try "import Foundation\npublic func snapshot() -> Bool { FileManager.default.fileExists(atPath: \"/tmp\") }\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try undefinedSymbols(of: [file], module: "Tally", in: folder)
        let package = ScratchPackage(directory: folder.appending(path: "package"), module: "Tally", code: code, isLearners: true, testTargets: [])
        let objects = { (_: String) in [folder.appending(path: "Tally.o")] }
        let allowing = { (capabilities: Set<KataCapability>) in WorkAllowance(folders: [code], capabilities: capabilities) }
        #expect(throws: ObjectRefusal.self) { try BinaryScan.check(package, allowance: allowing([]), objects: objects) }
        do {
            try BinaryScan.check(package, allowance: allowing([]), objects: objects)
        } catch let refusal as ObjectRefusal {
            // One sentence for the capability, naming its shortest use.
            #expect(refusal.findings.said == ["reads or writes files (`type metadata accessor for FoundationEssentials.FileManager`), which its kata does not allow"],
                    "\(refusal)")
        }
        #expect(try BinaryScan.check(package, allowance: allowing([.files]), objects: objects).values.contains { !$0.isEmpty })
    }

    @Test("A capability the kata allows is no refusal, and the standard library's own `contentsOf:` and `to:` are none", .toolWide)
    func allowed() {
        let names = [("$s1", "static FoundationEssentials.FileManager.default.getter : FoundationEssentials.FileManager"),
                     ("$s2", "Swift.Array.append<A where A1: Swift.Sequence>(contentsOf: A1) -> ()"),
                     ("$s3", "Swift.print(_: Any..., separator: Swift.String, terminator: Swift.String, to: inout A) -> ()"),
                     ("$s4", "protocol conformance descriptor for FoundationEssentials.UUID : Swift.Hashable in FoundationEssentials"),
                     ("swift_retain", "swift_retain"), ("memcpy", "memcpy")].map { (symbol: $0.0, demangled: $0.1) }
        #expect(SymbolAllowance(ownModules: ["Films"], capabilities: [.files]).refusals(of: names).said == [])
        #expect(SymbolAllowance(ownModules: ["Films"], capabilities: []).refusals(of: names).said.count == 1)
        let hidden = [(symbol: "$s5", demangled: "(extension in Glibc):Swift.Int32.x.getter : Swift.Int32")]
        #expect(SymbolAllowance(ownModules: [], capabilities: Set(KataCapability.allCases)).refusals(of: hidden).said == ["uses the module `Glibc`, which no kata needs"])
    }
}
