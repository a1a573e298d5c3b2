@testable import Films

/// A repository that holds its answer until the test lets it go, so that a test can look at the view model while
/// a fetch is in flight. Two streams carry the signals, each buffered: a signal sent before anyone waits for it is
/// kept, so the order in which the two sides get there does not matter.
actor HeldFilmRepository: FilmRepositoryProtocol {
    private let films: [PixarFilm]
    private let started = AsyncStream.makeStream(of: Void.self)
    private let released = AsyncStream.makeStream(of: Void.self)

    init(films: [PixarFilm]) {
        self.films = films
    }

    func fetchAll() async throws -> [PixarFilm] {
        started.continuation.yield()
        for await _ in released.stream { break }
        return films
    }

    func fetchByID(_ id: String) async throws -> PixarFilm? {
        films.first { $0.id == id }
    }

    /// Returns once a fetch has started.
    func fetchStarted() async {
        for await _ in started.stream { return }
    }

    /// Lets the held fetch answer.
    func release() {
        released.continuation.yield()
    }
}
