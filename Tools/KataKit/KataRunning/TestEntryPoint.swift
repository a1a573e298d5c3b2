import Foundation
import KataModel
import KataToolOutput

/// The `main` of a test executable built without SwiftPM (see `DirectBuild`), which SwiftPM would otherwise write.
///
/// Swift Testing finds its tests itself. XCTest on Linux cannot: the entry point lists every test method of every
/// `XCTestCase` subclass, as SwiftPM's discovery does from the index; here they are read from the code (comments and
/// strings blanked), in the classes and their extensions.
package enum TestEntryPoint {
    /// The file name of the entry point in a test target's build folder.
    package static let fileName = "KataTestMain.swift"

    /// The entry point of a test target whose XCTest cases are `cases` (none for Swift Testing), for `framework`: the
    /// same for any code, so the tests compiled once link with the reference, its mutants and a mutant schemata (which
    /// reads its switch itself as the executable is loaded, see `MutantSchemata`).
    package static func source(framework: TestFramework, cases classes: [TestCase]) -> String {
        switch framework {
        case .swiftTesting:
            return """
                import Testing
                \(memoryClosing)
                @main struct KataTestMain {
                    static func main() async {
                        closeMemory()
                        await Testing.__swiftPMEntryPoint() as Never
                    }
                }

                """
        case .xctest:
            // As SwiftPM's discovery lists them, but in the Swift 6 language mode of the tests' module, where a method
            // reference cannot cross from the main actor: each test is called in a closure that holds the test case as
            // XCTest hands it over, on the main thread, where XCTest runs every test.
            let lists = classes.map { testCase in
                let entries = testCase.tests.map { test in
                    let call = "\(test.throwing ? "try " : "")\(test.isAsync ? "await " : "")test.\(test.name)()"
                    return """
                        ("\(test.name)", \(test.isAsync ? "asyncTest " : ""){ (test: \(testCase.name)) in
                                    nonisolated(unsafe) let test = test
                                    return { \(test.isAsync ? "unsafe " + call : "\(test.throwing ? "try " : "")MainActor.assumeIsolated { unsafe \(call) }") }
                                }\(test.isAsync ? "" : " as (\(testCase.name)) -> () throws -> Void"))
                        """
                }
                return """
                    fileprivate extension \(testCase.name) {
                        @MainActor static var __kataTests: [(String, (\(testCase.name)) -> () throws -> Void)] {
                            [
                                \(entries.joined(separator: ",\n            "))
                            ]
                        }
                    }

                    """
            }
            return """
                import XCTest
                \(memoryClosing)
                \(lists.joined(separator: "\n"))
                @main struct KataTestMain {
                    @MainActor static func main() {
                        closeMemory()
                        XCTMain([\(classes.map { "testCase(\($0.name).__kataTests)" }.joined(separator: ", "))])
                    }
                }

                """
        }
    }

    /// The function that makes the process not dumpable (on Linux), so that its `/proc/self` files, its memory among
    /// them, are root's and no test reads them.
    private static let memoryClosing = """
        #if os(Linux)
        import Glibc

        /// Makes the process not dumpable: `prctl` takes variable arguments, which Swift does not call directly.
        private func closeMemory() {
            typealias SetOption = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            // PR_SET_DUMPABLE, which the Glibc module does not show.
            if let prctl = unsafe dlsym(nil, "prctl") { _ = unsafe unsafeBitCast(prctl, to: SetOption.self)(4, 0, 0, 0, 0) }
        }
        #else
        private func closeMemory() {}
        #endif

        """

    /// The tests the entry point of `cases` runs, as the executable's `--list-tests` would list them for the module
    /// `module`: known from the source, so no run lists them.
    package static func listing(of cases: [TestCase], module: String) -> XCTestListing {
        var listing = XCTestListing()
        for testCase in cases {
            listing.classes[module, default: []].insert("\(module).\(testCase.name)")
            listing.tests[module, default: []] += testCase.tests.map { TestName(target: module, suite: testCase.name, function: $0.name) }
        }
        return listing
    }

    /// An `XCTestCase` subclass and its test methods, in the order written.
    package struct TestCase: Sendable {
        var name: String
        var tests: [(name: String, isAsync: Bool, throwing: Bool)]
    }

    /// The `XCTestCase` subclasses declared in `files` (directly or through another of them) with their test methods,
    /// those of their extensions too. A `func test...` that takes arguments, returns a value or is static is no test,
    /// as XCTest and SwiftPM's discovery have it.
    package static func xctestCases(in files: [String]) -> [TestCase] {
        let sources = files.map(SwiftSource.init), codes = sources.map(\.code)
        let classDeclaration = SwiftSource.regex(#"\bclass\s+(?<name>\w+)\s*:\s*(?:\w+(?:\.|::))?(?<superclass>\w+)"#)
        let inheritance: [(String, String)] = codes.flatMap { code in
            classDeclaration.matches(in: code[...]).map { match -> (String, String) in
                let name: Substring = match.output["name"]?.substring ?? "", superclass: Substring = match.output["superclass"]?.substring ?? ""
                return (String(name), String(superclass))
            }
        }
        var testCaseNames: Set<String> = ["XCTestCase"]
        while let next = inheritance.first(where: { testCaseNames.contains($0.1) && !testCaseNames.contains($0.0) }) {
            testCaseNames.insert(next.0)
        }
        var cases = inheritance.map(\.0).filter { testCaseNames.contains($0) }.map { TestCase(name: $0, tests: []) }
        let method = SwiftSource.regex(#"(?<static>\b(?:static|class)\s+)?\bfunc\s+(?<name>test\w*)\s*(?<empty>\(\s*\))?\s*(?<async>async\s*)?(?<throws>throws\s*)?(?<returns>->)?"#)
        for source in sources {
            for (name, inside) in source.bodies(of: "class|extension") {
                guard let index = cases.firstIndex(where: { $0.name == name }) else { continue }
                for test in method.matches(in: inside) {
                    guard test.output["static"]?.substring == nil, test.output["empty"]?.substring != nil,
                          test.output["returns"]?.substring == nil else { continue }
                    cases[index].tests.append((String(test.output["name"]?.substring ?? ""), test.output["async"]?.substring != nil,
                                               test.output["throws"]?.substring != nil))
                }
            }
        }
        return cases.filter { !$0.tests.isEmpty }
    }
}
