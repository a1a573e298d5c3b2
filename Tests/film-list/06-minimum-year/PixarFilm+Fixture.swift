@testable import Films

extension PixarFilm {
    /// A film for a test, with defaults for everything the test does not care about.
    static func fixture(
        id: String = "toy-story",
        title: String = "Toy Story",
        year: Int = 1995,
        director: String = "John Lasseter"
    ) -> PixarFilm {
        PixarFilm(id: id, title: title, year: year, director: director)
    }
}
