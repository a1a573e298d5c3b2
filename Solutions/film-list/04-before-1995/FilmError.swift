/// Why the repository could not give the films.
enum FilmError: Error {
    case networkUnavailable
}
