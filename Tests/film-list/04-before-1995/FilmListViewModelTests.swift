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
        #expect(!viewModel.isLoading)
        #expect(viewModel.errorMessage == nil)
    }

    @Test("Loading films sets isLoading to false after completion")
    func isLoadingIsFalseAfterLoad() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository())

        await viewModel.loadFilms()

        #expect(!viewModel.isLoading)
    }

    @Test("Repository failure sets errorMessage")
    func repositoryFailureSetsError() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository(shouldThrow: true))

        await viewModel.loadFilms()

        #expect(viewModel.films.isEmpty)
        #expect(viewModel.errorMessage == "Unable to load films. Check your connection and try again.")
        #expect(!viewModel.isLoading)
    }

    @Test("Films released before 1995 are filtered out")
    func prePixarFilmsAreFiltered() async throws {
        let mockRepo = MockFilmRepository(films: [
            PixarFilm(id: "toy-story", title: "Toy Story", year: 1995, director: "John Lasseter"),
            PixarFilm(id: "fantasia", title: "Fantasia", year: 1940, director: "Walt Disney"),
            PixarFilm(id: "finding-nemo", title: "Finding Nemo", year: 2003, director: "Andrew Stanton"),
        ])
        let viewModel = FilmListViewModel(repository: mockRepo)

        await viewModel.loadFilms()

        #expect(viewModel.films.map(\.title) == ["Finding Nemo", "Toy Story"])
    }
}
