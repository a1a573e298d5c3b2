/// The composition root: it owns the movies and hands the list a binding over them. In an app it is a SwiftUI
/// view that keeps them in `@State`; with no SwiftUI here, it keeps them in an object of its own.
@MainActor
final class MovieListComposer {
    private(set) var movies: [Movie] = []
    private let loader: any MovieLoader

    init(loader: any MovieLoader) {
        self.loader = loader
    }

    /// The list, wired to the composer's state.
    var list: MovieList {
        MovieList(movies: Binding(get: { self.movies }, set: { self.movies = $0 }), loader: loader)
    }
}
