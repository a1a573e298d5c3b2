import KataModel
import KataToolOutput

/// Why a student's compiled objects are refused: the input is at fault. A verify and a grade catch it and say its
/// findings (KataRendering); its own description does not name them.
package struct ObjectRefusal: KataFailure {
    /// What the objects hold or use that no kata needs.
    package let findings: Set<ObjectFinding>

    package var kind: FailureKind { .input }

    package var description: String { "the compiled work is refused before it runs" }
}
