/// Runs an action again each time what it watches changes: at once at the start, then after each burst of
/// changes has been quiet for a moment; a change made while the action runs queues exactly one more run.
package struct WatchLoop<State: Equatable>: Sendable {
    /// How often the state is looked at.
    var pollInterval: Duration = .milliseconds(50)
    /// How long the state must stay the same after a change before the action runs: editors write several files.
    var quietPeriod: Duration = .milliseconds(100)

    package init(pollInterval: Duration = .milliseconds(50), quietPeriod: Duration = .milliseconds(100)) {
        self.pollInterval = pollInterval
        self.quietPeriod = quietPeriod
    }

    /// Looks at the state with `observe`, waits with `pause`, runs `action`, and returns once `stop` says so.
    package func run(observe: () -> State, pause: (Duration) -> Void, stop: () -> Bool, action: () -> Void) {
        var seen = observe()
        action()
        while !stop() {
            pause(pollInterval)
            var latest = observe()
            guard latest != seen else { continue }
            while !stop() {
                pause(quietPeriod)
                let again = observe()
                if again == latest { break }
                latest = again
            }
            guard !stop() else { return }
            // Looked at before the run: whatever is saved while it runs is a change the next turn sees.
            seen = latest
            action()
        }
    }
}
