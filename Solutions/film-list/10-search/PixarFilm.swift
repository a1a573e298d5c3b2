/// A Pixar film, as the repository gives it.
struct PixarFilm: Equatable, Identifiable, Sendable {
    let id: String
    let title: String
    let year: Int
    let director: String
}
