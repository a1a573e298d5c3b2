import Foundation
import KataModel
import KataToolOutput
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
    /// What `objects` define that a kata does not (one finding each), and what they use and do not define (what they
    /// call of the C library, Foundation and the runtime, however the source spelled the call), by the rules of each
    /// object's format, read in this process: ELF (Linux) and Mach-O (a Mac). An object of neither is refused, since
    /// nothing of it can be held to a kata.
    static func scan(_ objects: [URL]) -> (refusals: Set<ObjectFinding>, undefined: Set<String>) {
        var refusals: Set<ObjectFinding> = [], undefined: Set<String> = []
        for object in objects {
            guard let data = FileManager.default.contents(atPath: object.path) else { continue }
            let symbols: [ObjectSymbol], startAndEnd: [String]
            if let elf = ELFObject(data) {
                (symbols, startAndEnd) = (elf.symbols, elf.startAndEndSections)
            } else if let machO = MachOObject(data) {
                (symbols, startAndEnd) = (machO.symbols, machO.startAndEndSections)
            } else {
                refusals.insert(.unreadableObject(object.lastPathComponent))
                continue
            }
            for symbol in symbols {
                if symbol.isUndefined {
                    undefined.insert(symbol.name)
                } else if !allowed(symbol.name, weak: symbol.isWeak) {
                    refusals.insert(.cLevelSymbol(symbol.name))
                }
            }
            for name in startAndEnd {
                refusals.insert(.startOrEndSection(name))
            }
        }
        return (refusals, undefined)
    }

    /// The kinds of names the compiler gives the weak symbols it makes: mangled references, caches, the helpers of
    /// casts to an existential (`as? any P.Type`) and the metadata of a noncopyable generic (`Mutex<Int>`, as a
    /// call-count mock holds it). As the source names them: a Mach-O object's leading `_` is taken off when read.
    private static let compilerNames = ["symbolic ", "associated ", "generic environment ", "got.", "__swift_", "_swift_FORCE_LOAD_$",
                                        "swift_willThrowTyped", "dynamic_cast_existential_", "get_type_metadata "]

    /// Whether a global symbol named `name` that the object defines (weakly or not) is one a Swift kata has.
    private static func allowed(_ name: String, weak: Bool) -> Bool {
        name.hasPrefix("$s") || (weak && compilerNames.contains { name.hasPrefix($0) })
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
        let key = parts.joined(separator: .keyPartSeparator)
        let found: Found
        if let known = kept.value(for: key) {
            found = known
        } else {
            var refusals: Set<ObjectFinding> = [], used: [String: Set<String>] = [:]
            for (folder, built) in code + tests {
                let read = scan(built)
                refusals.formUnion(read.refusals)
                used[folder.standardizedFileURL.path, default: []].formUnion(read.undefined)
            }
            refusals.formUnion(symbols.refusals(of: demangled(used.values.reduce(into: Set<String>()) { $0.formUnion($1) })))
            found = Found(refusals: refusals, used: used.mapValues { $0.sorted() })
            kept.save(found, for: key)
        }
        guard found.refusals.isEmpty else { throw ObjectRefusal(findings: found.refusals) }
        return Dictionary(uniqueKeysWithValues: found.used.map { (URL(filePath: $0.key), Set($0.value)) })
    }

    /// What a check of a package's objects found: why they are refused, and what they use by the folder they were
    /// built from.
    private struct Found: Codable, Sendable {
        var refusals: Set<ObjectFinding>
        var used: [String: [String]]
    }

    /// Each of `symbols` with its demangled name (a C symbol as it is), by the Swift runtime's own demangler, in
    /// this process (as `swift-demangle --compact` prints them, but with no sugar: `Swift.Optional<Swift.Int>`).
    /// A reference to an Objective-C class (`OBJC_CLASS_$_NSFileManager`, a Mac's) is named as Swift imports it
    /// (`__C.NSFileManager`).
    static func demangled(_ symbols: Set<String>) -> [(symbol: String, demangled: String)] {
        symbols.sorted().map { symbol in
            for reference in ["OBJC_CLASS_$_", "OBJC_METACLASS_$_"] where symbol.hasPrefix(reference) {
                return (symbol, "__C." + symbol.dropFirst(reference.count))
            }
            guard symbol.hasPrefix("$s"),
                  let name = symbol.withCString({ runtimeDemangle($0, symbol.utf8.count, nil, nil, 0) }) else { return (symbol, symbol) }
            defer { free(name) }
            return (symbol, String(cString: name))
        }
    }
}

/// The Swift runtime's demangler (`swift_demangle`, part of its public interface): the demangled text of a mangled
/// name of `length` bytes, allocated with `malloc`, or `nil` for a name that is not one.
@_silgen_name("swift_demangle")
private func runtimeDemangle(_ name: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                             _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?
