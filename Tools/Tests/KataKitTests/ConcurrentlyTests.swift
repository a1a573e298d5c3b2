import Foundation
import Testing
@testable import KataRunning

@Suite("Running blocking work side by side")
struct ConcurrentlyTests {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test("Results come back in index order")
    func order() throws {
        #expect(try concurrently(5) { $0 * 10 } == [0, 10, 20, 30, 40])
    }

    @Test("The first error by index is rethrown, after every call has ended")
    func error() {
        #expect(throws: Failure(index: 1)) {
            try concurrently(4) { index in
                if index % 2 == 1 { throw Failure(index: index) }
                return index
            }
        }
    }

    @Test("Calls inside a call run side by side too")
    func nested() throws {
        // The two inner calls of each outer call wait for each other: run one after the other, the first waits out
        // its limit alone.
        let met = try concurrently(2) { _ in
            let arrived = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            return try concurrently(2) { index -> Bool in
                (index == 0 ? arrived.0 : arrived.1).signal()
                return (index == 0 ? arrived.1 : arrived.0).wait(timeout: .now() + 20) == .success
            }
        }
        #expect(met == [[true, true], [true, true]])
    }
}
