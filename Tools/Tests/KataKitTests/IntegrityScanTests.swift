import Foundation
import Testing
import KataRendering
@testable import KataToolOutput
@testable import KataVerification

@Suite("Flagging what a student's sources reach outside the behaviour under test")
struct IntegrityScanTests {
    /// The kinds of the flags of `code`, in their order.
    private func kinds(_ code: String) -> [IntegrityFlag.Kind] {
        IntegrityScan.flags(inText: code, path: "A.swift").map(\.kind)
    }

    /// A flag of `kind` at `line` of `A.swift`.
    private func flag(_ kind: IntegrityFlag.Kind, line: Int) -> IntegrityFlag {
        IntegrityFlag(kind: kind, location: SourceLocation(path: "A.swift", line: line))
    }

    /// Code with one reach, and its kind.
    static let reaches: [(code: String, kind: IntegrityFlag.Kind)] = [
        ("exit(1)", .processExit), (#"let quote = /"/; exit(1)"#, .processExit), ("_exit(1)", .processExit),
        ("_Exit(1)", .processExit), ("abort()", .processExit), ("Thread.exit()", .processExit), ("Glibc.exit(0)", .processExit), ("`exit`(0)", .processExit),
        ("atexit { print(1) }", .exitHandler), ("at_quick_exit(handler)", .exitHandler),
        ("signal(SIGTERM, SIG_IGN)", .signalHandler), ("var action = sigaction()", .signalHandler),
        ("let source = DispatchSource.makeSignalSource(signal: SIGTERM)", .signalHandler),
        ("let child = Process()", .spawnsProcess), ("try Process.run(url, arguments: [])", .spawnsProcess),
        ("posix_spawn(&pid, path, nil, nil, argv, nil)", .spawnsProcess), ("let pid = fork()", .spawnsProcess),
        ("vfork()", .spawnsProcess), ("execv(path, argv)", .spawnsProcess), ("execve(path, argv, envp)", .spawnsProcess),
        ("execvp(file, argv)", .spawnsProcess), (#"system("ls")"#, .spawnsProcess), (#"popen("ls", "r")"#, .spawnsProcess),
        ("let task = NSTask()", .spawnsProcess),
        ("FileManager.default.removeItem(atPath: path)", .fileAccess), ("FileHandle.standardError.write(data)", .fileAccess),
        ("fopen(path, mode)", .fileAccess), ("open(path, O_RDONLY)", .fileAccess), ("try String(contentsOf: url)", .fileAccess),
        ("try Data(contentsOf: url)", .fileAccess), ("try String(contentsOfFile: path)", .fileAccess),
        ("try text.write(to: url, atomically: true, encoding: .utf8)", .fileAccess),
        ("(text as NSString).write(toFile: path, atomically: true)", .fileAccess), ("freopen(path, mode, stdout)", .fileAccess),
        ("dup2(fd, 1)", .fileAccess), (#"let status = "/proc/self/status""#, .fileAccess), (#"let out = "/dev/fd/1""#, .fileAccess),
        ("URLSession.shared", .networkAccess), ("let request = URLRequest(url: url)", .networkAccess),
        ("socket(AF_INET, SOCK_STREAM, 0)", .networkAccess), ("connect(fd, address, length)", .networkAccess),
        ("getaddrinfo(host, nil, nil, &result)", .networkAccess), ("NWConnection(host: host, port: port, using: .tcp)", .networkAccess),
        ("ProcessInfo.processInfo.environment", .environmentRead), ("getenv(name)", .environmentRead),
        ("setenv(name, value, 1)", .environmentRead), ("unsetenv(name)", .environmentRead), ("let all = environ", .environmentRead),
        ("CommandLine.arguments", .environmentRead), ("let count = CommandLine.argc", .environmentRead),
        ("XCTestObservationCenter.shared.addTestObserver(watcher)", .testObservation),
        ("final class Watcher: NSObject, XCTestObservation {}", .testObservation), ("testRun?.hasSucceeded", .testObservation),
        ("let run: XCTestRun? = nil", .testObservation), ("override class var defaultTestSuite: XCTestSuite", .testObservation),
        ("await Runner(testing: tests).run()", .testObservation), ("case Event.Kind.testStarted: break", .testObservation),
        ("Testing.__checkValue(x)", .testObservation), ("Test.current?.name", .testObservation),
        ("@_spi(ForToolsIntegrationOnly) import Testing", .testObservation),
        ("let pass = Bool.random()", .randomness), ("let n = Int.random(in: 0..<3)", .randomness), ("xs.randomElement()", .randomness),
        ("let mixed = xs.shuffled()", .randomness), ("var g = SystemRandomNumberGenerator()", .randomness),
        ("let r = arc4random_uniform(2)", .randomness), ("let d = drand48()", .randomness), ("let x = random() % 2", .randomness),
        ("Mirror(reflecting: value)", .reflection), ("String(reflecting: T.self)", .reflection),
        ("String(describing: type(of: self))", .reflection), ("_typeName(T.self)", .reflection),
        ("NSClassFromString(name)", .reflection), ("NSStringFromClass(cls)", .reflection), ("let here = #fileID", .reflection),
        ("let here = #filePath", .reflection), ("let here = #file", .reflection), ("Bundle.main.bundlePath", .reflection),
        (#"@_silgen_name("exit") func leave(_ code: Int32)"#, .unsafeLinkage), (#"@_cdecl("hook") func hook() {}"#, .unsafeLinkage),
        ("@_dynamicReplacement(for: total) var myTotal: Int { 0 }", .unsafeLinkage), ("dlopen(nil, RTLD_NOW)", .unsafeLinkage),
        ("dlsym(handle, name)", .unsafeLinkage), ("unsafeBitCast(f, to: Int.self)", .unsafeLinkage),
        ("static func == (lhs: Money, rhs: Money) -> Bool { true }", .customEquality),
        ("func ==(a: A, b: A) -> Bool { true }", .customEquality),
        ("static func != (lhs: Money, rhs: Money) -> Bool { false }", .customEquality),
        ("struct XCTestCase {}", .frameworkName), ("actor XCTest {}", .frameworkName), ("enum Testing {}", .frameworkName),
        ("struct Swift {}", .frameworkName), ("enum Foundation {}", .frameworkName), ("struct String {}", .frameworkName),
        ("typealias Int = Double", .frameworkName), ("class Bool {}", .frameworkName), ("struct Array<Element> {}", .frameworkName),
        ("enum Optional<Wrapped> {}", .frameworkName), ("struct Decimal {}", .frameworkName), ("protocol Equatable {}", .frameworkName),
        ("struct Date {}", .frameworkName), (#"let URL = "x""#, .frameworkName), ("var `Double` = 0", .frameworkName),
        ("func XCTAssertEqual(_ a: Int, _ b: Int) {}", .frameworkName),
    ]

    @Test("Each reach is flagged with its kind", arguments: reaches)
    func reach(code: String, kind: IntegrityFlag.Kind) {
        #expect(kinds(code) == [kind])
    }

    @Test("Every kind has a reach among the cases above")
    func everyKindCovered() {
        #expect(Set(Self.reaches.map(\.kind)) == Set(IntegrityFlag.Kind.allCases))
    }

    @Test("A reach split across lines is flagged at the line where it starts", arguments: [
        ("exit\n(0)", IntegrityFlag.Kind.processExit, 1),
        ("let mirror = Mirror (reflecting: x)", .reflection, 1),
        ("let a = 1\nThread\n  .exit()", .processExit, 2),
        ("let text = try String(\n    contentsOf: url)", .fileAccess, 1),
        ("struct Money {\n    static func\n        == (a: Money, b: Money) -> Bool { true }\n}", .customEquality, 2),
        ("@discardableResult\npublic func\n  XCTAssertEqual() -> Bool { true }", .frameworkName, 2),
        ("let x = 1\r\nlet y = 2\r\nexit(0)", .processExit, 3),
    ])
    func splitReach(code: String, kind: IntegrityFlag.Kind, line: Int) {
        #expect(IntegrityScan.flags(inText: code, path: "A.swift") == [flag(kind, line: line)])
    }

    @Test("Comments, string contents and look-alike names raise no flag", arguments: [
        "// exit(1)",
        "/// Reads it with FileManager.",
        "/* outer /* inner */ exit(1) */ let a = 1",
        #"let s = "exit(1) and ProcessInfo""#,
        #"let s = "say \"exit(1)\" twice""#,
        ##"let s = #"a "quoted" \(exit(1)) in a raw string"#"##,
        "let s = \"\"\"\n    FileManager.default\n    \"nested\" exit(1)\n    \"\"\"",
        #"let pattern = /exit\(1\)/"#, ##"let pattern = #/FileManager/#"##,
        "let openedAt = 1", "func reopen() {}", "let exitCode = 1", "var isOpen = false", "let signalStrength = 3",
        "semaphore.signal()", "items.append(contentsOf: more)", "door.open()", "client.connect(to: host)", "let processed = true",
        "enum Outcome { case exit(code: Int) }", "func signal(_ value: Int) {}", "@inline(__always) func f() {}", #"fatalError("boom")"#,
        "let name = #function", "extension String {}", "let name: String = \"\"", "static func === (a: A, b: A) -> Bool { true }",
        "struct Strings {}", "let testRunner = 1", "let random = 3", "model.randomize()", "let isRandom = false", "func shuffle() {}",
    ])
    func noFlag(code: String) {
        #expect(kinds(code).isEmpty)
    }

    @Test("The code of a string's interpolation is read, on the line it is on")
    func interpolation() {
        let code = """
            let s = "\\(exit(1))"
            let t = \"\"\"
                text
                \\("a" + String(describing: ProcessInfo.self))
                \"\"\"
            """
        #expect(IntegrityScan.flags(inText: code, path: "A.swift") == [flag(.processExit, line: 1), flag(.environmentRead, line: 4)])
    }

    @Test("Lines are counted through comments and strings that span several")
    func linesThroughComments() {
        let code = "/* one\ntwo\n*/ let s = \"\"\"\nexit(1)\n\"\"\"\nabort()"
        #expect(IntegrityScan.flags(inText: code, path: "A.swift") == [flag(.processExit, line: 6)])
    }

    @Test("A line has one flag per kind, in the order of the kinds")
    func onePerKindPerLine() {
        #expect(kinds("FileManager.default.contents(atPath: p); exit(1); exit(2)") == [.processExit, .fileAccess])
    }

    @Test("A folder's Swift files are flagged at their paths in the workbook, in path then line order")
    func folder() throws {
        let directory = try TemporaryDirectory()
        let code = directory.url
        try FileManager.default.createDirectory(at: code.appending(path: "Inner"), withIntermediateDirectories: true)
        try "let a = 1\nexit(1)\nlet b = FileManager.default\n".write(to: code.appending(path: "B.swift"), atomically: true, encoding: .utf8)
        try "getenv(name)\n".write(to: code.appending(path: "Inner/A.swift"), atomically: true, encoding: .utf8)
        try "exit(1)\n".write(to: code.appending(path: "notes.txt"), atomically: true, encoding: .utf8)
        #expect(IntegrityScan.flags(in: code, reportedAs: "Katas/k/M") == [
            IntegrityFlag(kind: .processExit, location: SourceLocation(path: "Katas/k/M/B.swift", line: 2)),
            IntegrityFlag(kind: .fileAccess, location: SourceLocation(path: "Katas/k/M/B.swift", line: 3)),
            IntegrityFlag(kind: .environmentRead, location: SourceLocation(path: "Katas/k/M/Inner/A.swift", line: 1)),
        ])
    }

    @Test("A kind's phrase says what the code does, and no two kinds share one")
    func phrases() {
        #expect(IntegrityFlag.Kind.processExit.phrase == "ends the process")
        #expect(IntegrityFlag.Kind.customEquality.phrase == "defines its own ==")
        #expect(Set(IntegrityFlag.Kind.allCases.map(\.phrase)).count == IntegrityFlag.Kind.allCases.count)
    }
}
