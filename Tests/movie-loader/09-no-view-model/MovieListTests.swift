@testable import Movies
import XCTest

final class MovieListTests: XCTestCase {
    @MainActor
    func test_load_loadsMovies() async {
        let expected = [anyMovie(), anyMovie()]
        let (sut, movies) = makeSUT(loader: StubMovieLoader(stubs: expected))

        await sut.load()

        XCTAssertEqual(movies(), expected)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(movies: [Movie] = [], loader: any MovieLoader) -> (MovieList, () -> [Movie]) {
        let movies = Binding.variable(movies)
        let sut = MovieList(movies: movies, loader: loader)
        return (sut, { movies.wrappedValue })
    }
}
