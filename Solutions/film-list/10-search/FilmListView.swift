#if canImport(SwiftUI)
import SwiftUI

/// The film list on screen. It decides nothing: what it shows and where a tap leads are the view model's.
struct FilmListView: View {
    @State private var viewModel: FilmListViewModel

    init(repository: any FilmRepositoryProtocol) {
        _viewModel = State(initialValue: FilmListViewModel(repository: repository))
    }

    var body: some View {
        NavigationStack(path: $viewModel.navigationPath) {
            Group {
                if viewModel.isLoading {
                    ProgressView("Fetching films…")
                } else if let errorMessage = viewModel.errorMessage {
                    Text(errorMessage).foregroundStyle(.red)
                } else {
                    List(viewModel.visibleFilms) { film in
                        Button(film.title) { viewModel.selectFilm(film) }
                    }
                    .searchable(text: $viewModel.searchText)
                }
            }
            .navigationDestination(for: PixarFilm.ID.self) { id in
                Text(viewModel.films.first { $0.id == id }?.title ?? "")
            }
        }
        .task { await viewModel.loadFilms() }
    }
}
#endif
