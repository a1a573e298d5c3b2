#if canImport(SwiftUI)
import SwiftUI

/// Bev's list of beers. It decides nothing: it shows the model's state and hands every tap to the model.
struct BeerListView: View {
    @State private var viewModel: BeerViewModel

    init(repository: any BeerRepository) {
        _viewModel = State(initialValue: BeerViewModel(repository: repository))
    }

    var body: some View {
        List {
            if let beer = viewModel.beerOfTheDay {
                Section("Beer of the day") {
                    Text(beer.name)
                }
            }
            Section("Beers") {
                ForEach(viewModel.beers) { beer in
                    Text(beer.name)
                }
            }
        }
        .task {
            await viewModel.loadBeers()
            await viewModel.loadBeerOfTheDay()
        }
        .alert("No beers", isPresented: $viewModel.showAlert) {
            Button("Try again") {
                Task { await viewModel.retry() }
            }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
    }
}
#endif
