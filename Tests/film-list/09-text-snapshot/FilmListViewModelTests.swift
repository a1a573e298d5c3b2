import Testing
@testable import Films

@Suite("Film List View Model")
@MainActor
struct FilmListViewModelTests {
    @Test("Loading films populates the films array in sorted order")
    func loadingFilmsPopulatesArray() async throws {
        let mockRepo = MockFilmRepository(films: [
            .fixture(id: "wall-e", title: "WALL·E", year: 2008),
            .fixture(id: "toy-story", title: "Toy Story", year: 1995),
            .fixture(id: "coco", title: "Coco", year: 2017),
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
            .fixture(id: "toy-story", title: "Toy Story", year: 1995),
            .fixture(id: "fantasia", title: "Fantasia", year: 1940),
            .fixture(id: "finding-nemo", title: "Finding Nemo", year: 2003),
        ])
        let viewModel = FilmListViewModel(repository: mockRepo)

        await viewModel.loadFilms()

        #expect(viewModel.films.map(\.title) == ["Finding Nemo", "Toy Story"])
    }

    @Test("Filtering keeps only films from the minimum year on", arguments: [2000, 2010, 2017, 2023])
    func filterKeepsFilmsFromYear(year: Int) async throws {
        let mockRepo = MockFilmRepository(films: [
            .fixture(title: "The Oldest", year: 1999),
            .fixture(title: "The Included", year: year),
        ])
        let viewModel = FilmListViewModel(repository: mockRepo, minimumYear: 2000)

        await viewModel.loadFilms()

        #expect(viewModel.films.count == 1)
        #expect(viewModel.films.first?.year == year)
    }

    @Test("Selecting a film appends its id to the navigation path")
    func selectingFilmUpdatesNavigationPath() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository(films: [
            .fixture(id: "up", title: "Up", year: 2009),
        ]))
        await viewModel.loadFilms()
        let film = try #require(viewModel.films.first)

        viewModel.selectFilm(film)

        #expect(viewModel.navigationPath == ["up"])
    }

    @Test("isLoading is true while a fetch is in flight")
    func isLoadingIsTrueDuringFetch() async throws {
        let repository = HeldFilmRepository(films: [.fixture()])
        let viewModel = FilmListViewModel(repository: repository)
        let load = Task { await viewModel.loadFilms() }

        await repository.fetchStarted()
        #expect(viewModel.isLoading)

        await repository.release()
        await load.value
        #expect(!viewModel.isLoading)
    }
}
