/// What a kata's tests may reach beyond the behaviour under test, which its manifest allows by name (`"allows"`):
/// anything a student's compiled code or tests use of a capability their kata does not allow refuses the kata.
package enum KataCapability: String, Codable, Sendable, CaseIterable {
    /// Reading and writing files (film-list's text snapshots).
    case files
    /// The environment, the arguments and the standard input.
    case environment
    /// Starting processes.
    case processes
    /// The network.
    case network
    /// Finding a type or a symbol by its name at run time.
    case dynamicLookup = "dynamic-lookup"
    /// The test frameworks' own run: observers, events, configuration.
    case testRun = "test-run"
}
