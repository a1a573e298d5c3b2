import KataModel
import KataToolOutput

/// One `kata verify`: the learner's code with their tests and the stage's acceptance suite, and on green the
/// proof their tests give.
package struct StageVerification: Sendable {
    package var kata: Kata
    package var stage: Stage
    package var verdict: Verdict
    /// The proof of the learner's tests, made only when the verdict is green.
    package var proof: StageProof?
    /// On a refactor stage with a green verdict, whether the refactor was made.
    package var refactor: RefactorCheck?
    /// With a green verdict, the earlier refactors the work undoes where this stage's reference keeps them: the
    /// stage may be done, and a grade of the same work still fails those stages, which the verify says.
    package var undoneRefactors: [UndoneRefactor] = []
    /// Files the learner's tests wrote during the verify (a recorded snapshot), now in their test folder, as paths
    /// relative to the workbook.
    package var recorded: [String] = []
    /// How long its parts took.
    package var durations = VerifyDurations()
    /// On amber, the names the stage's reference (code and suite) declares and the learner's code does not: what
    /// a compile error about the stage's contract names.
    package var missingNames: Set<String> = []
    /// On amber, the names of the suite's own helpers (a fixture, a test double): the learner writes theirs in their
    /// tests, so none is ever called code they lack.
    package var suiteHelperNames: Set<String> = []
    /// On amber, every name declared in the stage's reference, its suite and the learner's code and tests: a name
    /// outside them that cannot be found is a slip.
    var knownNames: Set<String> = []
    /// On amber, the names that only a later stage's reference or suite declares: a test that uses one is ahead of
    /// the stage, a slip of its own rather than the stage's red.
    var laterNames: Set<String> = []
    /// On amber, the compiler's messages the stage's lesson quotes under "Red to expect".
    package var lessonQuotes: [String] = []
    /// On amber, whether the workbook's suite compiled against the learner's code (known where the build compiles
    /// every target it can, see `DirectBuild`): then the code has all the stage adds that the suite uses.
    package var workbookSuiteCompiled = false

    /// Whether the stage is done: the code is green, the learner's tests prove the stage, and a refactor was made.
    package var stageDone: Bool {
        guard verdict.colour == .green, let proof, proof.holds else { return false }
        return refactor?.holds ?? true
    }

    /// Whether the learner's own tests fail, crash, hang or do not compile.
    package var learnerTestsFail: Bool {
        let testFolder = kata.paths.learnerTests + "/"
        return verdict.diagnostics.contains { $0.location.path.hasPrefix(testFolder) }
            || verdict.failures.contains { $0.side == .learner }
            || verdict.crash?.side == .learner
            || verdict.hang?.side == .learner
    }

    /// Whether the workbook's suite fails, crashes, hangs or does not compile.
    package var workbookTestsFail: Bool {
        !workbookCompileErrors.isEmpty
            || verdict.failures.contains { $0.side == .workbook }
            || verdict.crash?.side == .workbook
            || verdict.hang?.side == .workbook
    }

    /// Whether the learner's own tests show the red the stage starts with, in the declared way. A failed assertion is
    /// the stage's only while the workbook's tests fail too: the stage's red is about what the code does not do yet.
    /// (A compile error's is told by what it names, as the workbook's suite may not have been built; a crash ends a
    /// run, which may leave the workbook's tests unknown.)
    package var learnerShowsStageRed: Bool {
        verdict.colour != .green && verdict.colour == stage.kind.verdictAgainstPreviousStage && learnerTestsFail
            && ownCompileErrors.isEmpty && (verdict.colour != .red || workbookTestsFail)
    }

    /// Which of the lesson's quoted reds the learner's own compile errors are.
    package var lessonRedsShown: [String] {
        let messages = learnerCompileErrors.map { $0.message.collapsingSpaces }
        return lessonQuotes.filter { quoted in messages.contains { $0.contains(quoted) } }
    }

    /// The names the learner's compile errors use that the stage adds: what a compile-error red is about.
    package var stageNamesMissed: [String] {
        learnerCompileErrors.flatMap { $0.quotedNames.intersection(missingNames).subtracting(suiteHelperNames).sorted() }.uniqued()
    }

    /// Where the verify first goes wrong in the learner's own files (a compile error, a failed assertion, a crash
    /// or a hang), else in the workbook's suite; `nil` when nothing is placed.
    package var firstWrongPlace: WrongPlace? {
        if let error = learnerCompileErrors.first { return .line(error.location.path, error.location.line) }
        for side in [TestSide.learner, .workbook] {
            if let failure = verdict.failures.first(where: { $0.side == side }) {
                return failure.test.issues.first?.location.map { .line($0.path, $0.line) } ?? .inTest(failure.test.name.description)
            }
            if let crash = verdict.crash, crash.side == side, let test = crash.test { return .crashedIn(test.description) }
            if let hang = verdict.hang, hang.side == side, let test = hang.test { return .hungIn(test.description) }
        }
        return verdict.diagnostics.first.map { .line($0.location.path, $0.location.line) }
    }

    /// The compiler's errors in the learner's files, code or tests.
    package var learnerCompileErrors: [CompilerDiagnostic] {
        verdict.diagnostics.filter { $0.location.path.hasPrefix(kata.paths.workspace + "/") }
    }

    /// The learner's compile errors that are slips of their own, not the stage's red.
    package var ownCompileErrors: [CompilerDiagnostic] {
        learnerCompileErrors.filter(isOwnSlip)
    }

    /// Whether an error is a slip of the learner's own, one that would stay once the stage's contract exists: a
    /// syntax error, a value that does not fit a type the learner wrote, a name nothing declares. Never one about
    /// what the stage adds (`isAboutTheContract`); any other error, such as a call of a shape the code (or the
    /// learner's own test double) does not have yet, counts as the stage's red.
    package func isOwnSlip(_ error: CompilerDiagnostic) -> Bool {
        guard !isAboutTheContract(error) else { return false }
        let message = error.message
        if ["expected ", "consecutive statements", "unterminated", "extraneous", "unexpected "].contains(where: message.hasPrefix)
            || message.contains("to specified type") {
            return true
        }
        if let unknown = message.firstMatch(of: /^cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/) {
            return !knownNames.contains(String(unknown.output.1))
        }
        // A member no version of the stage declares, nor a later one: a typo, or a name the lesson never asks for.
        if let member = message.firstMatch(of: /has no member '([A-Za-z_][A-Za-z0-9_]*)'/).map({ String($0.output.1) }), !knownNames.isEmpty,
           !knownNames.contains(member), !laterNames.contains(member) {
            return true
        }
        if Self.missingName(in: message).map(laterNames.contains) ?? false { return true }
        // The workbook's suite compiled against the learner's code, which so has all the stage adds that it uses:
        // an error left in the learner's tests is theirs.
        return (workbookSuiteRan || workbookSuiteCompiled) && error.location.path.hasPrefix(kata.paths.learnerTests + "/")
    }

    /// Whether the workbook's suite compiled and ran in this verify.
    package var workbookSuiteRan: Bool {
        verdict.passes.contains { $0.side == .workbook } || verdict.failures.contains { $0.side == .workbook }
            || verdict.crash?.side == .workbook || verdict.hang?.side == .workbook
    }

    /// The names a later stage adds that the learner's own slips use (`item` in "value of type 'MenuDataSource' has
    /// no member 'item'"), in the order of the errors.
    package var laterNamesUsed: [String] {
        ownCompileErrors.compactMap { Self.missingName(in: $0.message) }.filter(laterNames.contains).uniqued()
    }

    /// The name an error says cannot be found: a member, or a name in scope.
    private static func missingName(in message: String) -> String? {
        (message.firstMatch(of: /has no member '([A-Za-z_][A-Za-z0-9_]*)'/)
            ?? message.firstMatch(of: /^cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/)).map { String($0.output.1) }
    }

    /// Whether an error is about what the stage adds: it names something the stage's reference has and the
    /// learner's code does not, or the workbook's suite meets the same error in this verify, or it follows from
    /// such an error on the same line (a key path that cannot be inferred from a member that is missing).
    func isAboutTheContract(_ error: CompilerDiagnostic) -> Bool {
        let direct = { (error: CompilerDiagnostic) in
            !error.quotedNames.isDisjoint(with: missingNames) || workbookCompileErrors.contains { $0.message == error.message }
        }
        return direct(error) || learnerCompileErrors.contains { other in
            other.location.path == error.location.path && other.location.line == error.location.line && direct(other)
        }
    }

    /// The compiler's errors in the workbook's suite.
    var workbookCompileErrors: [CompilerDiagnostic] {
        verdict.diagnostics.filter { $0.location.path.hasPrefix(kata.paths.suites + "/") }
    }
}

/// How long the parts of a verify took.
package struct VerifyDurations: Sendable, Equatable {
    /// Building the learner's code with both suites and running them.
    package var suites: Duration = .zero
    /// Making the proof of the learner's tests; `nil` when none was made (not green, or a kept proof was used).
    package var proof: Duration?
}
