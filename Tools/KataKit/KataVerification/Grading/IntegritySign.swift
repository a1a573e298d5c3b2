import KataModel

/// One way a kind of reach shows in a Swift file: a pattern over its code or over the contents of its strings.
struct IntegritySign: Sendable {
    /// Where the pattern looks, and which of its matches count.
    enum Reading: Sendable {
        /// Any match in the code.
        case code
        /// A match in the code that calls a free function, perhaps through its C module (`Glibc.exit(1)`), not a
        /// method (`semaphore.signal()`) and not a name being declared.
        case freeCall
        /// A match in the contents of a string literal.
        case stringContents
    }

    /// The kind of reach a match is.
    let kind: IntegrityFlag.Kind
    /// A regex, in which `\b` is any change between a word character and another.
    let pattern: String
    /// Where the pattern looks.
    let reading: Reading

    /// The lines, from 1, on which a match of the sign starts, a line once for each match.
    func lines(in source: SwiftSource) -> [Int] {
        let text = reading == .stringContents ? source.stringContents : source.code
        return SwiftSource.regex(pattern).matches(in: text[...]).map(\.range.lowerBound).filter { start in
            reading != .freeCall || !(Self.isDeclared(at: start, in: text) || Self.isMethod(at: start, in: text))
        }.map { text.line(at: $0) }
    }

    /// The modules through which a C function is called, as in `Glibc.exit(1)`.
    private static let cModules: Set = ["Glibc", "Darwin", "Foundation", "Musl", "Android", "WASILibc", "ucrt", "WinSDK"]

    /// Whether the name at `index` of `code` follows `func`, `var`, `let` or `case`: the student's own name, as in
    /// `case exit(code: Int)`.
    private static func isDeclared(at index: String.Index, in code: String) -> Bool {
        ["func", "var", "let", "case"].contains(lastWord(of: code[..<index]))
    }

    /// Whether the name at `index` of `code` follows a `.` after anything but a C module.
    private static func isMethod(at index: String.Index, in code: String) -> Bool {
        guard let dot = code[..<index].lastIndex(where: { !$0.isWhitespace }), code[dot] == "." else { return false }
        return !cModules.contains(lastWord(of: code[..<dot]))
    }

    /// The identifier at the end of `text`, white space after it skipped, or "" if none ends it.
    private static func lastWord(of text: Substring) -> String {
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? text.startIndex
        let start = text[..<end].lastIndex { !($0.isLetter || $0.isNumber || $0 == "_") }.map { text.index(after: $0) }
        return String(text[(start ?? text.startIndex)..<end])
    }
}

extension IntegritySign {
    /// The names whose declaration is a `.frameworkName` flag: the workbook's framework names, the frameworks'
    /// and the standard library's modules, and common standard library and Foundation types.
    static let ownedNames = FrameworkShadowing.frameworkNames
        + "|Testing|Swift|Foundation|Glibc|Darwin|String|Character|Int|Double|Float|Bool|Array|Dictionary|Set"
        + "|Optional|Result|Error|Never|Void|Equatable|Hashable|Comparable|Decimal|Date|URL|Data"

    /// The signs of every kind but `.frameworkName`, which is found by its declarations.
    static let all: [IntegritySign] = [
        IntegritySign(kind: .processExit, pattern: calls("exit", "_exit", "_Exit", "abort"), reading: .freeCall),
        IntegritySign(kind: .processExit, pattern: member("Thread", "exit"), reading: .code),
        IntegritySign(kind: .exitHandler, pattern: names("atexit", "at_quick_exit"), reading: .code),
        IntegritySign(kind: .signalHandler, pattern: calls("signal"), reading: .freeCall),
        IntegritySign(kind: .signalHandler, pattern: names("sigaction", "makeSignalSource"), reading: .code),
        IntegritySign(kind: .spawnsProcess, pattern: calls("fork", "system", "popen"), reading: .freeCall),
        IntegritySign(kind: .spawnsProcess, pattern: names("Process", "NSTask", #"posix_spawn\w*"#, "vfork",
                                                           "execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp"),
                      reading: .code),
        IntegritySign(kind: .fileAccess, pattern: calls("open", "dup"), reading: .freeCall),
        IntegritySign(kind: .fileAccess, pattern: names("FileManager", "FileHandle", "fopen", "fdopen", "freopen", "dup2"), reading: .code),
        // `String(contentsOf:)` and `.init(contentsOf:)` read a file; `append(contentsOf:)` does not.
        IntegritySign(kind: .fileAccess, pattern: #"(?:\b[A-Z]\w*|\binit)\s*\(\s*contentsOf\s*:|\bcontentsOfFile\s*:"#, reading: .code),
        IntegritySign(kind: .fileAccess, pattern: #"\.\s*write\s*\(\s*to\s*:|\bwrite\s*\(\s*toFile\s*:"#, reading: .code),
        IntegritySign(kind: .fileAccess, pattern: "/proc/|/dev/fd|/dev/std", reading: .stringContents),
        IntegritySign(kind: .networkAccess, pattern: calls("socket", "connect"), reading: .freeCall),
        IntegritySign(kind: .networkAccess, pattern: names("URLSession", "URLRequest", "NWConnection", "NWListener", "getaddrinfo"),
                      reading: .code),
        IntegritySign(kind: .environmentRead, pattern: calls("getenv", "setenv", "unsetenv", "putenv"), reading: .freeCall),
        IntegritySign(kind: .environmentRead, pattern: names("ProcessInfo", "NSProcessInfo", "environ"), reading: .code),
        IntegritySign(kind: .environmentRead, pattern: #"\bCommandLine\s*\."#, reading: .code),
        IntegritySign(kind: .testObservation, pattern: names("XCTestObservationCenter", "XCTestObservation", "XCTestRun",
                                                             "XCTestCaseRun", "XCTestSuiteRun", "testRun", "defaultTestSuite", "Runner"),
                      reading: .code),
        // Swift Testing's `Test.current`, its tools' `Event`, its `@_spi` and its `__`-named API the macros expand to;
        // `@inline(__always)` and the `__owned` kind of modifier are not API.
        IntegritySign(kind: .testObservation, pattern: member("Test", #"(?:Case\s*\.\s*)?current"#), reading: .code),
        IntegritySign(kind: .testObservation, pattern: #"\bEvent\s*\.|@_spi\b|\b__(?!(?:always|owned|shared|consuming)\b)\w"#,
                      reading: .code),
        IntegritySign(kind: .reflection, pattern: names("_typeName", "NSClassFromString", "NSStringFromClass"), reading: .code),
        IntegritySign(kind: .reflection, pattern: #"\bMirror\s*[(.]|\bBundle\s*[(.]|#(?:fileID|filePath|file)\b"#, reading: .code),
        IntegritySign(kind: .reflection, pattern: #"\bString\s*\(\s*(?:reflecting\s*:|describing\s*:\s*type\s*\(\s*of\s*:)"#,
                      reading: .code),
        IntegritySign(kind: .unsafeLinkage, pattern: #"@_(?:silgen_name|cdecl|dynamicReplacement|section|used|extern)\b"#, reading: .code),
        IntegritySign(kind: .unsafeLinkage, pattern: names("dlopen", "dlsym", "unsafeBitCast"), reading: .code),
        // `==` or `!=` itself, not `===` or `==>`.
        IntegritySign(kind: .randomness, pattern: #"\.\s*(?:random|randomElement|shuffled|shuffle)\s*\("#, reading: .code),
        IntegritySign(kind: .randomness, pattern: calls("random", "srandom", "rand", "srand", "drand48", "lrand48", "arc4random",
                                                        "arc4random_uniform", "arc4random_buf", "getrandom"), reading: .freeCall),
        IntegritySign(kind: .randomness, pattern: names("SystemRandomNumberGenerator", "RandomNumberGenerator"), reading: .code),
        IntegritySign(kind: .customEquality, pattern: #"\bfunc\s*(?:==|!=)(?![/=\-+!*%<>&|^~?])"#, reading: .code),
    ]

    /// A pattern for any of `names` whole.
    private static func names(_ names: String...) -> String {
        #"\b(?:\#(names.joined(separator: "|")))\b"#
    }

    /// A pattern for a call of any of `names`: the name, perhaps in backticks (the look back for a `.` or a `func`
    /// starts before them), then `(`.
    private static func calls(_ names: String...) -> String {
        #"`?\b(?:\#(names.joined(separator: "|")))\b`?\s*\("#
    }

    /// A pattern for `member` of `owner`, as in `Thread.exit`.
    private static func member(_ owner: String, _ member: String) -> String {
        #"\b\#(owner)\s*\.\s*`?\b\#(member)\b"#
    }
}
