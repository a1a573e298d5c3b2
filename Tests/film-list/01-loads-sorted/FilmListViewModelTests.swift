import Testing
@testable import Films

@Suite("Film List View Model")
@MainActor
struct FilmListViewModelTests {
    @Test("Loading films populates the films array in sorted order")
    func loadingFilmsPopulatesArray() async throws {
        let mockRepo = MockFilmRepository(films: [
            PixarFilm(id: "wall-e", title: "WALL·E", year: 2008, director: "Andrew Stanton"),
            PixarFilm(id: "toy-story", title: "Toy Story", year: 1995, director: "John Lasseter"),
            PixarFilm(id: "coco", title: "Coco", year: 2017, director: "Lee Unkrich"),
        ])
        let viewModel = FilmListViewModel(repository: mockRepo)

        await viewModel.loadFilms()

        #expect(viewModel.films.map(\.title) == ["Coco", "Toy Story", "WALL·E"])
    }
}
