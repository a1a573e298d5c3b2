import Observation
import XCTest

extension XCTestCase {
    /// Waits until the property at `keyPath` of the observable `parent` is set, or fails the test after `timeout`
    /// seconds.
    ///
    /// `withObservationTracking` calls `onChange` once, when the property is about to change: the new value is in
    /// place once the wait returns, not inside `onChange`. `@MainActor`, as `waitForExpectations` is.
    @MainActor
    func waitForChanges<T, U>(to keyPath: KeyPath<T, U>, on parent: T, timeout: TimeInterval = 2) {
        let exp = expectation(description: #function)
        withObservationTracking {
            _ = parent[keyPath: keyPath]
        } onChange: {
            exp.fulfill()
        }
        waitForExpectations(timeout: timeout)
    }

    /// Waits as the method above does, suspending instead of blocking, so that an `async` test can use it.
    @MainActor
    func waitForChanges<T, U>(to keyPath: KeyPath<T, U>, on parent: T, timeout: TimeInterval = 2) async {
        let exp = expectation(description: #function)
        withObservationTracking {
            _ = parent[keyPath: keyPath]
        } onChange: {
            exp.fulfill()
        }
        await fulfillment(of: [exp], timeout: timeout)
    }
}
