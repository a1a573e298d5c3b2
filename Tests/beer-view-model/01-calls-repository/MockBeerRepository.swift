import Synchronization
@testable import Bev

/// Stands in for the data layer and counts the loads it is asked for. The count is guarded by a `Mutex`: the
/// protocol is `Sendable`, the view model's calls write the count and the test reads it.
final class MockBeerRepository: BeerRepository {
    private let callCount = Mutex(0)

    /// How many times `loadBeers()` was called.
    var loadBeersCallCount: Int {
        callCount.withLock { $0 }
    }

    func loadBeers() async {
        callCount.withLock { $0 += 1 }
    }
}
