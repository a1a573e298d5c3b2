import Foundation
import KataModel
import KataToolOutput
import KataVerification
import KataWorkspace

/// Renders a `kata verify` for a person at a terminal.
package struct VerificationRenderer: Sendable {
    let style: TerminalStyle
    /// How many compiler errors are shown before "and N more".
    var errorLimit = 5

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// The report: the light, what explains it, and on green the proof, the commit line and the stage unlocked.
    ///
    /// `redSeen` tells whether the learner's tests failed at an earlier verify of this stage; `kataDone`, whether
    /// the kata was finished before this verify (which then checked its last stage again).
    package func render(_ verification: StageVerification, redSeen: Bool = true, kataDone: Bool = false) -> String {
        let kata = verification.kata, stage = verification.stage, verdict = verification.verdict
        var lines = ["\(style.light(verdict.colour))  \(kata.id) stage \(stage.number)/\(kata.stages.count): \(stage.title)"]
        lines += details(verification)
        if verdict.colour == .green { lines += afterGreen(verification, redSeen: redSeen, kataDone: kataDone) }
        if !verification.recorded.isEmpty {
            lines.append("Your tests recorded \(verification.recorded.count == 1 ? "a file" : "\(verification.recorded.count) files"), now in your folder: "
                + "read \(verification.recorded.count == 1 ? "it" : "each"), and commit \(verification.recorded.count == 1 ? "it" : "them") with your tests.")
            lines += verification.recorded.map { "  \($0)" }
        }
        if let diagnosis = verification.redDiagnosis {
            lines.append(whichRed(diagnosis, of: verification))
            lines.append(style.dim("Stuck? `swift run kata hint \(kata.id)` gives a hint, `swift run kata show \(kata.id)` the lesson."))
        }
        return lines.joined(separator: "\n")
    }

    /// What a verify that is not green is (`diagnosis`, its `redDiagnosis`), and what to do next. A slip here is one
    /// in the log (`RunRecord.isSlip`).
    private func whichRed(_ diagnosis: RedDiagnosis, of verification: StageVerification) -> String {
        let stage = verification.stage, colour = verification.verdict.colour
        let at = { (place: WrongPlace?) in place.map { " (\(Self.words($0)))" } ?? "" }
        switch diagnosis {
        case .stageRed(let shown):
            let which = switch shown {
            case .lessonReds(let quoted): ": the lesson's " + quoted.map { "`error: \($0)`" }.joined(separator: " and ")
            case .stageNames(let names): ": a compile error about what the stage adds (" + Self.codeList(names) + ")"
            case .asTheStageSays: " (\(stage.kind.expectedRedPhrase))"
            }
            return "This is the red stage \(stage.number) starts with\(which). Now write the smallest code that makes it pass."
        case .aheadOfTheStage(let name):
            return "Your test uses `\(name)`, which a later stage adds (first above): stage \(stage.number) does not ask for it yet. "
                + "Leave it for that stage, and the red left is the stage's."
        case .ownCompileError(let inTests, let workbookSuiteCompiles):
            let after = workbookSuiteCompiles ? "Fix it: the workbook's tests already compile against your code." : "Fix it, and the red left is the stage's."
            return "Your \(inTests ? "test has" : "code has") a compile error of its own (first above): it names nothing stage \(stage.number) adds. " + after
        case .codeAheadOfItsDeclarations(let names):
            return "Your code does not compile yet (first above): it uses what stage \(stage.number) adds before declaring it ("
                + Self.codeList(names) + "). Finish the green step: the lesson's contract gives the shape."
        case .slipOnARefactor(let place):
            return "Stage \(stage.number) is a refactor: the bar stays green at every step, and this \(colour.word)\(at(place)) is a slip of your own. "
                + "Undo the last edit, or mend it."
        case .onlyTheWorkbooksTestsFail:
            return "None of your tests shows the missing behaviour yet: only the workbook's do. Write a test of your own that fails for it."
        case .snapshotsRecorded:
            return "The first run of your snapshots records them and fails, as it must: read each file, then verify again."
        case .ownTestFailsAlone(let place):
            return "Your own test fails\(at(place)) while the workbook's tests pass: the code may do what the stage asks already, "
                + "and your test expects something else. Read what it asserts."
        case .ownTestFails(let place):
            return "Your own test fails\(at(place)): a red of your own, while stage \(stage.number) starts with \(stage.kind.expectedRedPhrase). "
                + "If it is the failure you meant to see, make it pass."
        case .slip(let place):
            return "Stage \(stage.number) starts with \(stage.kind.expectedRedPhrase); this \(colour.word) is not it but a slip of your own\(at(place)). "
                + "Mend it, and the red left is the stage's."
        }
    }

    /// Where a verify first goes wrong, in words: `path:line`, or `in TEST` (`, which crashed`, `, which hung`).
    private static func words(_ place: WrongPlace) -> String {
        switch place {
        case .line(let path, let line): "\(path):\(line)"
        case .inTest(let test): "in \(test)"
        case .crashedIn(let test): "in \(test), which crashed"
        case .hungIn(let test): "in \(test), which hung"
        }
    }

    /// Names in code type, a comma between them: `` `Pizza`, `item` ``.
    private static func codeList(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// What explains the verdict: the failures, errors, crash or hang; on green, what passed and the proof.
    func details(_ verification: StageVerification) -> [String] {
        let verdict = verification.verdict
        switch verdict.colour {
        case .green: return greenDetails(verification)
        case .red: return failures(verdict)
        case .amber: return compileErrors(verification)
        case .crashed: return crash(verdict)
        case .timedOut: return hang(verdict)
        }
    }

    private func greenDetails(_ verification: StageVerification) -> [String] {
        let passed = verification.verdict.passed
        var lines = ["  \(passed[.workbook, default: 0]) of the workbook's tests and \(passed[.learner, default: 0]) of yours pass."]
        if let proof = verification.proof {
            lines += proofLines(proof, stage: verification.stage, kata: verification.kata)
        }
        if let refactor = verification.refactor {
            lines.append("  the refactor: " + (refactor.holds ? "made (\(verification.stage.evidence.map(\.shows).joined(separator: "; ")))" : "not made yet:"))
            lines += refactor.missing.map { "    \($0)" }
        }
        for undone in verification.undoneRefactors {
            lines.append("  stage \(undone.stage.number)'s refactor (\(undone.stage.title)): undone:")
            lines += undone.missing.map { "    \($0)" }
        }
        return lines
    }

    private func afterGreen(_ verification: StageVerification, redSeen: Bool, kataDone: Bool) -> [String] {
        let kata = verification.kata, stage = verification.stage
        var lines: [String] = []
        if let reason = verification.notDone { return [NotDoneText.nextStep(reason, kata: kata)] }
        if kataDone {
            return lines + ["\(kata.id) was done already, and its last stage still holds. `swift run kata list` shows the other katas."]
        }
        if !redSeen, stage.kind != .refactor {
            lines.append("This stage went green without your tests ever failing at a verify. Break the code once (return a wrong value) and verify, to watch your test catch it.")
        }
        lines.append("Stage \(stage.number) done. Commit it:")
        for undone in verification.undoneRefactors {
            lines.append("But your work undoes the refactor of stage \(undone.stage.number) (above): a grade does not pass stage \(undone.stage.number) "
                + "until you make it again (`swift run kata show \(kata.id) \(undone.stage.number)`).")
        }
        lines.append("  git add \(kata.paths.workspace) && git commit -m \(shellQuoted(stage.commit))")
        if let next = kata.stage(stage.number + 1) {
            lines.append("Next: stage \(next.number), \(next.title). Read it with `swift run kata show \(kata.id)`.")
        } else {
            lines.append("That was the last stage of \(kata.id): the kata is done.")
        }
        return lines
    }

    /// The proof's lines; `stage` is the stage proved, a refactor stage on its own refactored code.
    private func proofLines(_ proof: StageProof, stage: Stage, kata: Kata) -> [String] {
        let reference = proof.againstReference
        guard proof.passReference else {
            if reference.colour == .amber {
                return ["  your tests pass against the reference code: no, they do not compile against it:"]
                    + diagnostics(reference.diagnostics, looseErrors: reference.saidLooseErrors).dropFirst()
                    + ["  Your tests are also run against the reference code, so they may use only the API the lesson names."]
            }
            return ["  your tests pass against the reference code: no (\(summary(reference)))"] + failures(reference)
        }
        var lines = ["  your tests pass against the reference code: yes"]
        if !proof.mutants.isEmpty {
            let caught = proof.mutants.count - proof.uncaught.count
            lines.append("  your tests catch the stage's mutants (wrong versions of the code): \(caught) of \(proof.mutants.count)")
            lines += proof.uncaught.map { "    your tests do not notice when \($0.wrong)" + ($0.colour == .amber ? " (they do not compile against it)" : "") }
        }
        if let previous = proof.againstPreviousStage {
            let before = Snapshot.before(stage, of: kata).name
            lines.append("  your tests fail against \(before)'s code: " + (previous.isTestFailure ? "yes" : "no, they pass against it"))
        }
        if let control = proof.againstGenerated, control != .green {
            lines.append("  your tests pass against the build of the generated mutants: no (\(control.word)), so they guard no behaviour")
        } else if !proof.guards.isEmpty {
            let caught = proof.guards.filter(\.caught).count
            let stages = stage.number == 1 ? "stage 1" : "stages 1 to \(stage.number)"
            lines.append("  your tests guard the behaviour of \(stages) (generated mutants caught): \(caught) of \(proof.guards.count)")
            // Wrong versions the same workbook test catches are said once, with how many they are.
            let missed = proof.guards.filter { !$0.caught }.map(NotDoneText.letThrough)
            let shown = missed.uniqued().prefix(3).map { sentence in (sentence, missed.count { $0 == sentence }) }
            lines += shown.map { sentence, count in "    \(sentence)" + (count > 1 ? " (\(count) wrong versions)" : "") }
            let left = missed.count - shown.map(\.1).reduce(0, +)
            if left > 0 { lines.append("    and \(left) more") }
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
                    lines += ([issue.said] + issue.comments).flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
                        .map { "      \($0)" }
                    if let location = issue.location { lines.append("      " + style.dim("at \(location.description)")) }
                }
            }
        }
        return lines
    }

    /// A verify's compile errors: the learner's own slips first, then those about what the stage adds, each with
    /// its place in the learner's files; of the workbook's suite, only the names it uses that the code lacks.
    private func compileErrors(_ verification: StageVerification) -> [String] {
        let verdict = verification.verdict
        let learners = verification.learnerCompileErrors
        let ordered = learners.filter(verification.isOwnSlip) + learners.filter { !verification.isOwnSlip($0) }
        let workbooks = verdict.diagnostics.filter { !learners.contains($0) }
        var lines = diagnostics(ordered, looseErrors: verdict.saidLooseErrors)
        guard !workbooks.isEmpty else { return lines }
        let names = workbooks.flatMap { $0.quotedNames.intersection(verification.missingNames).subtracting(verification.suiteHelperNames).sorted() }
            .uniqued()
        // A name the learner's own errors give already is not said again.
        let named = Set(learners.flatMap(\.quotedNames)), unnamed = names.filter { !named.contains($0) }
        if !unnamed.isEmpty {
            lines.append("    the workbook's tests also use what your code does not have yet: " + Self.codeList(unnamed))
        } else if names.isEmpty, let first = workbooks.first {
            lines.append("    the workbook's tests do not compile against your code either: \(first.said)"
                + (workbooks.count > 1 ? " (and \(workbooks.count - 1) more)" : ""))
        }
        return lines
    }

    /// The compiler's errors, those in the learner's own files first, each distinct message once.
    private func diagnostics(_ diagnostics: [CompilerDiagnostic], looseErrors: [String]) -> [String] {
        let learners = KataPaths.workspaces + "/"
        let ordered = diagnostics.filter { $0.location.path.hasPrefix(learners) } + diagnostics.filter { !$0.location.path.hasPrefix(learners) }
        var seen: Set<String> = []
        let distinct = ordered.filter { seen.insert($0.said).inserted }
        // Errors tied to no file are a link's, objects refused before they run, or a target not built.
        var lines = [diagnostics.isEmpty && !looseErrors.isEmpty ? "  It does not build:" : "  It does not compile:"]
        lines += distinct.prefix(errorLimit).map { diagnostic in
            let others = ordered.filter { $0.said == diagnostic.said }.count - 1
            let location = diagnostic.location
            return "    \(location.path):\(location.line):\(location.column ?? 1): \(diagnostic.said)"
                + (others == 0 ? "" : " (and \(others) more place\(others == 1 ? "" : "s"))")
        }
        lines += looseErrors.prefix(errorLimit).map { "    \($0)" }
        if distinct.count > errorLimit { lines.append("    and \(distinct.count - errorLimit) more") }
        return lines
    }

    private func crash(_ verdict: Verdict) -> [String] {
        guard let crash = verdict.crash else { return [] }
        let test = crash.test.map { "\($0.description) (\(crash.side.label))" } ?? "a test of \(crash.side.label)"
        return ["  \(test) crashed: \(crash.said)"] + failures(verdict)
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
