import Testing
@testable import Films

// Stage 1 starts here: name this suite, then write its first test. Run `swift run kata show film-list` to read it.
@Suite
struct FilmListViewModelTests {
}
