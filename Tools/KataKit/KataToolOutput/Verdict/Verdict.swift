import Foundation

/// The outcome of building some code with some suites and running them: one colour and what explains it.
package struct Verdict: Sendable, Equatable, Codable {
    /// A failed test and whose it is.
    package struct Failure: Sendable, Equatable, Codable {
        package var side: TestSide
        package var test: TestResult
    }

    /// A test that took the test process down.
    package struct Crash: Sendable, Equatable, Codable {
        /// How the test process went down: KataRendering says it.
        package enum Cause: Sendable, Equatable, Codable {
            /// The runtime said why as it trapped, e.g. `Fatal error: Index out of range`.
            case trapped(String)
            /// A signal ended it, and the runtime said nothing: the signal.
            case signal(Int32)
            /// It exited with this status before the tests finished, and the runtime said nothing.
            case exitedEarly(Int32)
        }

        package var side: TestSide
        package var test: TestName?
        package var cause: Cause
    }

    /// A test that ran and did not fail, and whose it is.
    package struct Pass: Sendable, Equatable, Codable {
        package var side: TestSide
        package var name: TestName
        /// Whether the framework skipped it rather than ran it.
        package var skipped = false
    }

    /// A run stopped at the time limit.
    package struct Hang: Sendable, Equatable, Codable {
        /// `nil` when the build, not a test, ran past the limit.
        package var side: TestSide?
        package var test: TestName?
        package var limit: Duration
    }

    package var colour: VerdictColour
    /// Compiler errors, when the colour is amber; build problems not tied to a file come as `looseErrors`,
    /// `refusedObjects` or `notBuilt` (see `hasUnplacedErrors`).
    package var diagnostics: [CompilerDiagnostic] = []
    package var looseErrors: [String] = []
    /// What the compiled work holds or uses that no kata needs, when it is refused before it runs (amber).
    package var refusedObjects: Set<ObjectFinding> = []
    /// Whether the target was not built at all, for want of what it depends on (amber).
    package var notBuilt = false
    /// Failed tests (also kept when another test crashed or hung, for the full picture).
    package var failures: [Failure] = []
    package var crash: Crash?
    package var hang: Hang?
    /// The tests that did not fail, in the order they finished.
    package var passes: [Pass] = []
    /// How long the test processes ran; `nil` when none ran.
    package var duration: Duration?

    package init(colour: VerdictColour, diagnostics: [CompilerDiagnostic] = [], looseErrors: [String] = [], failures: [Failure] = [], crash: Crash? = nil, hang: Hang? = nil, passes: [Pass] = [], duration: Duration? = nil) {
        self.colour = colour
        self.diagnostics = diagnostics
        self.looseErrors = looseErrors
        self.failures = failures
        self.crash = crash
        self.hang = hang
        self.passes = passes
        self.duration = duration
    }

    /// How many tests passed (ran and did not fail), per side.
    package var passed: [TestSide: Int] {
        passes.filter { !$0.skipped }.reduce(into: [:]) { counts, pass in counts[pass.side, default: 0] += 1 }
    }
}

extension Verdict {
    /// The verdict of compiled work refused before it runs, for `findings` (amber: it is not run).
    package static func refused(_ findings: Set<ObjectFinding>) -> Verdict {
        var verdict = Verdict(colour: .amber)
        verdict.refusedObjects = findings
        return verdict
    }

    /// The verdict of a target not built at all, for want of what it depends on (amber: nothing of it compiled).
    package static var unbuilt: Verdict {
        var verdict = Verdict(colour: .amber)
        verdict.notBuilt = true
        return verdict
    }

    /// Whether the build failed with errors tied to no file: a link's, a refusal of the compiled work, or no build.
    package var hasUnplacedErrors: Bool {
        !looseErrors.isEmpty || !refusedObjects.isEmpty || notBuilt
    }

    /// The verdict of a build that failed (its log says why) or ran out of time.
    package static func buildFailed(_ termination: Termination, log: String, limit: Duration) -> Verdict {
        if termination == .timedOut {
            return Verdict(colour: .timedOut, hang: Hang(side: nil, test: nil, limit: limit))
        }
        let errors = CompilerLog.parse(log).filter { $0.severity == .error }
        return Verdict(colour: .amber, diagnostics: errors, looseErrors: errors.isEmpty ? CompilerLog.looseErrors(log) : [])
    }

    /// The verdict of runs that followed a successful build.
    package static func combining(_ runs: [SuiteRun], limit: Duration) -> Verdict {
        var verdict = Verdict(colour: .green)
        verdict.duration = runs.isEmpty ? nil : runs.map(\.duration).reduce(.zero, +)
        for run in runs {
            verdict.failures += run.report.failures.map { Failure(side: run.side, test: $0) }
            verdict.passes += run.report.results.filter { !$0.failed }.map { Pass(side: run.side, name: $0.name, skipped: $0.skipped) }
            switch run.termination {
            case .timedOut:
                verdict.hang = verdict.hang ?? Hang(side: run.side, test: run.report.unfinished, limit: limit)
            case .signalled(let signal):
                verdict.crash = verdict.crash ?? Crash(side: run.side, test: run.report.unfinished,
                                                       cause: run.report.trapMessage.map(Crash.Cause.trapped) ?? .signal(signal))
            case .exited(let status) where run.report.unfinished != nil || run.report.endedEarly || (status != 0 && run.report.failures.isEmpty):
                verdict.crash = verdict.crash ?? Crash(side: run.side, test: run.report.unfinished,
                                                       cause: run.report.trapMessage.map(Crash.Cause.trapped) ?? .exitedEarly(status))
            case .exited:
                break
            }
        }
        verdict.colour = verdict.hang != nil ? .timedOut : verdict.crash != nil ? .crashed : verdict.failures.isEmpty ? .green : .red
        return verdict
    }

    /// The same verdict, red when it is green but no test of the workbook's suite ran (a suite that tests nothing proves nothing).
    package func requiringWorkbookTests() -> Verdict {
        guard colour == .green, passed[.workbook, default: 0] == 0 else { return self }
        var verdict = self
        verdict.colour = .red
        verdict.failures = [Failure(side: .workbook, test: TestResult(
            name: TestName(suite: "(workbook)", function: "(none)"), issues: [TestIssue(byTheTool: .noWorkbookTestRan)]))]
        return verdict
    }
}

extension Verdict {
    /// The same verdict with every reported path passed through `transform`.
    package func mappingPaths(_ transform: (String) -> String) -> Verdict {
        var copy = self
        copy.diagnostics = diagnostics.map { var d = $0; d.location.path = transform(d.location.path); return d }
        copy.failures = failures.map { failure in
            var failure = failure
            failure.test.issues = failure.test.issues.map { issue in
                var issue = issue
                if let path = issue.location?.path { issue.location?.path = transform(path) }
                return issue
            }
            return failure
        }
        return copy
    }
}
