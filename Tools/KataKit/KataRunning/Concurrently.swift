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
