import KataRunning

/// What held a student's code in while it was graded, as a value; KataRendering says it (a grade, a report).
package enum Isolation: Sendable, Equatable {
    /// Behind `boundary`, with a scrubbed environment and resource limits; `asRoot` when the tool ran as root.
    case behind(Boundary, asRoot: Bool)
    /// Nothing of the student's ran: their submission could not be read.
    case nothingRan
    /// What the graded results read back say, in their words.
    case asTheResultsSay(String)
}
