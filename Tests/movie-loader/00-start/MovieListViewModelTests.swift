@testable import Movies
import XCTest

final class MovieListViewModelTests: XCTestCase {
}
