import KataModel
import KataToolOutput

/// What the proof of a kata's stage contract shows wrong (see `KataCheck.problems(in:of:in:lessons:)`), with the
/// verdicts that show it, said by KataRendering.
package enum ContractFault: Sendable, Equatable, Codable {
    /// The clean start's suite is not green against its code.
    case cleanStartNotGreen(Verdict)
    /// Against the named snapshot's code, the stage's suite is not of the colour its kind expects.
    case againstTheStageBefore(before: Snapshot, expected: VerdictColour, Verdict)
    /// Against the named snapshot's code, the compile errors are not all in the stage's suite folder: their paths.
    case errorsOutsideTheSuite(before: Snapshot, suiteFolder: String, paths: [String])
    /// Against its own code, the stage's suite is not green.
    case ownCodeNotGreen(Verdict)
    /// The suite lacks a test of the named snapshot's suite, which the manifest does not retire.
    case testDropped(String, before: Snapshot)
    /// The manifest retires a test that the named snapshot's suite does not have, or the stage's suite keeps.
    case retiresNoTest(String, before: Snapshot)
    /// A new test of a red stage passes against the named snapshot's code.
    case newTestPassesBefore(String, before: Snapshot)
    /// Hollowed, the suite still catches the stage's first mutant.
    case hollowCatchesFirstMutant(String, Verdict)
    /// The suite catches the stage's first mutant by a crash or time-out, not an assertion.
    case firstMutantStopsTheRun(String, Verdict)
    /// The weaker test of the mutant named is not green against the stage's own code.
    case weakerTestNotGreen(lets: String, Verdict)
    /// The weaker test catches the mutant the lesson says it lets through, in the lesson's words.
    case weakerTestCatches(lets: String, says: String, Verdict)
    /// The mutant does not compile against the stage's suite.
    case mutantDoesNotCompile(String, Verdict)
    /// The stage's suite does not catch the mutant.
    case mutantNotCaught(String, VerdictColour)
}
