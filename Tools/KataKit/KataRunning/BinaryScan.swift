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
    /// Why `objects` are refused, one sentence each, empty when nothing is found; `main` is allowed where `tests`
    /// (the tool's entry point is compiled with the tests). Reads with the toolchain's `llvm-nm` and `llvm-objdump`.
    package static func refusals(of objects: [URL], tests: Bool, scratch: URL) throws -> [String] {
        try scan(objects, tests: tests, scratch: scratch).refusals
    }

    /// The symbols `objects` use and do not define: what they call of the C library, Foundation and the runtime,
    /// however the source spelled the call (through a variable, a path built from bytes).
    package static func undefinedSymbols(of objects: [URL], scratch: URL) throws -> Set<String> {
        try scan(objects, tests: false, scratch: scratch).undefined
    }

    /// What `objects` define that a kata does not (one sentence each), and what they use and do not define: one
    /// `nm` and one `objdump` of each.
    private static func scan(_ objects: [URL], tests: Bool, scratch: URL) throws -> (refusals: [String], undefined: Set<String>) {
        guard let nm = tool("llvm-nm") ?? tool("nm"), let objdump = tool("llvm-objdump") ?? tool("objdump") else {
            return (["its objects cannot be read: neither llvm-nm nor nm, or no llvm-objdump nor objdump, is beside the toolchain or on PATH"], [])
        }
        var refusals: Set<String> = [], undefined: Set<String> = []
        for object in objects where FileManager.default.fileExists(atPath: object.path) {
            for line in try read([nm, "--extern-only", object.path], scratch: scratch).split(separator: "\n") {
                guard let (type, name) = symbol(in: line) else { continue }
                if type == "U" {
                    undefined.insert(name)
                } else if !allowed(name, type: type, tests: tests) {
                    refusals.insert("defines the C-level symbol `\(name)`, which could stand in for the system's inside the test process")
                }
            }
            let sections = try read([objdump, "--section-headers", object.path], scratch: scratch)
            for name in sections.split(separator: "\n").compactMap({ $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first })
                where constructorSections.contains(where: { name.hasPrefix($0) }) {
                refusals.insert("has a \(name) section: code that runs before or after the tests")
            }
        }
        return (refusals.sorted(), undefined)
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

    /// Whether a defined global symbol of `type` (nm's letter) named `name` is one a Swift kata has.
    private static func allowed(_ name: String, type: Character, tests: Bool) -> Bool {
        if name.hasPrefix("$s") || name.hasPrefix("_$s") { return true }
        if tests && (name == "main" || name == "_main") { return true }
        let weak = type == "W" || type == "V" || type == "w" || type == "v"
        return weak && compilerNames.contains { name.hasPrefix($0) }
    }

    /// The type letter and name of one line of nm's default output: `VALUE TYPE NAME`, or `TYPE NAME` for a symbol
    /// used and not defined.
    private static func symbol(in line: Substring) -> (Character, String)? {
        let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        if fields.count == 2, fields[0] == "U" { return ("U", String(fields[1])) }
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

    /// Refuses, before any of them runs, the objects of `package`'s targets built from the student's work (the
    /// folder `confinement` names) that define what a kata does not, or use what their kata does not allow (see
    /// `SymbolAllowance`): `objects` gives a target's objects by name. Returns what the objects use and do
    /// not define, by the folder of the student's they were built from. Nothing when no student's work is named.
    @discardableResult
    package static func check(_ package: ScratchPackage, confinement: Confinement?, objects: (String) -> [URL]) throws -> [URL: Set<String>] {
        guard let work = confinement?.studentWork?.path else { return [:] }
        let theirs = { (folder: URL) in folder.standardizedFileURL.path.hasPrefix(work + "/") }
        let code = package.codeTargets.filter { theirs($0.source.folder) }.map { ($0.source.folder, objects($0.name)) }
        let tests = package.testTargets.filter { theirs($0.source.folder) }.map { ($0.source.folder, objects($0.name)) }
        let scratch = package.directory.appending(path: "scan")
        var refusals: [String] = [], used: [URL: Set<String>] = [:]
        for (targets, areTests) in [(code, false), (tests, true)] {
            for (folder, built) in targets {
                let found = try scan(built, tests: areTests, scratch: scratch)
                refusals += found.refusals
                used[folder.standardizedFileURL, default: []].formUnion(areTests ? found.undefined.subtracting(injectedSymbols) : found.undefined)
            }
        }
        if let confinement {
            let allowance = SymbolAllowance(ownModules: Set([package.module] + package.codeTargets.map(\.name) + package.testTargets.map(\.module)),
                                            capabilities: confinement.capabilities)
            refusals += allowance.refusals(of: try demangled(used.values.reduce(into: Set<String>()) { $0.formUnion($1) }, scratch: scratch))
        }
        guard refusals.isEmpty else { throw ObjectRefusal(reasons: Array(Set(refusals)).sorted()) }
        return used
    }

    /// Each of `symbols` with its demangled name (a C symbol as it is), by one run of the toolchain's `swift-demangle`.
    static func demangled(_ symbols: Set<String>, scratch: URL) throws -> [(symbol: String, demangled: String)] {
        let mangled = symbols.filter { $0.hasPrefix("$s") || $0.hasPrefix("_$s") }.sorted()
        var names = symbols.subtracting(mangled).map { (symbol: $0, demangled: $0) }
        guard !mangled.isEmpty else { return names }
        guard let demangler = tool("swift-demangle") else {
            throw ObjectRefusal(reasons: ["cannot be read: no swift-demangle is beside the toolchain or on PATH"])
        }
        let lines = try read([demangler, "--compact"] + mangled, scratch: scratch).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= mangled.count else { throw RunningError.cannotStart(demangler, "it gave \(lines.count) names for \(mangled.count)") }
        names += zip(mangled, lines).map { (symbol: $0, demangled: String($1)) }
        return names
    }

    /// What the code the tool compiles into every test target uses (the entry point, which finds `prctl` by `dlsym`
    /// and a schemata's start by `_typeByName`, XCTest's recorder, see `TestInstrumentation`): left out of what a
    /// student's tests are flagged for and held to (their source's flags still name them), so a test that calls `getenv`
    /// through a variable is not flagged from its object (its source still is, where it spells the call).
    static let injectedSymbols: Set<String> = [
        "exit", "getenv", "unsetenv", "write", "memset", "dlsym", "$s5Glibc4openys5Int32VSPys4Int8VG_ADs6UInt32VtF", "$ss11_typeByNameyypXpSgSSF",
        "$s6XCTest0A11ObservationMp", "$s6XCTest0A11ObservationPAAE18testSuiteDidFinishyyAA0aD0CF",
        "$s6XCTest0A11ObservationPAAE18testSuiteWillStartyyAA0aD0CF", "$s6XCTest0A11ObservationPAAE19testBundleWillStartyy10Foundation0D0CF",
        "$s6XCTest0A11ObservationPAAE8testCase_22didFailWithDescription6inFile6atLineyAA0aD0C_S2SSgSitF",
        "$s6XCTest0A17ObservationCenterC6sharedACvgZ", "$s6XCTest0A17ObservationCenterCMa",
    ]

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
