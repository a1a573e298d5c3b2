import Foundation

/// A verify's result as JUnit XML (the Ant JUnit schema that CI systems read): a test suite per side, a test
/// case per test, failures with their message and location, a build that failed as an error, and the stage proof
/// as a suite of its own.
package struct JUnitReport {
    let result: VerificationJSON
    /// When the report was made.
    var date = Date()
    /// The host name the schema asks for.
    var hostname = ProcessInfo.processInfo.hostName.isEmpty ? "localhost" : ProcessInfo.processInfo.hostName

    package init(_ result: VerificationJSON) {
        self.result = result
    }

    /// One test case: its name, class and what went wrong, if anything.
    private struct Case {
        var name: String
        var classname: String
        /// `failure`, `error` or `skipped`, with the failure's type, message and body.
        var outcome: (element: String, type: String, message: String, body: String)?
    }

    package func text() -> String {
        var suites: [(name: String, time: Double, cases: [Case])] = []
        for side in ["workbook", "learner"] {
            let cases = result.tests.filter { $0.side == side }.map(testCase) + crashAndHang(on: side)
            suites.append(("\(result.kata).\(side)", side == "workbook" ? result.durations.suites : 0, cases))
        }
        if !result.compilerErrors.isEmpty || !result.buildErrors.isEmpty || (result.timeout != nil && result.timeout?.side == nil) {
            suites.append(("\(result.kata).build", result.durations.suites, [buildCase]))
        }
        if let proof = result.proof {
            suites.append(("\(result.kata).proof", result.durations.proof ?? 0, proofCases(proof)))
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        for (id, suite) in suites.enumerated() {
            lines.append(suiteXML(suite.name, id: id, time: suite.time, cases: suite.cases))
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func testCase(_ test: VerificationJSON.Test) -> Case {
        var testCase = Case(name: test.displayName ?? test.name, classname: test.suite)
        switch test.status {
        case "skipped": testCase.outcome = ("skipped", "", "", "")
        case "failed":
            let body = test.issues.map { issue in
                (issue.file.map { "\($0):\(issue.line ?? 0): " } ?? "") + (issue.testCase.map { "case \($0): " } ?? "") + issue.message
            }.joined(separator: "\n")
            let at = test.file.map { " at \($0):\(test.line ?? 0)" } ?? ""
            testCase.outcome = ("failure", "assertion", (test.message ?? "failed") + at, body)
        default: break
        }
        return testCase
    }

    /// The crashed or hung test of `side`, as an error.
    private func crashAndHang(on side: String) -> [Case] {
        var cases: [Case] = []
        if let crash = result.crash, crash.side == side {
            cases.append(Case(name: crash.test ?? "(the test process)", classname: "\(result.kata).\(side)",
                              outcome: ("error", "crash", crash.message, crash.message)))
        }
        if let timeout = result.timeout, timeout.side == side {
            let message = "still running after \(timeout.limitSeconds) s; the test process was stopped"
            cases.append(Case(name: timeout.test ?? "(the test process)", classname: "\(result.kata).\(side)",
                              outcome: ("error", "timeout", message, message)))
        }
        return cases
    }

    /// The build that failed: the compiler's errors, or the build's time-out.
    private var buildCase: Case {
        let errors = result.compilerErrors.map { "\($0.file):\($0.line):\($0.column ?? 1): error: \($0.message)" } + result.buildErrors
        if let timeout = result.timeout, timeout.side == nil {
            let message = "the build ran past \(timeout.limitSeconds) s and was stopped"
            return Case(name: "build", classname: "\(result.kata).build", outcome: ("error", "timeout", message, message))
        }
        return Case(name: "build", classname: "\(result.kata).build",
                    outcome: ("error", "compile error", errors.first ?? "the build failed", errors.joined(separator: "\n")))
    }

    /// The learner's tests against the reference, each mutant and the stage before.
    private func proofCases(_ proof: VerificationJSON.Proof) -> [Case] {
        let classname = "\(result.kata).proof"
        var cases = [Case(name: "your tests pass against the reference code", classname: classname,
                          outcome: proof.againstReference == "green" ? nil
                              : ("failure", "proof", "your tests are \(proof.againstReference) against the reference code", "")) ]
        cases += proof.mutants.map { mutant in
            Case(name: "your tests catch the mutant \(mutant.name)", classname: classname,
                 outcome: mutant.caught ? nil : ("failure", "uncaught mutant", "your tests do not notice when \(mutant.wrong)", ""))
        }
        if let previous = proof.againstPreviousStage {
            cases.append(Case(name: "your tests fail against the stage before", classname: classname,
                              outcome: ["red", "crashed", "timed-out"].contains(previous) ? nil
                                  : ("failure", "proof", "your tests pass against the code of the stage before", "")))
        }
        return cases
    }

    private func suiteXML(_ name: String, id: Int, time: Double, cases: [Case]) -> String {
        let failures = cases.filter { $0.outcome?.element == "failure" }.count
        let errors = cases.filter { $0.outcome?.element == "error" }.count
        let skipped = cases.filter { $0.outcome?.element == "skipped" }.count
        var lines = ["  <testsuite name=\(attribute(name)) package=\(attribute(result.kata)) id=\"\(id)\" tests=\"\(cases.count)\" "
            + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time)\" timestamp=\(attribute(timestamp)) "
            + "hostname=\(attribute(hostname))>"]
        lines.append("    <properties>")
        var properties = [("kata", result.kata), ("stage", "\(result.stage)"), ("title", result.title), ("verdict", result.verdict),
                          ("done", "\(result.done)")]
        if let why = result.whyNotDone { properties.append(("whyNotDone", why)) }
        lines += properties.map { "      <property name=\(attribute($0.0)) value=\(attribute($0.1))/>" }
        lines.append("    </properties>")
        for testCase in cases {
            let open = "    <testcase name=\(attribute(testCase.name)) classname=\(attribute(testCase.classname)) time=\"0\""
            guard let outcome = testCase.outcome else { lines.append(open + "/>"); continue }
            lines.append(open + ">")
            if outcome.element == "skipped" {
                lines.append("      <skipped/>")
            } else {
                lines.append("      <\(outcome.element) message=\(attribute(outcome.message)) type=\(attribute(outcome.type))>"
                    + escaped(outcome.body) + "</\(outcome.element)>")
            }
            lines.append("    </testcase>")
        }
        lines.append("    <system-out></system-out>")
        lines.append("    <system-err></system-err>")
        lines.append("  </testsuite>")
        return lines.joined(separator: "\n")
    }

    private var timestamp: String { XMLText.timestamp(date) }

    private func attribute(_ text: String) -> String { XMLText.attribute(text) }

    private func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
