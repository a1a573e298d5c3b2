import Observation
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

    @MainActor
    func test_listenerSentBeersSuccessfully_setsBeers() {
        let repository = MockBeerRepository()
        let sut = BeerViewModel(repository: repository)
        let sampleBeers = [Beer.sample(id: 1, name: "Punk IPA"), Beer.sample(id: 2, name: "Elvis Juice")]

        repository.send(.success(sampleBeers))
        let exp = expectation(description: #function)
        withObservationTracking {
            _ = sut.beers
        } onChange: {
            exp.fulfill()
        }
        waitForExpectations(timeout: 2)

        XCTAssertEqual(sut.beers, sampleBeers)
    }
}
