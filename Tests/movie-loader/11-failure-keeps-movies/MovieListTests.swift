@testable import Movies
import XCTest

final class MovieListTests: XCTestCase {
    @MainActor
    func test_load_loadsMovies() async {
        let expected = [anyMovie(), anyMovie()]
        let (sut, movies, _) = makeSUT(loader: StubMovieLoader(stubs: expected))

        await sut.load()

        XCTAssertEqual(movies(), expected)
    }

    @MainActor
    func test_load_showsAnErrorMessageWhenLoadingFails() async {
        let (sut, _, errorMessage) = makeSUT(loader: StubMovieLoader(error: anyError()))

        await sut.load()

        XCTAssertEqual(errorMessage(), "The movies could not be loaded.")
    }

    @MainActor
    func test_load_keepsTheMoviesWhenLoadingFails() async {
        let shown = [anyMovie()]
        let (sut, movies, _) = makeSUT(movies: shown, loader: StubMovieLoader(error: anyError()))

        await sut.load()

        XCTAssertEqual(movies(), shown)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        movies: [Movie] = [],
        loader: any MovieLoader
    ) -> (MovieList, () -> [Movie], () -> String?) {
        let movies = Binding.variable(movies)
        let errorMessage = Binding<String?>.variable(nil)
        let sut = MovieList(movies: movies, errorMessage: errorMessage, loader: loader)
        return (sut, { movies.wrappedValue }, { errorMessage.wrappedValue })
    }
}
