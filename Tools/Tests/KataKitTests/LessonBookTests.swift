import Testing
@testable import KataModel

@Suite("Finding a stage's lesson in LESSONS.md")
struct LessonBookTests {
    private let book = LessonBook(text: """
        # The workbook

        ## Giuseppe's pizza menu (`pizza-menu`)

        Intro to the kata.

        ### Stage 1: The walking skeleton has one section

        **Behaviour.** One section.

        ### Stage 2: A dummy number of rows

        **Behaviour.** Three rows.

        ## The invoice editor (`invoice-editor`)

        ### Stage 1: The suite shell

        **Behaviour.** Nothing yet.
        """)

    @Test("Sections are read in order, with their number, title and text, within their kata's chapter")
    func sections() {
        #expect(book.sections(ofKata: "pizza-menu") == [
            LessonBook.Section(number: 1, title: "The walking skeleton has one section", body: "**Behaviour.** One section."),
            LessonBook.Section(number: 2, title: "A dummy number of rows", body: "**Behaviour.** Three rows."),
        ])
        #expect(book.section(ofKata: "invoice-editor", stage: 1)?.title == "The suite shell")
    }

    @Test("A chapter's introduction is its text before the first stage")
    func introduction() {
        #expect(book.introduction(ofKata: "pizza-menu") == "Intro to the kata.")
        #expect(book.introduction(ofKata: "invoice-editor") == "")
    }

    @Test("A kata or stage the book does not have gives nothing")
    func missing() {
        #expect(book.introduction(ofKata: "film-list") == nil)
        #expect(book.sections(ofKata: "film-list").isEmpty)
        #expect(book.section(ofKata: "pizza-menu", stage: 3) == nil)
    }
}
