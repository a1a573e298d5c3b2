import Testing
@testable import KataRunning

@Suite("The entry point of a test executable built without SwiftPM")
struct TestEntryPointTests {
    private func listed(_ files: [String]) -> [String] {
        TestEntryPoint.xctestCases(in: files).map { testCase in
            "\(testCase.name): " + testCase.tests.map { $0.isAsync ? "\($0.name) async" : $0.name }.joined(separator: ", ")
        }
    }

    @Test("Every test method of every XCTestCase subclass is listed, its extensions' too, async ones apart")
    func lists() {
        let file = """
            import XCTest

            @MainActor
            final class MenuTests: XCTestCase {
                func testOne() { XCTAssertEqual(1, 1) }
                func testLoads() async throws {
                    let value = { (x: Int) -> Int in x }
                    XCTAssertEqual(value(1), 1)
                }
                private func helper() -> Int { 1 }
            }

            struct Fixture { func make() {} }
            """
        let other = "extension MenuTests {\n    func testThrows() throws {}\n}\nfinal class EmptyTests: XCTestCase {}\n"
        #expect(listed([file, other]) == ["MenuTests: testOne, testLoads async, testThrows"])
    }

    @Test("A test method in a comment or a string is not listed, nor a `func test...` that is no test, as XCTest and SwiftPM's discovery have it")
    func refuses() {
        let commented = "final class T: XCTestCase {\n    // func testGone() {}\n    let s = \"func testText() {}\"\n    func testHere() {}\n}\n"
        #expect(listed([commented]) == ["T: testHere"])
        let helpers = "final class T: XCTestCase {\n    func testWith(_ x: Int) {}\n    func testValue() -> Int { 1 }\n    static func testStatic() {}\n    func testReal() {}\n}\n"
        #expect(listed([helpers]) == ["T: testReal"], "one taking arguments, returning a value or static is no test")
        #expect(listed(["final class T: XCTestCase {\n    func testWith(_ x: Int) {}\n}\n"]) == [], "a class of no test is not run")
        #expect(listed(["struct Recorder {\n    func testCaseWillStart(_ test: Int) {}\n}\n"]) == [], "outside a test case, no test")
        let inherited = ["open class Recorded: XCTest::XCTestCase {}\nfinal class T: Recorded {\n    func testA() {}\n}\n"]
        #expect(listed(inherited) == ["T: testA"], "a subclass of a subclass of XCTestCase is a test case too")
    }

    @Test("The XCTest entry point hands every listed method to XCTMain; Swift Testing's starts the library's own; both make the process not dumpable first")
    func source() {
        let cases = TestEntryPoint.xctestCases(in: ["final class T: XCTestCase {\n    func testA() async {}\n}\n"])
        let xctest = TestEntryPoint.source(framework: .xctest, cases: cases)
        // The test case crosses to the main actor as XCTest hands it over, which strict memory safety calls unsafe.
        #expect(xctest.contains(#"("testA", asyncTest { (test: T) in"#) && xctest.contains("return { unsafe await test.testA() }"))
        #expect(xctest.contains("closeMemory()\n        XCTMain([testCase(T.__kataTests)])"))
        let testing = TestEntryPoint.source(framework: .swiftTesting, cases: [])
        #expect(testing.contains("closeMemory()\n        await Testing.__swiftPMEntryPoint()"))
        for entry in [xctest, testing] {
            #expect(entry.contains(#"dlsym(nil, "prctl")"#) && entry.contains("(4, 0, 0, 0, 0)"), "PR_SET_DUMPABLE (4) set to 0")
        }
    }
}
