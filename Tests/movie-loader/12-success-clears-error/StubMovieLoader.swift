@testable import Movies

/// A loader that answers at once: with the movies it was given, or with the error.
struct StubMovieLoader: MovieLoader {
    private let result: Result<[Movie], any Error>

    init(stubs: [Movie]) {
        result = .success(stubs)
    }

    init(error: any Error) {
        result = .failure(error)
    }

    func load() async throws -> [Movie] {
        try result.get()
    }
}
