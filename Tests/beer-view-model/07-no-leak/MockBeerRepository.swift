import Synchronization
@testable import Bev

/// Stands in for the data layer: it counts the loads it is asked for, and sends the beers (or an error) a test
/// gives it to whoever listens. The count is guarded by a `Mutex`: the protocol is `Sendable`, the view model's
/// calls write the count and the test reads it. The stream and its continuation are `Sendable` already.
final class MockBeerRepository: BeerRepository {
    let beers: AsyncStream<Result<[Beer], any Error>>
    private let continuation: AsyncStream<Result<[Beer], any Error>>.Continuation
    private let callCount = Mutex(0)
    private let stubbedBeerOfTheDay: Beer

    init(beerOfTheDay: Beer = .sample()) {
        (beers, continuation) = AsyncStream.makeStream()
        stubbedBeerOfTheDay = beerOfTheDay
    }

    /// How many times `loadBeers()` was called.
    var loadBeersCallCount: Int {
        callCount.withLock { $0 }
    }

    func loadBeers() async {
        callCount.withLock { $0 += 1 }
    }

    func beerOfTheDay() async -> Beer {
        stubbedBeerOfTheDay
    }

    /// Sends beers, or an error, to whoever listens to `beers`.
    func send(_ result: Result<[Beer], any Error>) {
        continuation.yield(result)
    }
}
