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
        waitForChanges(to: \.beers, on: sut)

        XCTAssertEqual(sut.beers, sampleBeers)
    }

    @MainActor
    func test_listenerSentError_setsErrorMessageAndTogglesAlert() {
        let repository = MockBeerRepository()
        let sut = BeerViewModel(repository: repository)

        repository.send(.failure(TestViewModelError.testError))
        waitForChanges(to: \.showAlert, on: sut)

        XCTAssertEqual(sut.errorMessage, "The tap ran dry.")
        XCTAssertTrue(sut.showAlert)
    }

    @MainActor
    func test_loadBeerOfTheDay_setsBeerOfTheDay() async {
        let beer = Beer.sample(id: 7, name: "Hazy Jane")
        let sut = BeerViewModel(repository: MockBeerRepository(beerOfTheDay: beer))

        Task { await sut.loadBeerOfTheDay() }
        await waitForChanges(to: \.beerOfTheDay, on: sut)

        XCTAssertEqual(sut.beerOfTheDay, beer)
    }
}
