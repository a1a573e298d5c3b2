import Foundation
import Observation

/// The state behind the film list: the films to show, sorted and filtered, whether they are on their way, and what
/// went wrong.
@Observable
@MainActor
final class FilmListViewModel {
    private(set) var films: [PixarFilm] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    /// The ids of the films pushed on the navigation stack, the path a `NavigationStack` binds to.
    var navigationPath: [PixarFilm.ID] = []
    /// What the user typed in the search field.
    var searchText = ""
    private let repository: any FilmRepositoryProtocol
    private let minimumYear: Int

    /// A view model that shows the films of `minimumYear` and later.
    init(repository: any FilmRepositoryProtocol, minimumYear: Int = 1995) {
        self.repository = repository
        self.minimumYear = minimumYear
    }

    /// The films whose title contains the search text, ignoring case; all of them when the search is empty.
    var visibleFilms: [PixarFilm] {
        guard !searchText.isEmpty else { return films }
        return films.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    /// Fetches the films and keeps them sorted by title, or keeps a message when the fetch fails.
    func loadFilms() async {
        isLoading = true
        defer { isLoading = false }
        do {
            films = try await repository.fetchAll()
                .filter { $0.year >= minimumYear }
                .sorted { $0.title < $1.title }
        } catch {
            errorMessage = "Unable to load films. Check your connection and try again."
        }
    }

    /// Shows the film's detail: its id goes on the navigation path.
    func selectFilm(_ film: PixarFilm) {
        navigationPath.append(film.id)
    }
}
