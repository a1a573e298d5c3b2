/// The five outcomes of a verification, as traffic-light colours.
public enum VerdictColour: String, Codable, Sendable, CaseIterable {
    /// Everything compiled and passed.
    case green
    /// It compiled and at least one test failed.
    case red
    /// It does not compile.
    case amber
    /// A test trapped and took the test process down.
    case crashed
    /// A test, or the build, ran past the time limit.
    case timedOut = "timed-out"

    /// Whether this verdict is what the learner predicted (red, amber or green): a crash or a time-out counts as red.
    package func fulfils(prediction: VerdictColour) -> Bool {
        self == prediction || (prediction == .red && (self == .crashed || self == .timedOut))
    }
}
