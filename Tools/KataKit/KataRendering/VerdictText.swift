import KataToolOutput

extension Verdict {
    /// One line that explains the colour: the first error, failure, crash or hang.
    package var explanation: String {
        if let hang { return "\(hang.test?.description ?? "the build") ran past \(hang.limit.components.seconds) s" }
        if let crash { return "\(crash.test?.description ?? "a test") crashed: \(crash.said)" }
        if let diagnostic = diagnostics.first { return "\(diagnostic.location.description): \(diagnostic.said)" }
        if let error = saidLooseErrors.first { return error }
        if let failure = failures.first {
            let issue = failure.test.issues.first
            return "\(failure.test.name.description) (\(failure.side.label)): \(issue?.said ?? "failed")"
                + (issue?.location.map { " at \($0.description)" } ?? "")
        }
        return "\(passed.values.reduce(0, +)) tests passed"
    }

    /// The build's problems not tied to a file, in words: first why the compiled work is refused, if it is; last that
    /// it was not built at all.
    var saidLooseErrors: [String] {
        let refused = refusedObjects.isEmpty ? []
            : ["refused before it runs: your compiled work \(ObjectFinding.clause(refusedObjects)) (a grade refuses it too)"]
        return refused + looseErrors + (notBuilt ? ["not built"] : [])
    }
}

extension Verdict.Crash {
    /// How the test process went down, in words: the runtime's, or the tool's when the runtime said nothing.
    var said: String {
        switch cause {
        case .trapped(let message): message
        case .signal(let signal): "the test process died of signal \(signal)"
        case .exitedEarly(let status): "the test process exited with status \(status) before the tests finished"
        }
    }
}

extension CompilerDiagnostic {
    /// The error in words: the compiler's, or the tool's refusal.
    var said: String {
        refusal?.words ?? message
    }
}

extension TestIssue {
    /// The issue in words: the framework's, or the tool's when it recorded the issue itself.
    var said: String {
        switch byTheTool {
        case .notRecordedAsRun: "the test was not recorded as run"
        case .noWorkbookTestRan: "no test of the workbook's suite ran"
        case nil: message
        }
    }
}

extension VerdictColour {
    /// The word shown to the learner.
    package var word: String {
        switch self {
        case .timedOut: "timed out"
        default: rawValue
        }
    }
}

extension TestSide {
    /// How the side is named in reports.
    var label: String {
        switch self {
        case .learner: "your tests"
        case .workbook: "the workbook's tests"
        }
    }
}
