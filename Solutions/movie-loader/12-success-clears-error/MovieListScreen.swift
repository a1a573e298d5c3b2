#if canImport(SwiftUI)
import SwiftUI

/// The screen in an app: SwiftUI keeps the state, `MovieList` decides what goes in it. Inside this module
/// `Binding` is the kata's own; SwiftUI's is spelled `SwiftUI.Binding`.
struct MovieListScreen: View {
    @State private var movies: [Movie] = []
    @State private var errorMessage: String?
    let loader: any MovieLoader

    var body: some View {
        List(movies) { movie in
            Text(movie.title)
        }
        .overlay {
            if let errorMessage {
                Text(errorMessage)
            }
        }
        .task {
            await MovieList(movies: Binding($movies), errorMessage: Binding($errorMessage), loader: loader).load()
        }
    }
}

extension Binding {
    /// The kata's binding over a SwiftUI binding: the same pair of closures.
    init(_ binding: SwiftUI.Binding<Value>) {
        self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
}
#endif
