/// The film list screen as plain text, one line per thing a user would see: a stand-in for an image of the
/// screen that any platform renders the same.
@MainActor
enum FilmListText {
    static func render(_ viewModel: FilmListViewModel) -> String {
        if viewModel.isLoading {
            return "Fetching films…\n"
        }
        if let errorMessage = viewModel.errorMessage {
            return "Error: \(errorMessage)\n"
        }
        if viewModel.films.isEmpty {
            return "No films found\n"
        }
        return viewModel.films.map { "\($0.title) (\($0.year)), \($0.director)\n" }.joined()
    }
}
