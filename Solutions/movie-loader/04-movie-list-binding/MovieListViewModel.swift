import Observation

/// The usual workaround: the list's state moved into an observable object, because a test can make one.
@MainActor @Observable
final class MovieListViewModel {
    private(set) var movies: [Movie] = []
    private let loader: any MovieLoader

    init(loader: any MovieLoader) {
        self.loader = loader
    }

    /// Loads the movies; a failed load shows an empty list.
    func load() async {
        movies = (try? await loader.load()) ?? []
    }
}
