import Foundation
import Testing
@testable import KataToolOutput
@testable import KataRendering

/// The JSON document `kata verify --json` printed, read back as plain JSON: what a program reading it would see.
struct ResultDocument {
    let fields: [String: Any]

    /// The document, when `json` is exactly one JSON object (nothing else on standard output).
    init(json: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        fields = try #require(object as? [String: Any], "not a JSON object: \(json)")
    }

    var tests: [[String: Any]] { fields["tests"] as? [[String: Any]] ?? [] }

    /// Checks the documented shape, and that it says `verdict`, `done` and `stage`.
    func expectShape(verdict: VerdictColour, done: Bool, stage: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(fields["version"] as? Int == VerificationJSON.currentVersion, sourceLocation: sourceLocation)
        #expect(fields["kata"] as? String != nil && fields["title"] as? String != nil && fields["kind"] as? String != nil, sourceLocation: sourceLocation)
        #expect(fields["stage"] as? Int == stage, sourceLocation: sourceLocation)
        #expect(fields["verdict"] as? String == verdict.rawValue, "\(fields)", sourceLocation: sourceLocation)
        #expect(fields["done"] as? Bool == done, sourceLocation: sourceLocation)
        #expect((fields["whyNotDone"] as? String == nil) == done, "whyNotDone is there exactly when the stage is not done", sourceLocation: sourceLocation)
        let durations = try #require(fields["durations"] as? [String: Any], sourceLocation: sourceLocation)
        #expect((durations["total"] as? Double ?? -1) >= 0 && durations["suites"] is Double, sourceLocation: sourceLocation)
        for test in tests {
            #expect(["workbook", "learner"].contains(test["side"] as? String ?? ""), "\(test)", sourceLocation: sourceLocation)
            #expect(test["suite"] is String && test["name"] is String, "\(test)", sourceLocation: sourceLocation)
            let status = test["status"] as? String ?? ""
            #expect(["passed", "failed", "skipped"].contains(status), "\(test)", sourceLocation: sourceLocation)
            if status == "failed" {
                #expect(test["message"] is String && test["file"] is String && test["line"] is Int, "a failure says what and where: \(test)",
                        sourceLocation: sourceLocation)
            }
        }
        let compilerErrors = fields["compilerErrors"] as? [[String: Any]] ?? []
        switch verdict {
        case .green:
            #expect(!tests.isEmpty && tests.allSatisfy { $0["status"] as? String != "failed" }, sourceLocation: sourceLocation)
            #expect(fields["proof"] is [String: Any], "a green run carries the stage proof", sourceLocation: sourceLocation)
        case .red:
            #expect(tests.contains { $0["status"] as? String == "failed" }, sourceLocation: sourceLocation)
        case .amber:
            // A build's errors tied to no file: a link's, or objects refused before they run.
            let buildErrors = fields["buildErrors"] as? [String] ?? []
            #expect(!compilerErrors.isEmpty || !buildErrors.isEmpty, sourceLocation: sourceLocation)
            #expect(compilerErrors.allSatisfy { $0["file"] is String && $0["line"] is Int && $0["message"] is String }, sourceLocation: sourceLocation)
        case .crashed:
            let crash = try #require(fields["crash"] as? [String: Any], sourceLocation: sourceLocation)
            #expect(crash["message"] is String && crash["side"] is String, sourceLocation: sourceLocation)
        case .timedOut:
            let timeout = try #require(fields["timeout"] as? [String: Any], sourceLocation: sourceLocation)
            #expect(timeout["limitSeconds"] is Int, sourceLocation: sourceLocation)
        }
    }

    /// Checks that the JUnit file `xml` names each failed test, with its location, and the build's errors.
    func expectInJUnit(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for test in tests where test["status"] as? String == "failed" {
            let name = try #require(test["name"] as? String), file = try #require(test["file"] as? String), line = try #require(test["line"] as? Int)
            #expect(xml.contains("<testcase name=\"\(name)\""), "\(name) is missing from:\n\(xml)", sourceLocation: sourceLocation)
            #expect(xml.contains(" at \(file):\(line)\" type=\"assertion\">"), "\(file):\(line) is missing from:\n\(xml)", sourceLocation: sourceLocation)
        }
        if let first = (fields["compilerErrors"] as? [[String: Any]])?.first, let file = first["file"] as? String {
            #expect(xml.contains("<error message=\"\(file):"), "the build's error is missing from:\n\(xml)", sourceLocation: sourceLocation)
        }
        if let first = (fields["buildErrors"] as? [String])?.first {
            // Its start: the rest may hold what XML escapes.
            #expect(xml.contains(first.prefix(20)), "the build's error is missing from:\n\(xml)", sourceLocation: sourceLocation)
        }
        if fields["crash"] != nil { #expect(xml.contains("type=\"crash\""), sourceLocation: sourceLocation) }
        if fields["timeout"] != nil { #expect(xml.contains("type=\"timeout\""), sourceLocation: sourceLocation) }
    }
}
