/// Loads the movies from wherever they live: the network in an app, a stub in the tests.
///
/// `Sendable`, because the list on the main actor hands it work that runs elsewhere.
protocol MovieLoader: Sendable {
    func load() async throws -> [Movie]
}
