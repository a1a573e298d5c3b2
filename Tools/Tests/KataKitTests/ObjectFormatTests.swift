import Foundation
import Testing
import KataRendering
@testable import KataRunning
@testable import KataVerification

/// A Mac's objects (Mach-O) are held to a kata's rules as Linux's (ELF) are, tested here on any platform with objects
/// this toolchain builds for `arm64-apple-macosx`: Swift's own (with no SDK, `-parse-stdlib`) and C's, which can
/// define what Swift spells with attributes the source check refuses.
@Suite("Each object format is read by its own rules")
struct ObjectFormatTests {
    static let mac = "arm64-apple-macosx15.0"

    /// Compiles `source` (a file named `name`: Swift, C or assembly by its extension) for `target` into an object.
    private func object(_ source: String, named name: String, for target: String = mac, in folder: URL) throws -> URL {
        let file = folder.appending(path: name), object = folder.appending(path: "\(name).o")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let command = name.hasSuffix(".swift")
            ? ["swiftc", "-frontend", "-c", "-parse-stdlib", "-parse-as-library", "-module-name", "Pizza", "-target", target, file.path, "-o", object.path]
            : ["clang", "-target", target, "-c", file.path, "-o", object.path]
        let outcome = try ProcessRunner().run(command, outputFile: folder.appending(path: "\(name).log"), timeout: .seconds(120),
                                              temporaryFolder: folder.appending(path: "tmp"))
        try #require(outcome.termination == .exited(0), "\(outcome.output)")
        return object
    }

    /// A kata's model as Swift compiles it for a Mac, with no SDK: mangled names, reflection, a protocol's witness.
    private static let swiftModel = """
        public protocol Named { var name: Builtin.RawPointer { get } }
        public struct Pizza: Named { public var name: Builtin.RawPointer }
        public func menu(_ pizza: Pizza) -> any Named { pizza }
        """

    @Test("A Mac's Swift object passes; one that defines a C-level symbol (exit, main), or code run as the process starts or ends (by the section's name or its type alone), is refused")
    func macRefusals() throws {
        let folder = try TemporaryDirectory()
        let swift = try object(Self.swiftModel, named: "Pizza.swift", in: folder.url)
        #expect(BinaryScan.scan([swift]).refusals.said == [])
        let interposer = try object("void exit(int code) { for (;;) {} }\nint main(void) { return 0; }\n", named: "exit.c", in: folder.url)
        #expect(BinaryScan.scan([interposer]).refusals.said == [
            "defines the C-level symbol `exit`, which could stand in for the system's inside the test process",
            "defines the C-level symbol `main`, which could stand in for the system's inside the test process",
        ])
        let constructor = try object("__attribute__((constructor)) static void early(void) {}\n", named: "early.c", in: folder.url)
        #expect(BinaryScan.scan([constructor]).refusals.said == ["has a __mod_init_func section: code that runs before or after the tests"])
        let typed = try object("""
            static void early(void) {}
            __attribute__((used, section("__DATA,__early,mod_init_funcs"))) static void (*start)(void) = early;
            """, named: "typed.c", in: folder.url)
        #expect(BinaryScan.scan([typed]).refusals.said == ["has a __early section: code that runs before or after the tests"])
        let weakC = try object("__attribute__((weak)) int exit_soon(void) { return 1; }\n", named: "weak.c", in: folder.url)
        #expect(BinaryScan.scan([weakC]).refusals.said.contains { $0.contains("`exit_soon`") }, "a weak C symbol is no compiler's")
    }

    @Test("An ELF section of the initialisers' type is refused whatever its name")
    func elfByType() throws {
        let folder = try TemporaryDirectory()
        let typed = try object(".section .early,\"aw\",@init_array\n.quad 0\n", named: "early.s", for: "x86_64-unknown-linux-gnu", in: folder.url)
        #expect(BinaryScan.scan([typed]).refusals.said == ["has a .early section: code that runs before or after the tests"])
    }

    @Test("What a Mac's object uses is named as its source names it (without Mach-O's `_`), so the allowance and the integrity flags read it as Linux's")
    func macUses() throws {
        let folder = try TemporaryDirectory()
        let reader = try object("""
            extern void *fopen(const char *path, const char *mode);
            extern char *getenv(const char *name);
            int peek(void) { return fopen("/etc/passwd", "r") != 0 && getenv("HOME") != 0; }
            """, named: "peek.c", in: folder.url)
        let used = BinaryScan.scan([reader]).undefined
        #expect(used == ["fopen", "getenv"])
        #expect(IntegrityScan.flags(forSymbols: used, reportedAs: "Katas/pizza-menu/Giuseppes").map(\.kind) == [.fileAccess, .environmentRead])
        #expect(SymbolAllowance(ownModules: ["Pizza"], capabilities: []).refusals(of: BinaryScan.demangled(used)).said == [
            "calls the C function `fopen`, which no kata needs", "calls the C function `getenv`, which no kata needs",
        ])
    }

    @Test("On a Mac, Foundation's classes are Objective-C's: a message to one, keeping it and a reference to its class are allowed, a class that reaches a capability is refused without it and flagged")
    func objectiveCFoundation() throws {
        let folder = try TemporaryDirectory()
        /// An object that sends `selector`'s message to `className`, as Swift compiles `FileManager.default` on a Mac.
        func sending(_ selector: String, to className: String) throws -> Set<String> {
            let object = try object("""
                extern void *objc_opt_self(void *);
                extern void *send(void *, void *) __asm__("_objc_msgSend$\(selector)");
                extern void *objc_retainAutoreleasedReturnValue(void *);
                extern void objc_release(void *);
                extern char classReference __asm__("_OBJC_CLASS_$_\(className)");
                void use(void) { objc_release(objc_retainAutoreleasedReturnValue(send(objc_opt_self(&classReference), 0))); }
                """, named: "\(className).c", in: folder.url)
            return BinaryScan.scan([object]).undefined
        }
        let formatter = try sending("new", to: "NSNumberFormatter"), files = try sending("defaultManager", to: "NSFileManager")
        let none = SymbolAllowance(ownModules: ["Pizza"], capabilities: [])
        #expect(none.refusals(of: BinaryScan.demangled(formatter)).said == [])
        #expect(none.refusals(of: BinaryScan.demangled(files)).said == ["reads or writes files (`__C.NSFileManager`), which its kata does not allow"])
        #expect(SymbolAllowance(ownModules: ["Pizza"], capabilities: [.files]).refusals(of: BinaryScan.demangled(files)).said == [])
        let reading = try sending("dataWithContentsOfFile:", to: "NSData")
        #expect(none.refusals(of: BinaryScan.demangled(reading)).said.contains { $0.hasPrefix("reads or writes files") })
        #expect(IntegrityScan.flags(forSymbols: files, reportedAs: "Katas/film-list/Films").map(\.kind) == [.fileAccess])
        #expect(IntegrityScan.flags(forSymbols: formatter, reportedAs: "Katas/film-list/Films").isEmpty)
        // Not the Objective-C runtime's way to find a class by name.
        let lookUp = try object("extern void *objc_getClass(const char *);\nvoid *find(void) { return objc_getClass(\"NSTask\"); }\n",
                                named: "lookUp.c", in: folder.url)
        #expect(none.refusals(of: BinaryScan.demangled(BinaryScan.scan([lookUp]).undefined)).said == ["calls the C function `objc_getClass`, which no kata needs"])
    }

    @Test("A Mach-O object read in the tool's process lists the external symbols, weak ones and sections llvm-nm and llvm-objdump list; damaged bytes are no object")
    func machOReadInProcess() throws {
        let folder = try TemporaryDirectory()
        let objects = [
            try object(Self.swiftModel, named: "Pizza.swift", in: folder.url),
            try object("""
                extern int used(void);
                __attribute__((weak)) int soft(void) { return used(); }
                __attribute__((visibility("hidden"))) int hidden(void) { return 2; }
                int common_one;
                __attribute__((constructor)) static void early(void) {}
                """, named: "mixed.c", in: folder.url),
        ]
        for object in objects {
            let machO = try #require(MachOObject(try Data(contentsOf: object)))
            // The Darwin form: `VALUE (SEGMENT,SECTION) [weak ]external|private external [...] NAME`, `(undefined) [weak ]external NAME`.
            let nm = try ProcessRunner().run(["llvm-nm", "-m", object.path], outputFile: folder.url.appending(path: "nm.out"),
                                             timeout: .seconds(60), temporaryFolder: folder.url.appending(path: "tmp"))
            let listed = nm.output.split(separator: "\n").compactMap { line -> ObjectSymbol? in
                guard line.contains("external"), !line.contains("non-external") else { return nil }
                var bare = line.components(separatedBy: "external ").dropFirst().joined(separator: "external ")
                while bare.hasPrefix("["), let end = bare.range(of: "] ") { bare = String(bare[end.upperBound...]) }
                return ObjectSymbol(name: bare.hasPrefix("_") ? String(bare.dropFirst()) : bare, isUndefined: line.contains("(undefined)"),
                                    isWeak: line.contains("weak"))
            }
            #expect(machO.symbols.sorted { $0.name < $1.name } == listed.sorted { $0.name < $1.name }, "\(object.lastPathComponent): \(nm.output)")
            #expect(machO.sections == (try ObjectReading.sectionsListed(in: object, scratch: folder.url)), "\(object.lastPathComponent)")
        }
        let whole = try Data(contentsOf: objects[0])
        ObjectReading.damagedCopies(of: whole, cuts: [0, 4, 31, 32]) { _ = MachOObject($0) }
        #expect(MachOObject(Data("not an object".utf8)) == nil)
        #expect(BinaryScan.scan([folder.url.appending(path: "Pizza.swift")]).refusals.said == [
            "has an object that is neither ELF nor Mach-O (Pizza.swift), which the tool cannot read",
        ])
    }
}
