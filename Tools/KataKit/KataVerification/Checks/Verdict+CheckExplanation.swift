import KataToolOutput

// Until the author's checks say their faults in KataRendering (a change under way), they explain a verdict here; the
// checks read only the workbook's own code and suites, so no refusal of a learner's work reaches them.
extension Verdict {
    /// One line that explains the colour, for an author's check: the first error, failure, crash or hang.
    var checkExplanation: String {
        if let hang { return "\(hang.test?.description ?? "the build") ran past \(hang.limit.components.seconds) s" }
        if let crash, case .trapped(let message) = crash.cause { return "\(crash.test?.description ?? "a test") crashed: \(message)" }
        if let crash { return "\(crash.test?.description ?? "a test") crashed" }
        if let diagnostic = diagnostics.first { return "\(diagnostic.location.description): \(diagnostic.message)" }
        if let error = looseErrors.first { return error }
        if let failure = failures.first {
            let issue = failure.test.issues.first
            return "\(failure.test.name.description) (\(failure.side.label)): \(issue?.message ?? "failed")"
                + (issue?.location.map { " at \($0.description)" } ?? "")
        }
        return "\(passed.values.reduce(0, +)) tests passed"
    }
}
