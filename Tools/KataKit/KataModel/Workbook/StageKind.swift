/// How a stage's new test goes red against the code of the stage before, or that it stays green.
package enum StageKind: String, Codable, Sendable, CaseIterable {
    /// The new test does not compile against the previous stage's code.
    case redCompile = "red-compile"
    /// The new test compiles and an assertion fails.
    case redAssert = "red-assert"
    /// The new test compiles and the test process traps.
    case redCrash = "red-crash"
    /// Tests or code change under a green bar: nothing may go red.
    case refactor
}
