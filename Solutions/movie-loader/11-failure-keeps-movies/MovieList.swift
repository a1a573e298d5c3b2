/// The list of movies as a value: it owns no state. It reads and writes the movies through a binding that
/// whoever shows it hands in. `@MainActor`, as a SwiftUI view is.
@MainActor
struct MovieList {
    @Binding var movies: [Movie]
    @Binding var errorMessage: String?
    let loader: any MovieLoader

    /// Loads the movies into the binding; a failed load says so in the error message.
    func load() async {
        do {
            movies = try await loader.load()
        } catch {
            errorMessage = "The movies could not be loaded."
        }
    }
}
