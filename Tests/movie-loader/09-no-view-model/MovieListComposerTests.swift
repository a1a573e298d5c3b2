@testable import Movies
import XCTest

final class MovieListComposerTests: XCTestCase {
    @MainActor
    func test_loadThroughTheList_landsInTheComposersMovies() async {
        let expected = [anyMovie(), anyMovie()]
        let composer = MovieListComposer(loader: StubMovieLoader(stubs: expected))

        await composer.list.load()

        XCTAssertEqual(composer.movies, expected)
    }
}
