@testable import Films

/// Stands in for the network: it gives the films it was made with, or fails. An actor, so that it is `Sendable`
/// with no lock and no `@unchecked`: nothing it holds can be touched by two tasks at once.
actor MockFilmRepository: FilmRepositoryProtocol {
    private let stubbedFilms: [PixarFilm]
    private let shouldThrow: Bool

    init(films: [PixarFilm] = [], shouldThrow: Bool = false) {
        stubbedFilms = films
        self.shouldThrow = shouldThrow
    }

    func fetchAll() async throws -> [PixarFilm] {
        if shouldThrow { throw FilmError.networkUnavailable }
        return stubbedFilms
    }

    func fetchByID(_ id: String) async throws -> PixarFilm? {
        stubbedFilms.first { $0.id == id }
    }
}
