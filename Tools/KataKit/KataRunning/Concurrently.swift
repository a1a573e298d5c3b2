import Foundation
import Synchronization

/// Calls `body` for each of `0..<count` on threads of its own, waits for all, and returns the results in order.
///
/// For blocking work (builds, test processes) that shares nothing: on two cores, two such runs at once take
/// little more than one. The first error thrown, in index order, is rethrown.
package func concurrently<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
    let results = Mutex<[Int: Result<Value, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = Result { try body(index) }
        results.withLock { $0[index] = result }
    }
    return try results.withLock { results in try (0..<count).map { try results[$0]!.get() } }
}

/// `concurrently`, with at most `lanes` calls of `body` at a time, each lane a thread of its own: for runs that mostly
/// wait (a test run that may hang until its limit), more at once than there are cores.
package func concurrently<Value: Sendable>(_ count: Int, lanes: Int, _ body: @escaping @Sendable (Int) throws -> Value) throws -> [Value] {
    let results = Mutex<[Int: Result<Value, any Error>]>([:])
    let next = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(lanes, count)) {
        group.enter()
        Thread.detachNewThread {
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
                let result = Result { try body(index) }
                results.withLock { $0[index] = result }
            }
            group.leave()
        }
    }
    group.wait()
    return try results.withLock { results in try (0..<count).map { try results[$0]!.get() } }
}
