@testable import Movies
import XCTest

final class HostTests: XCTestCase {
    @MainActor
    func test_body_startsFromTheInitialState() {
        let initial = [anyMovie()]
        let host = Host(initial) { $0 }

        XCTAssertEqual(host.body.wrappedValue, initial)
    }

    @MainActor
    func test_loadThroughTheBody_landsInTheHostsState() async {
        let expected = [anyMovie(), anyMovie()]
        let loader = StubMovieLoader(stubs: expected)
        let host = Host([Movie]()) { MovieList(movies: $0, loader: loader) }

        await host.body.load()

        XCTAssertEqual(host.state, expected)
    }
}
