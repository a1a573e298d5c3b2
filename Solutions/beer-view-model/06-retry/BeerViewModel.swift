import Foundation
import Observation

/// The state behind Bev's list of beers: what the list shows, and the alert when the beers cannot be loaded.
@MainActor @Observable
final class BeerViewModel {
    private(set) var beers: [Beer] = []
    private(set) var beerOfTheDay: Beer?
    private(set) var errorMessage: String?
    var showAlert = false
    private let repository: any BeerRepository

    init(repository: any BeerRepository) {
        self.repository = repository
        Task {
            for await result in repository.beers {
                apply(result)
            }
        }
    }

    /// Asks the repository for the beers; they arrive later, through its stream.
    func loadBeers() async {
        await repository.loadBeers()
    }

    /// Loads the beer of the day.
    func loadBeerOfTheDay() async {
        beerOfTheDay = await repository.beerOfTheDay()
    }

    /// The alert's Try again: closes the alert, forgets the message and asks for the beers again.
    func retry() async {
        showAlert = false
        errorMessage = nil
        await loadBeers()
    }

    private func apply(_ result: Result<[Beer], any Error>) {
        switch result {
        case .success(let beers):
            self.beers = beers
        case .failure(let error):
            errorMessage = error.localizedDescription
            showAlert = true
        }
    }
}
