import Foundation
@testable import Movies

/// A movie whose details do not matter to the test; each call makes a different one.
func anyMovie() -> Movie {
    Movie(id: UUID(), title: "any movie")
}
