import Foundation
import KataToolOutput

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

    private typealias Case = JUnitDocument.Case

    package func text() -> String {
        var suites: [(name: String, time: Double, cases: [Case])] = []
        for side in [TestSide.workbook, .learner] {
            let cases = result.tests.filter { $0.side == side }.map(testCase) + crashAndHang(on: side)
            suites.append(("\(result.kata).\(side.rawValue)", side == .workbook ? result.durations.suites : 0, cases))
        }
        if !result.compilerErrors.isEmpty || !result.buildErrors.isEmpty || (result.timeout != nil && result.timeout?.side == nil) {
            suites.append(("\(result.kata).build", result.durations.suites, [buildCase]))
        }
        if let proof = result.proof {
            suites.append(("\(result.kata).proof", result.durations.proof ?? 0, proofCases(proof)))
        }
        if let undone = result.undoneRefactors {
            suites.append(("\(result.kata).refactors", 0, undone.map(undoneCase)))
        }
        var properties = [("kata", result.kata), ("stage", "\(result.stage)"), ("title", result.title), ("verdict", result.verdict.rawValue),
                          ("done", "\(result.done)")]
        if let why = result.whyNotDone { properties.append(("whyNotDone", why)) }
        return JUnitDocument(suites: suites.map { JUnitDocument.Suite(name: $0.name, package: result.kata, seconds: $0.time, properties: properties, cases: $0.cases) },
                             date: date, hostname: hostname).text()
    }

    private func testCase(_ test: VerificationJSON.Test) -> Case {
        var testCase = Case(name: test.displayName ?? test.name, classname: test.suite)
        switch test.status {
        case .skipped: testCase.outcome = .skipped
        case .failed:
            let body = test.issues.map { issue in
                (issue.file.map { "\($0):\(issue.line ?? 0): " } ?? "") + (issue.testCase.map { "case \($0): " } ?? "") + issue.message
            }.joined(separator: "\n")
            let at = test.file.map { " at \($0):\(test.line ?? 0)" } ?? ""
            testCase.outcome = .failure(type: "assertion", message: (test.message ?? "failed") + at, body: body)
        case .passed: break
        }
        return testCase
    }

    /// The crashed or hung test of `side`, as an error.
    private func crashAndHang(on side: TestSide) -> [Case] {
        var cases: [Case] = []
        if let crash = result.crash, crash.side == side {
            cases.append(Case(name: crash.test ?? "(the test process)", classname: "\(result.kata).\(side.rawValue)",
                              outcome: .error(type: "crash", message: crash.message, body: crash.message)))
        }
        if let timeout = result.timeout, timeout.side == side {
            let message = "still running after \(timeout.limitSeconds) s; the test process was stopped"
            cases.append(Case(name: timeout.test ?? "(the test process)", classname: "\(result.kata).\(side.rawValue)",
                              outcome: .error(type: "timeout", message: message, body: message)))
        }
        return cases
    }

    /// The build that failed: the compiler's errors, or the build's time-out.
    private var buildCase: Case {
        let errors = result.compilerErrors.map { "\($0.file):\($0.line):\($0.column ?? 1): error: \($0.message)" } + result.buildErrors
        if let timeout = result.timeout, timeout.side == nil {
            let message = "the build ran past \(timeout.limitSeconds) s and was stopped"
            return Case(name: "build", classname: "\(result.kata).build", outcome: .error(type: "timeout", message: message, body: message))
        }
        return Case(name: "build", classname: "\(result.kata).build",
                    outcome: .error(type: "compile error", message: errors.first ?? "the build failed", body: errors.joined(separator: "\n")))
    }

    /// An earlier stage's refactor that the work undoes: a failure, as a grade does not pass that stage.
    private func undoneCase(_ undone: VerificationJSON.UndoneRefactor) -> Case {
        let message = "your work undoes the refactor of stage \(undone.stage): a grade does not pass stage \(undone.stage)"
        return Case(name: "stage \(undone.stage)'s refactor is kept", classname: "\(result.kata).refactors",
                    outcome: .failure(type: "refactor undone", message: message, body: undone.missing.joined(separator: "\n")))
    }

    /// The learner's tests against the reference, each mutant and the stage before.
    private func proofCases(_ proof: VerificationJSON.Proof) -> [Case] {
        let classname = "\(result.kata).proof"
        var cases = [Case(name: "your tests pass against the reference code", classname: classname,
                          outcome: proof.againstReference == .green ? nil
                              : .failure(type: "proof", message: "your tests are \(proof.againstReference) against the reference code", body: "")) ]
        cases += proof.mutants.map { mutant in
            Case(name: "your tests catch the mutant \(mutant.name)", classname: classname,
                 outcome: mutant.caught ? nil : .failure(type: "uncaught mutant", message: "your tests do not notice when \(mutant.wrong)", body: ""))
        }
        if let previous = proof.againstPreviousStage {
            cases.append(Case(name: "your tests fail against the stage before", classname: classname,
                              outcome: [.red, .crashed, .timedOut].contains(previous) ? nil
                                  : .failure(type: "proof", message: "your tests pass against the code of the stage before", body: "")))
        }
        return cases
    }
}
