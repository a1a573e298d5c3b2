import Foundation

/// Renders a `kata verify` for a person at a terminal.
struct VerificationRenderer: Sendable {
    let style: TerminalStyle
    /// How many compiler errors are shown before "and N more".
    var errorLimit = 5

    init(style: TerminalStyle) {
        self.style = style
    }

    /// The report: the light, what explains it, and on green the commit line and the stage unlocked.
    func render(_ verification: StageVerification) -> String {
        let kata = verification.kata, stage = verification.stage, verdict = verification.verdict
        var lines = ["\(style.light(verdict.colour))  \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title)"]
        switch verdict.colour {
        case .green: lines += green(verification)
        case .red: lines += failures(verdict)
        case .amber: lines += diagnostics(verdict)
        case .crashed: lines += crash(verdict)
        case .timedOut: lines += hang(verdict)
        }
        if verdict.colour != .green {
            if verdict.colour == stage.kind.verdictAgainstPreviousStage {
                lines.append("This is the red stage \(stage.number) starts with (\(stage.kind.expectedRedPhrase)). Now write the smallest code that makes it pass.")
            }
            lines.append(style.dim("Stuck? `swift run kata hint \(kata.id)` gives a hint, `swift run kata show \(kata.id)` the lesson."))
        }
        return lines.joined(separator: "\n")
    }

    private func green(_ verification: StageVerification) -> [String] {
        let kata = verification.kata, stage = verification.stage
        let passed = verification.verdict.passed
        let before = stage.number == 1 ? "the clean start's code" : "stage \(stage.number - 1)'s code"
        var lines = ["  \(passed[.workbook, default: 0]) of the workbook's tests and \(passed[.learner, default: 0]) of yours pass."]
        if let check = verification.learnerTests {
            lines.append("  your tests pass against the reference code: \(check.passReference ? "yes" : "no")"
                + (check.passReference ? "" : " (\(summary(check.againstReference)))"))
            if let catches = check.catchMissingBehaviour {
                lines.append("  your tests catch the missing behaviour: \(catches ? "yes" : "no")"
                    + " (they \(catches ? "fail" : "pass") against \(before))")
            } else {
                lines.append("  your tests catch the missing behaviour: not asked (a refactor stage changes no behaviour)")
            }
        }
        guard verification.stageDone else {
            let asked = stage.kind == .refactor ? "pass against the reference code" : "pass against the reference code and fail against \(before)"
            return lines + ["Not done yet: the code is right, but your tests must \(asked). Write that test, then verify again."]
        }
        lines.append("Stage \(stage.number) done. Commit it:")
        lines.append("  git add Katas/\(kata.id) && git commit -m \(shellQuoted(stage.commit))")
        if let next = kata.stage(stage.number + 1) {
            lines.append("Next: stage \(next.number), \(next.title). Read it with `swift run kata show \(kata.id)`.")
        } else {
            lines.append("That was the last stage of \(kata.id): the kata is done.")
        }
        return lines
    }

    private func failures(_ verdict: Verdict) -> [String] {
        var lines: [String] = []
        for side in [TestSide.workbook, .learner] {
            let failures = verdict.failures.filter { $0.side == side }
            guard !failures.isEmpty else { continue }
            lines.append("  \(side.label.capitalizedFirst) (\(failures.count) failing):")
            for failure in failures {
                lines.append("    " + style.tint("✗ \(failure.test.name.description)", .red))
                for issue in failure.test.issues {
                    if let testCase = issue.testCase { lines.append("      case \(testCase)") }
                    lines.append("      \(issue.message)")
                    lines += issue.comments.map { "      \($0)" }
                    if let location = issue.location { lines.append("      " + style.dim("at \(location.description)")) }
                }
            }
        }
        return lines
    }

    private func diagnostics(_ verdict: Verdict) -> [String] {
        var lines = ["  It does not compile:"]
        lines += verdict.diagnostics.prefix(errorLimit).map {
            "    \($0.location.path):\($0.location.line):\($0.location.column ?? 1): \($0.message)"
        }
        lines += verdict.looseErrors.prefix(errorLimit).map { "    \($0)" }
        if verdict.diagnostics.count > errorLimit { lines.append("    and \(verdict.diagnostics.count - errorLimit) more") }
        return lines
    }

    private func crash(_ verdict: Verdict) -> [String] {
        guard let crash = verdict.crash else { return [] }
        let test = crash.test.map { "\($0.description) (\(crash.side.label))" } ?? "a test of \(crash.side.label)"
        return ["  \(test) crashed: \(crash.message)"] + failures(verdict)
    }

    private func hang(_ verdict: Verdict) -> [String] {
        guard let hang = verdict.hang else { return [] }
        let seconds = hang.limit.components.seconds
        guard let side = hang.side else {
            return ["  The build ran for more than \(seconds) s and was stopped."]
        }
        let test = hang.test.map { "\($0.description) (\(side.label))" } ?? "a test of \(side.label)"
        return [
            "  \(test) was still running after \(seconds) s; the test process was stopped.",
            "  Look for a loop that never ends, or an await that is never resumed. `--timeout SECONDS` allows longer.",
        ]
    }

    private func summary(_ verdict: Verdict) -> String {
        if verdict.colour == .green { return "none of your tests ran" }
        if verdict.colour == .red, let failure = verdict.failures.first { return "\(failure.test.name.description) fails" }
        return verdict.colour.word
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
