import Foundation
import KataModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a student's compiled objects before anything of theirs runs: a kata is Swift, and needs neither a C-level
/// symbol of its own nor code that runs before or after the tests.
///
/// A defined global symbol that is not Swift's (`$s...`), nor one the compiler makes (weak, with a name of its own
/// kinds), can stand in for a function of the C library inside the test process, such as `exit`; a constructor or
/// destructor section runs code around the tests. Either is refused, whatever the source spelled.
package enum BinaryScan {
    /// Why `objects` are refused, one sentence each, empty when nothing is found.
    package static func refusals(of objects: [URL], scratch: URL) throws -> [String] {
        try scan(objects, scratch: scratch).refusals
    }

    /// The symbols `objects` use and do not define: what they call of the C library, Foundation and the runtime,
    /// however the source spelled the call (through a variable, a path built from bytes).
    package static func undefinedSymbols(of objects: [URL], scratch: URL) throws -> Set<String> {
        try scan(objects, scratch: scratch).undefined
    }

    /// What `objects` define that a kata does not (one sentence each), and what they use and do not define. An ELF
    /// object is read here (see `ELFObject`); any other (a Mach-O one) with the toolchain's `llvm-nm` and
    /// `llvm-objdump`.
    private static func scan(_ objects: [URL], scratch: URL) throws -> (refusals: [String], undefined: Set<String>) {
        var symbols: [ELFObject.Symbol] = [], sections: [String] = [], others: [String] = []
        for object in objects {
            guard let data = FileManager.default.contents(atPath: object.path) else { continue }
            if let elf = ELFObject(data) {
                symbols += elf.symbols
                sections += elf.sections
            } else {
                others.append(object.path)
            }
        }
        if !others.isEmpty {
            guard let read = try readWithTheToolchain(others, scratch: scratch) else {
                return (["its objects cannot be read: neither llvm-nm nor nm, or no llvm-objdump nor objdump, is beside the toolchain or on PATH"], [])
            }
            symbols += read.symbols
            sections += read.sections
        }
        var refusals: Set<String> = [], undefined: Set<String> = []
        for symbol in symbols {
            if symbol.isUndefined {
                undefined.insert(symbol.name)
            } else if !allowed(symbol.name, weak: symbol.isWeak) {
                refusals.insert("defines the C-level symbol `\(symbol.name)`, which could stand in for the system's inside the test process")
            }
        }
        for name in sections where constructorSections.contains(where: { name.hasPrefix($0) }) {
            refusals.insert("has a \(name) section: code that runs before or after the tests")
        }
        return (refusals.sorted(), undefined)
    }

    /// The symbols and sections of `paths` as one `nm` and one `objdump` of them all print them (each object's lines
    /// after a line that names it); `nil` when the toolchain has neither.
    private static func readWithTheToolchain(_ paths: [String], scratch: URL) throws -> (symbols: [ELFObject.Symbol], sections: [String])? {
        guard let nm = tool("llvm-nm") ?? tool("nm"), let objdump = tool("llvm-objdump") ?? tool("objdump") else { return nil }
        // The lines that name an object (`path:`, or `path:\tfile format ...`), whatever its path holds.
        let lines = { (output: String) in output.split(separator: "\n").filter { line in !paths.contains { line.hasPrefix($0 + ":") } } }
        let symbols = lines(try read([nm, "--extern-only"] + paths, scratch: scratch)).compactMap { line -> ELFObject.Symbol? in
            guard let (type, name) = symbol(in: line) else { return nil }
            return ELFObject.Symbol(name: name, isUndefined: type == "U" || type == "w" || type == "v", isWeak: "WVwv".contains(type))
        }
        let sections = lines(try read([objdump, "--section-headers"] + paths, scratch: scratch))
            .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) }
        return (symbols, sections)
    }

    /// Sections whose code runs as the process starts or ends.
    private static let constructorSections = [".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors", "__mod_init_func",
                                              "__mod_term_func", "__init_offsets"]

    /// The kinds of names the compiler gives the weak symbols it makes: mangled references, caches, the helpers of
    /// casts to an existential (`as? any P.Type`) and the metadata of a noncopyable generic (`Mutex<Int>`, as a
    /// call-count mock holds it).
    private static let compilerNames = ["$s", "_$s", "symbolic ", "associated ", "generic environment ", "got.", "__swift_", "___swift_",
                                        "_swift_FORCE_LOAD_$", "__swift_FORCE_LOAD_$", "swift_willThrowTyped", "_swift_willThrowTyped",
                                        "dynamic_cast_existential_", "_dynamic_cast_existential_", "get_type_metadata ", "_get_type_metadata "]

    /// Whether a global symbol named `name` that the object defines (weakly or not) is one a Swift kata has.
    private static func allowed(_ name: String, weak: Bool) -> Bool {
        if name.hasPrefix("$s") || name.hasPrefix("_$s") { return true }
        return weak && compilerNames.contains { name.hasPrefix($0) }
    }

    /// The type letter and name of one line of nm's default output: `VALUE TYPE NAME`, or `TYPE NAME` for a symbol
    /// used and not defined (`U`, or weakly: `w`, `v`).
    private static func symbol(in line: Substring) -> (Character, String)? {
        let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        if fields.count == 2, ["U", "w", "v"].contains(fields[0]) { return (Character(String(fields[0])), String(fields[1])) }
        let defined = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard defined.count == 3, let type = defined[1].first else { return nil }
        return (type, String(defined[2]))
    }

    /// What `arguments` print; a tool that fails is the machine's fault.
    private static func read(_ arguments: [String], scratch: URL) throws -> String {
        let outcome = try ProcessRunner().run(arguments, outputFile: scratch.appending(path: "scan.out"), timeout: Defaults.toolchainQueryTimeout,
                                              temporaryFolder: scratch.appending(path: "scan-tmp"))
        guard outcome.termination == .exited(0) else { throw RunningError.cannotStart(arguments[0], outcome.output.prefix(200).description) }
        return outcome.output
    }

    /// Whether this platform's objects are the ELF objects the rules are written for (Linux), whichever way they are
    /// built: a Mac's Mach-O objects break them (issue 50), so a verify there holds none to them.
    package static var readsThisPlatformsObjects: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Refuses, before any of them runs, the objects of `package`'s targets built from the work `allowance` names
    /// that define what a kata does not, or use what their kata does not allow (see
    /// `SymbolAllowance`): `objects` gives the objects of a target's own files by name (not those of the files the
    /// tool adds to tests: the entry point, the recorder). Returns what the objects use and do not define, by the
    /// folder of the work they were built from. Nothing when no work is named.
    @discardableResult
    package static func check(_ package: ScratchPackage, allowance: WorkAllowance?, objects: (String) -> [URL]) throws -> [URL: Set<String>] {
        guard let allowance else { return [:] }
        let code = package.codeTargets.filter { allowance.holds($0.source.folder) }.map { ($0.source.folder, objects($0.name)) }
        let tests = package.testTargets.filter { allowance.holds($0.source.folder) }.map { ($0.source.folder, objects($0.name)) }
        let scratch = package.directory.appending(path: "scan")
        let symbols = SymbolAllowance(ownModules: Set([package.module] + package.codeTargets.map(\.name) + package.testTargets.map(\.module)),
                                      capabilities: allowance.capabilities)
        // Kept by the bytes of the objects read: a verify after a change of nothing they were built from reads none.
        let kept = KeptResults<Found>(file: scratch.appending(path: "kept.json"))
        var parts = [symbols.ownModules.sorted().joined(separator: ","), symbols.capabilities.map(\.rawValue).sorted().joined(separator: ",")]
        for (folder, built) in code + tests {
            parts.append(folder.standardizedFileURL.path)
            parts += built.map { SourceFiles.fingerprint(ofData: (try? Data(contentsOf: $0)) ?? Data()) }
        }
        let key = parts.joined(separator: "\u{1E}")
        let found: Found
        if let known = kept.value(for: key) {
            found = known
        } else {
            var refusals: [String] = [], used: [String: Set<String>] = [:]
            for (folder, built) in code + tests {
                let read = try scan(built, scratch: scratch)
                refusals += read.refusals
                used[folder.standardizedFileURL.path, default: []].formUnion(read.undefined)
            }
            refusals += symbols.refusals(of: demangled(used.values.reduce(into: Set<String>()) { $0.formUnion($1) }))
            found = Found(refusals: Array(Set(refusals)).sorted(), used: used.mapValues { $0.sorted() })
            kept.save(found, for: key)
        }
        guard found.refusals.isEmpty else { throw ObjectRefusal(reasons: found.refusals) }
        return Dictionary(uniqueKeysWithValues: found.used.map { (URL(filePath: $0.key), Set($0.value)) })
    }

    /// What a check of a package's objects found: why they are refused, and what they use by the folder they were
    /// built from.
    private struct Found: Codable, Sendable {
        var refusals: [String]
        var used: [String: [String]]
    }

    /// Each of `symbols` with its demangled name (a C symbol as it is), by the Swift runtime's own demangler, in
    /// this process (as `swift-demangle --compact` prints them, but with no sugar: `Swift.Optional<Swift.Int>`).
    static func demangled(_ symbols: Set<String>) -> [(symbol: String, demangled: String)] {
        symbols.sorted().map { symbol in
            guard symbol.hasPrefix("$s") || symbol.hasPrefix("_$s"),
                  let name = symbol.withCString({ runtimeDemangle($0, symbol.utf8.count, nil, nil, 0) }) else { return (symbol, symbol) }
            defer { free(name) }
            return (symbol, String(cString: name))
        }
    }

    /// The path of `name` beside the toolchain's `swift`, or on `PATH`.
    private static func tool(_ name: String) -> String? {
        if let beside = Boundary.toolchainBin?.appending(path: name).path, FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return Boundary.onPath(name)
    }
}

/// Why a student's compiled objects are refused: the input is at fault.
package struct ObjectRefusal: KataFailure {
    /// One sentence per finding, such as "defines the C-level symbol `exit`, ...".
    package let reasons: [String]

    package var kind: FailureKind { .input }

    package var description: String { "the compiled work " + reasons.joined(separator: "; it ") }
}

/// The Swift runtime's demangler (`swift_demangle`, part of its public interface): the demangled text of a mangled
/// name of `length` bytes, allocated with `malloc`, or `nil` for a name that is not one.
@_silgen_name("swift_demangle")
private func runtimeDemangle(_ name: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                             _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?
