import Foundation
import Synchronization

/// Calls `body` for each of `0..<count` on threads of its own, as many at a time as there are cores (two at least),
/// waits for all, and returns the results in order.
///
/// For blocking work (builds, test processes) that shares nothing: on two cores, two such runs at once take
/// little more than one. The calls have threads of their own rather than Dispatch's: called from inside another
/// such call (a verify's proof beside its suites), `concurrentPerform` found the pool's threads taken and made its
/// calls one after the other. The first error thrown, in index order, is rethrown.
package func concurrently<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
    try withoutActuallyEscaping(body) { body in
        let calls = Calls(body)
        // The threads reach `body` through an unretained reference, so that none holds it once the calls are done.
        return try withExtendedLifetime(calls) {
            try concurrently(count, lanes: max(2, ProcessInfo.processInfo.activeProcessorCount), calls: Unmanaged.passUnretained(calls))
        }
    }
}

/// `concurrently`, with at most `lanes` calls of `body` at a time, each lane a thread of its own: for runs that mostly
/// wait (a test run that may hang until its limit), more at once than there are cores.
package func concurrently<Value: Sendable>(_ count: Int, lanes: Int, _ body: @escaping @Sendable (Int) throws -> Value) throws -> [Value] {
    let calls = Calls(body)
    return try withExtendedLifetime(calls) { try concurrently(count, lanes: lanes, calls: Unmanaged.passUnretained(calls)) }
}

/// The function each lane calls.
private final class Calls<Value: Sendable>: Sendable {
    let body: @Sendable (Int) throws -> Value

    init(_ body: @escaping @Sendable (Int) throws -> Value) {
        self.body = body
    }
}

/// Runs `calls` for each of `0..<count` in `lanes` threads; the caller keeps `calls` alive until this returns.
private func concurrently<Value: Sendable>(_ count: Int, lanes: Int, calls: Unmanaged<Calls<Value>>) throws -> [Value] {
    let results = Mutex<[Int: Result<Value, any Error>]>([:])
    let next = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(lanes, count)) {
        group.enter()
        Thread.detachNewThread {
            // In a function of its own, so that `body` is let go before the lane says it is done.
            func lane() {
                let body = calls.takeUnretainedValue().body
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
                    let result = Result { try body(index) }
                    results.withLock { $0[index] = result }
                }
            }
            lane()
            group.leave()
        }
    }
    group.wait()
    return try results.withLock { results in try (0..<count).map { try results[$0]!.get() } }
}
