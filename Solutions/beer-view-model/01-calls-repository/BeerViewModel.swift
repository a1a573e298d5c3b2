import Observation

/// The state behind Bev's list of beers: what the list shows, and the alert when the beers cannot be loaded.
@MainActor @Observable
final class BeerViewModel {
    private let repository: any BeerRepository

    init(repository: any BeerRepository) {
        self.repository = repository
    }

    /// Asks the repository for the beers; they arrive later, through its stream.
    func loadBeers() async {
        await repository.loadBeers()
    }
}
