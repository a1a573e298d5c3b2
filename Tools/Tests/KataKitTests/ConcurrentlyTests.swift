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
}
