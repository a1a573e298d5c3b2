@testable import Movies

/// A loader that answers at once with the movies it was given.
struct StubMovieLoader: MovieLoader {
    let stubs: [Movie]

    func load() async throws -> [Movie] {
        stubs
    }
}
