import Foundation
import KataModel
import KataToolOutput

/// Something in a student's sources that reaches outside the behaviour under test: a teacher looks at it beside the grade.
package struct IntegrityFlag: Sendable, Equatable, Codable {
    /// What kind of reach it is.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// `exit(`, `_exit(`, `_Exit(`, `abort(` or `Thread.exit`: the test process ends in the middle of a test.
        case processExit
        /// `atexit` or `at_quick_exit`: code runs as the test process ends.
        case exitHandler
        /// `signal(`, `sigaction` or a dispatch signal source: code runs when the process is told to stop.
        case signalHandler
        /// `Process`, `posix_spawn`, `fork(`, the `exec` family, `system(` or `popen(`.
        case spawnsProcess
        /// `FileManager`, `FileHandle`, `open(`, `fopen`, reading `contentsOf:` a file, `.write(to:`, `/proc/`, ...
        case fileAccess
        /// `URLSession`, `URLRequest`, `socket(`, `connect(`, `getaddrinfo` or `NWConnection`.
        case networkAccess
        /// `ProcessInfo`, `getenv(` and its kin, `environ` or `CommandLine`.
        case environmentRead
        /// XCTest's observation and runs, or Swift Testing's `Test.current`, `Runner`, `Event`, SPI and `__` API.
        case testObservation
        /// `Mirror`, type names as text, `#file` and its kin, or `Bundle`.
        case reflection
        /// `@_silgen_name`, `@_cdecl`, `@_dynamicReplacement`, `dlopen`, `dlsym`, `unsafeBitCast`, ...
        case unsafeLinkage
        /// A declaration of `==` or `!=`: an equality that can lie passes any `XCTAssertEqual`.
        case customEquality
        /// `.random(`, `randomElement()`, `shuffled()`, `SystemRandomNumberGenerator`, `arc4random` and their kin: a
        /// test that passes by chance can pass the reference and fail the mutants on a lucky run.
        case randomness
        /// A declaration of a name a test framework, the standard library or Foundation owns, such as `String`.
        case frameworkName
    }

    /// What kind of reach it is.
    package var kind: Kind
    /// Where: a path relative to the workbook (as given by `reportedAs`) and a line from 1.
    package var location: SourceLocation

    package init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// Finds in a student's sources what reaches outside the behaviour under test, for a teacher to look at.
///
/// It reads the code, not what comments and strings say about it, so `// never call exit(1)` is no flag, and it
/// knows a name whole, so `exitCode` is not `exit`. It is a reading, not a proof: code can reach out in ways no
/// pattern sees.
package enum IntegrityScan {
    /// The flags of every `.swift` file under `folder`, reported at `relativeFolder/path`, in path then line order.
    package static func flags(in folder: URL, reportedAs relativeFolder: String) -> [IntegrityFlag] {
        SwiftSource.files(under: folder).flatMap { file in flags(inText: file.text, path: "\(relativeFolder)/\(file.path)") }
    }

    /// The flags of one file's text, in line order and, on a line, in the order of the kinds; one per kind a line.
    static func flags(inText text: String, path: String) -> [IntegrityFlag] {
        let source = SwiftSource(text)
        let found = IntegritySign.all.flatMap { sign in sign.lines(in: source).map { (line: $0, kind: sign.kind) } }
            + source.declarations(named: IntegritySign.ownedNames).map { (line: $0.line, kind: .frameworkName) }
        let kindsByLine = Dictionary(grouping: found, by: \.line).mapValues { Set($0.map(\.kind)) }
        return kindsByLine.keys.sorted().flatMap { line in
            IntegrityFlag.Kind.allCases.filter { kindsByLine[line, default: []].contains($0) }.map { kind in
                IntegrityFlag(kind: kind, location: SourceLocation(path: path, line: line))
            }
        }
    }

    /// The flags of what compiled code uses, by the symbols it leaves undefined (see `BinaryScan`), one per kind,
    /// reported at `folder`: what no source reading sees, such as `let f = fork` or a path built from bytes.
    package static func flags(forSymbols symbols: Set<String>, reportedAs folder: String) -> [IntegrityFlag] {
        IntegrityFlag.Kind.allCases.filter { kind in
            symbols.contains { symbol in cFunctions[kind]?.contains(symbol) == true || (swiftTypes[kind] ?? []).contains { symbol.contains($0) } }
        }.map { IntegrityFlag(kind: $0, location: SourceLocation(path: "\(folder) (compiled)", line: 1)) }
    }

    /// The C functions of each kind a kata never calls.
    private static let cFunctions: [IntegrityFlag.Kind: Set<String>] = [
        .processExit: ["exit", "_exit", "_Exit", "abort", "quick_exit"],
        .exitHandler: ["atexit", "at_quick_exit"],
        .signalHandler: ["signal", "sigaction", "bsd_signal", "sysv_signal"],
        .spawnsProcess: ["fork", "vfork", "execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp", "fexecve", "posix_spawn",
                         "posix_spawnp", "system", "popen", "setsid", "daemon", "clone", "kill", "ptrace"],
        .fileAccess: ["open", "open64", "openat", "openat64", "creat", "fopen", "fopen64", "freopen", "read", "pread", "pread64", "write",
                      "pwrite", "readlink", "readlinkat", "opendir", "fdopendir", "readdir", "readdir64", "stat", "stat64", "lstat", "lstat64",
                      "fstatat", "fstatat64", "statx", "unlink", "unlinkat", "rename", "renameat", "mkdir", "mkdirat", "rmdir", "truncate",
                      "ftruncate", "mmap", "mmap64", "symlink", "link", "chmod", "chown", "access", "faccessat", "getdents64"],
        .networkAccess: ["socket", "connect", "bind", "listen", "getaddrinfo", "gethostbyname", "sendto", "recvfrom"],
        .environmentRead: ["getenv", "secure_getenv", "environ", "__environ", "getauxval"],
        .unsafeLinkage: ["dlopen", "dlsym", "dlmopen", "dlvsym", "dladdr", "dl_iterate_phdr"],
        .randomness: ["arc4random", "arc4random_uniform", "random", "rand", "drand48", "lrand48", "getrandom"],
    ]

    /// Parts of the mangled names of Foundation's and the standard library's types and functions of each kind.
    /// On a Mac, Foundation's classes are Objective-C's: `So13NSFileManagerC` in a Swift name, `OBJC_CLASS_$_NSFileManager`
    /// referenced.
    private static let swiftTypes: [IntegrityFlag.Kind: [String]] = [
        .spawnsProcess: ["10Foundation7ProcessC", "So6NSTaskC", "OBJC_CLASS_$_NSTask"],
        .fileAccess: ["11FileManagerC", "10FileHandleC", "10contentsOf", "14contentsOfFile", "6toFile", "5write2to", "5Glibc4open",
                      "6Darwin4open", "So13NSFileManagerC", "So12NSFileHandleC", "OBJC_CLASS_$_NSFileManager", "OBJC_CLASS_$_NSFileHandle"],
        .networkAccess: ["10URLSessionC", "10URLRequestV", "So12NSURLSessionC", "OBJC_CLASS_$_NSURLSession"],
        .environmentRead: ["11ProcessInfoC", "11CommandLineO", "So13NSProcessInfoC", "OBJC_CLASS_$_NSProcessInfo"],
        .testObservation: ["6XCTest0A17ObservationCenterC", "6XCTest0A11ObservationP", "7Testing6RunnerV", "7Testing5EventV"],
    ]
}
