@testable import Bev
import XCTest

final class BeerViewModelTests: XCTestCase {
    @MainActor
    func test_loadBeers_callsLoadOnRepository() async {
        let repository = MockBeerRepository()
        let sut = BeerViewModel(repository: repository)

        await sut.loadBeers()

        XCTAssertEqual(repository.loadBeersCallCount, 1)
    }
}
