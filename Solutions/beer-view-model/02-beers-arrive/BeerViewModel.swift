import Observation

/// The state behind Bev's list of beers: what the list shows, and the alert when the beers cannot be loaded.
@MainActor @Observable
final class BeerViewModel {
    private(set) var beers: [Beer] = []
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

    private func apply(_ result: Result<[Beer], any Error>) {
        if case .success(let beers) = result {
            self.beers = beers
        }
    }
}
