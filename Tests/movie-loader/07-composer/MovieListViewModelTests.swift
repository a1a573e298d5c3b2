@testable import Movies
import XCTest

final class MovieListViewModelTests: XCTestCase {
    @MainActor
    func test_load_loadsMovies() async {
        let expected = [anyMovie(), anyMovie()]
        let sut = MovieListViewModel(loader: StubMovieLoader(stubs: expected))

        await sut.load()

        XCTAssertEqual(sut.movies, expected)
    }
}
