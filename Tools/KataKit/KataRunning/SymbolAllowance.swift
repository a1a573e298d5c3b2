import Foundation
import KataModel
import KataToolOutput

/// What a kata's compiled code and tests may use, read from the symbols their objects use and do not define: an
/// allowlist, not a list of what to flag.
///
/// A Swift symbol is allowed when every module its name holds is one a kata builds on (the standard library and its
/// concurrency, Observation, Synchronization, Foundation, Dispatch, the test frameworks, the kata's own modules) and
/// it reaches no capability the kata does not allow (see `KataCapability`: files, the environment, processes, the
/// network, finding types by name, the test run's own machinery). A C symbol is allowed when it is the Swift runtime's
/// or a memory primitive the compiler calls: a kata calls no C function of its own. Everything else refuses the kata.
package struct SymbolAllowance: Sendable {
    /// The modules of the kata's own code and tests.
    let ownModules: Set<String>
    /// What the kata allows its tests to reach.
    let capabilities: Set<KataCapability>

    package init(ownModules: Set<String>, capabilities: Set<KataCapability>) {
        self.ownModules = ownModules
        self.capabilities = capabilities
    }

    /// The modules every kata may build on.
    static let modules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "Builtin", "SwiftShims", "__C", "Observation", "Synchronization",
                                       "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "XCTest", "Testing"]

    /// The C symbols compiled Swift calls by itself: the runtime's (`swift_retain`, ...) and these.
    static let cSymbols: Set<String> = ["memcpy", "memmove", "memset", "memcmp", "bzero", "malloc", "calloc", "realloc", "free", "__tls_get_addr",
                                        "__stack_chk_fail", "__stack_chk_guard", "syscall"]

    /// The beginnings of what a Mac's Swift uses of the Objective-C runtime by itself, where Foundation's classes
    /// are Objective-C's (`FileManager` is `NSFileManager`): a message sent (`objc_msgSend`, or a message's own
    /// stub, `objc_msgSend$defaultManager`), an object kept and released, a closure made a block, and a reference to
    /// a class (`OBJC_CLASS_$_NSFileManager`, which `BinaryScan.demangled` names `__C.NSFileManager`, so that the
    /// capabilities below read it as a Swift name of the class).
    static let objectiveCRuntime = ["objc_msgSend", "objc_retain", "objc_release", "objc_autorelease", "objc_claimAutoreleasedReturnValue",
                                    "objc_unsafeClaimAutoreleasedReturnValue", "objc_opt_self", "objc_opt_class", "objc_alloc", "objc_storeStrong",
                                    "objc_loadWeak", "objc_storeWeak", "objc_initWeak", "objc_destroyWeak", "objc_copyWeak", "objc_moveWeak",
                                    "_objc_empty_cache", "_Block_copy", "_Block_release", "_Block_object_assign", "_Block_object_dispose",
                                    "_NSConcreteStackBlock", "_NSConcreteGlobalBlock", "OBJC_CLASS_$_", "OBJC_METACLASS_$_"]

    /// What in a demangled name reaches each capability: Foundation's Swift types (Linux's), their Objective-C
    /// classes (a Mac's, `__C.NS...`) and the messages that read or write a file.
    private static let reaches: [(capability: KataCapability, pattern: SharedRegex<AnyRegexOutput>)] = [
        (.files, SwiftSource.regex(#"\bFoundation\w*\.(?:FileManager|FileHandle|FileWrapper|InputStream|OutputStream|Stream|Bundle|Pipe)\b"#
            + #"|\b__C\.NS(?:FileManager|FileHandle|FileWrapper|InputStream|OutputStream|Stream|Bundle|Pipe)\b"#
            + #"|\bobjc_msgSend\$\w*(?:[cC]ontentsOf(?:File|URL)|writeTo(?:File|URL))"#
            + #"|\.(?:init|write)(?:<[^(]*>)?\((?:contentsOf|contentsOfFile|contentsOfURL|to|toFile):"#)),
        (.environment, SwiftSource.regex(#"\bFoundation\w*\.ProcessInfo\b|\b__C\.NSProcessInfo\b|\bSwift\.CommandLine\b|\bSwift\.readLine\("#)),
        (.processes, SwiftSource.regex(#"\bFoundation\w*\.(?:Process|NSTask)\b|\b__C\.NSTask\b|\bFoundation\w*\.Thread\.exit\("#)),
        (.network, SwiftSource.regex(#"\bFoundation\w*\.(?:URLSession\w*|URLProtocol|Host|NetService|SocketPort)\b"#
            + #"|\b__C\.NS(?:URLSession\w*|URLConnection|URLProtocol|Host|NetService|SocketPort)\b"#)),
        (.dynamicLookup, SwiftSource.regex(#"\bSwift\.(?:_typeByName|_getTypeByMangledName\w*|_getTypeByName\w*)\("#)),
        (.testRun, SwiftSource.regex(#"\bXCTest\.XCTestObservation\w*|\bTesting\.(?:Runner|Event|Configuration)\b"#)),
    ]

    /// A module a demangled name holds: a word first in a qualified name (a generic parameter such as `A` or `B1`
    /// too, which `isPlaceholder` tells apart), or the module of an extension or of a conformance.
    private static let qualified = SwiftSource.regex(#"(?:^|[^\w.$])([A-Za-z_]\w*)\.[A-Za-z_]|\(extension in (\w+)\)|\bin (\w+)$"#)

    /// Why the symbols `names` (each mangled one with its demangled name, the rest as they are) are refused: one
    /// finding for each module, C symbol and capability (naming its shortest use); empty when every one is allowed.
    package func refusals(of names: [(symbol: String, demangled: String)]) -> Set<ObjectFinding> {
        var refusals: Set<ObjectFinding> = [], reached: [KataCapability: String] = [:]
        for (symbol, demangled) in names {
            if symbol.hasPrefix("$s") {
                for match in Self.qualified.matches(in: demangled[...]) {
                    guard let module = (1...3).lazy.compactMap({ match.output[$0].substring }).first.map(String.init), !Self.isPlaceholder(module),
                          !Self.modules.contains(module), !ownModules.contains(module) else { continue }
                    refusals.insert(.module(module))
                }
            } else if !Self.objectiveCRuntime.contains(where: { symbol.hasPrefix($0) }) {
                // The runtime's functions and data (`swift_retain`, `_swiftEmptyArrayStorage`).
                if !Self.cSymbols.contains(symbol) && !symbol.drop(while: { $0 == "_" }).hasPrefix("swift") {
                    refusals.insert(.cFunction(symbol))
                }
                continue
            }
            for (capability, pattern) in Self.reaches where !capabilities.contains(capability) && pattern.firstMatch(in: demangled[...]) != nil {
                if reached[capability].map({ ($0.count, $0) > (demangled.count, demangled) }) ?? true { reached[capability] = demangled }
            }
        }
        refusals.formUnion(reached.map { .capability($0.key, use: Self.shortened($0.value)) })
        return refusals
    }

    /// Whether `word` before a dot is a generic parameter (`A`, `B1`) or `Any`, not a module.
    private static func isPlaceholder(_ word: String) -> Bool {
        word == "Any" || word == "Self" || (word.first?.isUppercase == true && word.count <= 3 && word.dropFirst().allSatisfy(\.isNumber))
    }

    /// A demangled name cut to its first 80 characters, for a sentence to quote.
    private static func shortened(_ demangled: String) -> String {
        demangled.count <= 80 ? demangled : String(demangled.prefix(79)) + "…"
    }
}
