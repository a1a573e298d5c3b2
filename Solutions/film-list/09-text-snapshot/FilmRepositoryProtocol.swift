/// Where the films come from: the network in the app, a mock in the tests.
///
/// `Sendable`, because the view model on the main actor hands it calls that run elsewhere.
protocol FilmRepositoryProtocol: Sendable {
    func fetchAll() async throws -> [PixarFilm]
    func fetchByID(_ id: String) async throws -> PixarFilm?
}
