import Testing
@testable import Films

@Suite("Film list screen as text")
@MainActor
struct FilmListTextSnapshotTests {
    @Test("The loaded list shows each film's title, year and director")
    func loadedList() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository(films: [
            .fixture(id: "up", title: "Up", year: 2009, director: "Pete Docter"),
            .fixture(id: "coco", title: "Coco", year: 2017, director: "Lee Unkrich"),
        ]))
        await viewModel.loadFilms()

        try assertSnapshot(of: FilmListText.render(viewModel), named: "loaded-list")
    }

    @Test("A failed load shows the error")
    func failedLoad() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository(shouldThrow: true))
        await viewModel.loadFilms()

        try assertSnapshot(of: FilmListText.render(viewModel), named: "error")
    }

    @Test("An empty list says so")
    func emptyList() async throws {
        let viewModel = FilmListViewModel(repository: MockFilmRepository())
        await viewModel.loadFilms()

        try assertSnapshot(of: FilmListText.render(viewModel), named: "empty")
    }

    @Test("A fetch in flight shows the loading text")
    func loading() async throws {
        let repository = HeldFilmRepository(films: [.fixture()])
        let viewModel = FilmListViewModel(repository: repository)
        let load = Task { await viewModel.loadFilms() }
        await repository.fetchStarted()

        try assertSnapshot(of: FilmListText.render(viewModel), named: "loading")

        await repository.release()
        await load.value
    }
}
