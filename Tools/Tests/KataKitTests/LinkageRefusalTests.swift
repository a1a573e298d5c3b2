import Foundation
import Testing
import KataRendering
@testable import KataModel
@testable import KataRunning
@testable import KataVerification

@Suite("Code that reaches below Swift is refused before it runs")
struct LinkageRefusalTests {
    /// Compiles `source` alone into an object in `folder`.
    private func object(_ source: String, named name: String, in folder: URL) throws -> URL {
        let file = folder.appending(path: "\(name).swift"), object = folder.appending(path: "\(name).o")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try ProcessRunner().run(["swiftc", "-parse-as-library", "-module-name", "Tally", "-c", file.path, "-o", object.path],
                                              outputFile: folder.appending(path: "\(name).log"), timeout: .seconds(120),
                                              temporaryFolder: folder.appending(path: "tmp"))
        try #require(outcome.termination == .exited(0), "\(outcome.output)")
        return object
    }

    @Test("An object that defines a C-level symbol or a constructor section is refused; a plain Swift one is not")
    func objects() throws {
        let folder = try TemporaryDirectory()
        let plain = try object("public struct Counter { public var count = 0; public init() {} }\nextension Int { var twice: Int { self * 2 } }\n",
                               named: "plain", in: folder.url)
        // A call-count mock as beer-view-model's lesson has it: the compiler gives `Mutex<Int>`'s metadata a weak
        // C-level name of its own (`get_type_metadata 15Synchronization5MutexVySiG noncopyable.N`).
        let mock = try object("import Synchronization\nfinal class Counting: Sendable { let calls = Mutex(0) }\n", named: "mock", in: folder.url)
        let interposer = try object("@c(exit) public func leave(_ status: Int32) {}\n", named: "interposer", in: folder.url)
        let constructor = try object("@used @section(\".init_array\") let early: @convention(c) () -> Void = { print(1) }\n",
                                     named: "constructor", in: folder.url)
        #expect(BinaryScan.scan([plain]).refusals.said == [])
        #expect(BinaryScan.scan([mock]).refusals.said == [])
        #expect(BinaryScan.scan([interposer]).refusals.said.contains { $0.contains("`exit`") })
        #expect(BinaryScan.scan([constructor]).refusals.said.contains { $0.contains(".init_array") })
        // The tool's entry point is an object of its own, never read as the student's: a student's `main` is refused.
        let entry = try object("@main struct Entry { static func main() {} }\n", named: "entry", in: folder.url)
        #expect(BinaryScan.scan([entry]).refusals.said.contains { $0.contains("`main`") })
    }

    @Test("An ELF object read in the tool's process lists the global and weak symbols and the sections llvm-nm and llvm-objdump list; damaged bytes are no object",
          .enabled(if: BuildPath.platformDefault == .direct))
    func readInProcess() throws {
        let folder = try TemporaryDirectory()
        let objects = [
            try object("import Foundation\npublic func peek() -> String? { ProcessInfo.processInfo.environment[\"HOME\"] }\n", named: "peek", in: folder.url),
            try object("import Synchronization\nfinal class Counting: Sendable { let calls = Mutex(0) }\n", named: "mock", in: folder.url),
            try object("@used @section(\".init_array\") let early: @convention(c) () -> Void = { print(1) }\n", named: "constructor", in: folder.url),
        ]
        for object in objects {
            let elf = try #require(ELFObject(try Data(contentsOf: object)))
            let nm = try ProcessRunner().run(["llvm-nm", "--extern-only", object.path], outputFile: folder.url.appending(path: "nm.out"),
                                             timeout: .seconds(60), temporaryFolder: folder.url.appending(path: "tmp"))
            // `VALUE TYPE NAME`, or `TYPE NAME` for what is used and not defined; a name may hold spaces.
            let listed = nm.output.split(separator: "\n").map { line -> ObjectSymbol in
                let fields = line.split(separator: " ", maxSplits: line.hasPrefix(" ") ? 1 : 2, omittingEmptySubsequences: true)
                let type = fields[fields.count - 2], name = String(fields[fields.count - 1])
                return ObjectSymbol(name: name, isUndefined: ["U", "w", "v"].contains(type), isWeak: ["W", "V", "w", "v"].contains(type))
            }
            #expect(elf.symbols.sorted { $0.name < $1.name } == listed.sorted { $0.name < $1.name }, "\(object.lastPathComponent)")
            #expect(elf.sections.filter { !$0.isEmpty } == (try ObjectReading.sectionsListed(in: object, scratch: folder.url)), "\(object.lastPathComponent)")
        }
        let whole = try Data(contentsOf: objects[0])
        ObjectReading.damagedCopies(of: whole, cuts: [0, 4, 63, 64]) { _ = ELFObject($0) }
        #expect(ELFObject(Data("not an object".utf8)) == nil)
    }

    @Test("The attributes that define symbols or sections by hand are refused in the source, spelled any way, and not in comments or strings")
    func attributes() throws {
        let folder = try TemporaryDirectory()
        let text = """
            @_cdecl("exit") func a() {}
            @ c(write) func b() {}
            @_silgen_name("open") func c() -> Int32
            @used @section(".init_array") let d: @convention(c) () -> Void = {}
            // @_cdecl in a comment, and "@used" in a string, and @convention(c) are fine
            let e = "@_section"
            """
        try text.write(to: folder.url.appending(path: "Counter.swift"), atomically: true, encoding: .utf8)
        let errors = LinkageRefusal.errors(in: folder.url, reportedAs: "Tally")
        #expect(errors.map(\.location.line) == [1, 2, 3, 4, 4], "\(errors.map(\.refusal))")
        #expect(errors.first?.refusal == .linkageAttribute("_cdecl"))
    }

    @Test("Compiled code is flagged for what it calls however the source spells it: a function through a variable, a path built from bytes")
    func compiledFlags() throws {
        let folder = try TemporaryDirectory()
        let hidden = try object("""
            import Foundation
            public func peek() -> Int {
                let look = getenv
                let proc = String(decoding: [47, 112, 114, 111, 99], as: UTF8.self)
                return (look("HOME") == nil ? 0 : 1) + (FileManager.default.contents(atPath: proc) ?? Data()).count
            }
            """, named: "hidden", in: folder.url)
        let plain = try object("public func twice(_ value: Int) -> Int { value * 2 }\n", named: "plain", in: folder.url)
        let kinds = { (object: URL) in
            IntegrityScan.flags(forSymbols: BinaryScan.scan([object]).undefined, reportedAs: "Katas/tally/Tally").map(\.kind)
        }
        #expect(kinds(hidden) == [.fileAccess, .environmentRead])
        #expect(kinds(plain) == [])
    }
}
