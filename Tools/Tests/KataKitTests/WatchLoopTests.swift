import Testing
@testable import KataWorkspace

@Suite("The watch loop: once at the start, once per burst of changes, one more for a change during a run")
struct WatchLoopTests {
    /// A folder's state the test changes at chosen looks, and the runs the loop made.
    private final class Script {
        var state = 0
        var looks = 0
        var runs: [Int] = []
        /// Changes to make: at look N, the state becomes the value.
        var changes: [Int: Int] = [:]
        var lastLook = 30

        func observe() -> Int {
            looks += 1
            if let change = changes[looks] { state = change }
            return state
        }
    }

    private func run(_ script: Script, duringRun change: ((Script) -> Void)? = nil) {
        let loop = WatchLoop<Int>()
        loop.run(observe: script.observe, pause: { _ in }, stop: { script.looks >= script.lastLook }) {
            script.runs.append(script.state)
            change?(script)
        }
    }

    @Test("Nothing changed: one run, at the start")
    func quiet() {
        let script = Script()
        run(script)
        #expect(script.runs == [0])
    }

    @Test("A burst of changes, look after look, makes one run with the last state, once the state holds still")
    func burst() {
        let script = Script()
        script.changes = [3: 1, 4: 2, 5: 3]
        run(script)
        #expect(script.runs == [0, 3])
    }

    @Test("Two changes far apart make a run each")
    func apart() {
        let script = Script()
        script.changes = [3: 1, 12: 2]
        run(script)
        #expect(script.runs == [0, 1, 2])
    }

    @Test("Saves while a run is going on make exactly one more run, with the latest state")
    func duringRun() {
        let script = Script()
        script.changes = [3: 1]
        var saved = false
        run(script) { script in
            guard script.state == 1, !saved else { return }
            saved = true
            script.state = 5
            script.state = 6
        }
        #expect(script.runs == [0, 1, 6])
    }

    @Test("A stop during a burst runs nothing more")
    func stopDuringBurst() {
        let script = Script()
        script.changes = [3: 1, 4: 2, 5: 3, 6: 4]
        script.lastLook = 5
        run(script)
        #expect(script.runs == [0])
    }
}
