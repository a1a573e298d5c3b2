/// The list of movies as a value: it owns no state. It reads and writes the movies through a binding that
/// whoever shows it hands in. `@MainActor`, as a SwiftUI view is.
@MainActor
struct MovieList {
    @Binding var movies: [Movie]
    let loader: any MovieLoader

    /// Loads the movies into the binding; a failed load shows an empty list.
    func load() async {
        movies = (try? await loader.load()) ?? []
    }
}
