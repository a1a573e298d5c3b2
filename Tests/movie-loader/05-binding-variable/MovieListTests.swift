@testable import Movies
import XCTest

final class MovieListTests: XCTestCase {
    @MainActor
    func test_load_loadsMoviesIntoTheBinding() async {
        var storage = [Movie]()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let expected = [anyMovie(), anyMovie()]
        let sut = MovieList(movies: binding, loader: StubMovieLoader(stubs: expected))

        await sut.load()

        XCTAssertEqual(storage, expected)
    }
}
