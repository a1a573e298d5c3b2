import Foundation
import KataModel

/// What the tool changes in its copies of test targets, so that a test passes only by the framework's own record.
///
/// Every XCTest test class is made to inherit from a class the tool adds to its target, which registers an
/// `XCTestObservation` before the first test runs: it writes each test's start and end, and the end of the run,
/// to a file the tool reads, each line signed with a token the tool makes for the run. The observer takes the file
/// and the token from its environment and removes them before any code under test runs. Printed lines that look
/// like results never count. The workbook's suites also reach the frameworks by module selectors (`XCTest::`,
/// `Testing::`), which no declaration in the code under test can take over.
package enum TestInstrumentation {
    /// The file added to every XCTest test target.
    static let recorderFile = "_KataToolRecorder.swift"
    /// The environment variables that give the observer its file and its token.
    static let fileVariable = "KATA_RECORDS", tokenVariable = "KATA_RECORD_TOKEN"

    /// A workbook suite's file as its copy in a scratch package has it.
    static func workbookSuite(_ text: String, framework: TestFramework) -> String {
        switch framework {
        case .xctest:
            var text = observed(text)
            text.replace(/(^|[^.\w:])(XCTAssert\w*|XCTFail|XCTUnwrap|XCTSkipIf|XCTSkipUnless|XCTExpectFailure|XCTestExpectation)\b/) {
                "\($0.output.1)XCTest::\($0.output.2)"
            }
            text.replace(/(^|[^.\w:])(expectation|waitForExpectations|fulfillment|wait)(\s*\(\s*)(description|timeout|of|for)(\s*:)/) {
                "\($0.output.1)self.XCTest::\($0.output.2)\($0.output.3)\($0.output.4)\($0.output.5)"
            }
            return text
        case .swiftTesting:
            var text = text
            text.replace(/#(expect|require)\b/) { "#Testing::\($0.output.1)" }
            text.replace(/@(Test|Suite)\b/) { "@Testing::\($0.output.1)" }
            text.replace(/(^|[^.\w:])(Issue\.|(?:confirmation|withKnownIssue)(?=\s*[({]))/) { "\($0.output.1)Testing::\($0.output.2)" }
            return text
        }
    }

    /// A test file of XCTest with its test classes made to inherit from the recorded class.
    static func observed(_ text: String) -> String {
        testCaseDeclaration.replacing(in: text) { "\($0.output.1)KataRecordedTestCase" }
    }

    /// A class declared to inherit from `XCTestCase`, to the colon and the spaces after it.
    private static let testCaseDeclaration = SharedRegex(/(\bclass\s+\w+\s*:\s*)(?:XCTest(?:\.|::))?XCTestCase\b/)

    /// Whether the file at `path` of a test target's copy, holding `text`, is the recorder the tool added (not a
    /// file of the same name the tests' folder holds): its compiled object is the tool's, not the student's.
    package static func isRecorder(path: String, text: String) -> Bool {
        path == recorderFile && text == recorderSource
    }

    /// The recorder's source, added to every XCTest test target.
    static let recorderSource = """
        // Written by the kata tool: records each test's start and end, and the run's normal end, for the tool to read.
        // What it does below Swift is marked `unsafe`, so that strict memory safety holds the learner's files alone.
        import Foundation
        import XCTest

        /// The class every test class of this target inherits from in the tool's copy: it starts the recorder.
        open class KataRecordedTestCase: XCTest::XCTestCase {
            override open class func setUp() {
                super.setUp()
                _ = kataRecorderStarted
            }
        }

        /// Whether the recorder was started, which it is once, before the first test.
        private let kataRecorderStarted: Bool = {
            guard let file = unsafe getenv("\(fileVariable)"), let token = unsafe getenv("\(tokenVariable)") else { return false }
            let recorder = KataRecorder(file: unsafe String(cString: file), token: unsafe String(cString: token))
            unsafe unsetenv("\(fileVariable)")
            unsafe unsetenv("\(tokenVariable)")
            XCTest::XCTestObservationCenter.shared.addTestObserver(recorder)
            return true
        }()

        /// Writes a signed line for each test's start and end, and one for the end of the run.
        private final class KataRecorder: NSObject, XCTest::XCTestObservation {
            private let descriptor: Int32
            private let token: String

            init(file: String, token: String) {
                descriptor = unsafe open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
                self.token = token
            }

            private func record(_ fields: String...) {
                let line = ([token] + fields.map { $0.replacingOccurrences(of: "\\n", with: " ") }).joined(separator: "\\t") + "\\n"
                let bytes = Array(line.utf8)
                _ = unsafe bytes.withUnsafeBufferPointer { unsafe write(descriptor, $0.baseAddress, $0.count) }
            }

            func testCaseWillStart(_ testCase: XCTest::XCTestCase) {
                record("started", testCase.name)
            }

            func testCaseDidFinish(_ testCase: XCTest::XCTestCase) {
                let run = testCase.testRun
                let outcome = run?.hasBeenSkipped == true ? "skipped" : run?.hasSucceeded == true ? "passed" : "failed"
                record(outcome, testCase.name)
            }

            func testBundleDidFinish(_ testBundle: Bundle) {
                record("ended")
            }

            #if !canImport(Darwin)
            // Every requirement is met here, none by the protocol's defaults: their witnesses would be emitted in the
            // object of the target's first file, the student's, and read as what their tests use.
            func testBundleWillStart(_ testBundle: Bundle) {}
            func testSuiteWillStart(_ testSuite: XCTest::XCTestSuite) {}
            func testSuiteDidFinish(_ testSuite: XCTest::XCTestSuite) {}
            func testCase(_ testCase: XCTest::XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {}
            #endif
        }

        """
}
