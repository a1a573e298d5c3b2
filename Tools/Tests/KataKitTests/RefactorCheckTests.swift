import Testing
@testable import KataModel
@testable import KataVerification

@Suite("Checking a refactor's evidence in the learner's files")
struct RefactorCheckTests {
    private let declaresFixture = RefactorEvidence(place: .tests, declares: "fixture", matches: nil, atLeast: nil, atMost: nil,
                                                   shows: "s", missing: "no fixture")
    private let onePizza = RefactorEvidence(place: .tests, declares: nil, matches: #"\bPizza\s*\("#, atLeast: nil, atMost: 1,
                                            shows: "s", missing: "Pizza() in {count} place{s}")
    private let typeGone = RefactorEvidence(place: .code, declares: "ViewModel", matches: nil, atLeast: nil, atMost: 0,
                                            shows: "s", missing: "ViewModel is still declared")

    @Test("A declaration counts wherever it is split or quoted; a mention in a comment or a string does not")
    func declarations() {
        #expect(RefactorCheck([declaresFixture], code: [], tests: ["static func\n  `fixture`() -> Pizza { Pizza() }"]).holds)
        #expect(RefactorCheck([declaresFixture], code: [], tests: ["static var fixture: Pizza { Pizza() }"]).holds)
        let disguised = ["// static func fixture() -> Pizza", "/* func fixture() */", #"let s = "func fixture()""#,
                         "let t = #\"\"\"\nfunc fixture()\n\"\"\"#", "fixture()"]
        #expect(RefactorCheck([declaresFixture], code: [], tests: disguised).missing == ["no fixture"])
        #expect(RefactorCheck([declaresFixture], code: ["func fixture() {}"], tests: []).missing == ["no fixture"], "the code is not the tests")
    }

    @Test("A pattern is counted in the code only, across files, and the count is in the sentence")
    func counts() {
        let tests = ["let a = Pizza() // Pizza()", "let b = [Pizza (), .fixture()]", #"print("Pizza()")"#]
        #expect(RefactorCheck([onePizza], code: [], tests: tests).missing == ["Pizza() in 2 places"])
        #expect(RefactorCheck([onePizza], code: [], tests: ["let a = Pizza() // Pizza() Pizza()"]).holds)
        let twice = RefactorEvidence(place: .tests, declares: nil, matches: #"\bPizza\s*\("#, atLeast: 2, atMost: nil, shows: "s", missing: "Pizza() in {count} place{s}")
        #expect(RefactorCheck([twice], code: [], tests: ["let a = Pizza()"]).missing == ["Pizza() in 1 place"], "one is not plural")
        #expect(RefactorCheck([onePizza], code: [], tests: ["let a = PizzaBox()"]).holds, "a longer name is another name")
    }

    @Test("A type that must be gone holds only when nothing declares it; commenting it out removes it")
    func gone() {
        #expect(RefactorCheck([typeGone], code: ["final class ViewModel {}"], tests: []).missing == ["ViewModel is still declared"])
        #expect(RefactorCheck([typeGone], code: ["// final class ViewModel {}"], tests: []).holds)
        #expect(RefactorCheck([typeGone], code: ["typealias ViewModel = Int"], tests: []).holds == false)
    }

    /// invoice-editor stage 9's checks: a `makeSUT` declared, the model made in one place.
    private let makeSUT = RefactorEvidence(place: .tests, declares: "makeSUT", matches: nil, atLeast: nil, atMost: nil, shows: "s",
                                           missing: "your tests declare no `makeSUT`")
    private let oneModel = RefactorEvidence(place: .tests, declares: nil, matches: #"\bInvoiceEditorViewModel\s*\("#, atLeast: nil, atMost: 1,
                                            shows: "s", missing: "your tests still make the model in {count} place{s}")

    /// A suite named `name` with its own helper and two tests that call it.
    private func suite(_ name: String) -> String {
        """
        @Suite struct \(name) {
            private func makeSUT() -> InvoiceEditorViewModel { InvoiceEditorViewModel() }
            @Test func first() { _ = makeSUT() }
            @Test func second() { _ = makeSUT() }
        }
        """
    }

    @Test("In the tests, what a refactor leaves at most is counted per suite: one helper in each of several suites is the refactor made, a suite's extension is that suite")
    func helperPerSuite() {
        let evidence = [makeSUT, oneModel]
        #expect(RefactorCheck(evidence, code: [], tests: [suite("TotalsTests"), suite("SendTests"), suite("LinesTests")]).missing == [])
        #expect(RefactorCheck(evidence, code: [], tests: [suite("TotalsTests") + "\n" + suite("SendTests")]).missing == [])
        let extended = "extension TotalsTests { func other() -> InvoiceEditorViewModel { InvoiceEditorViewModel() } }"
        #expect(RefactorCheck(evidence, code: [], tests: [suite("TotalsTests"), extended]).missing == ["your tests still make the model in 2 places"])
    }

    @Test("A suite that makes the model twice is refused, counted in that suite; a free helper outside any suite passes; no helper at all is named")
    func twiceInOneSuite() {
        let evidence = [makeSUT, oneModel]
        let twice = """
            @Suite struct SendTests {
                private func makeSUT() -> InvoiceEditorViewModel { InvoiceEditorViewModel() }
                @Test func direct() { _ = InvoiceEditorViewModel() }
            }
            """
        #expect(RefactorCheck(evidence, code: [], tests: [suite("TotalsTests"), twice]).missing == ["your tests still make the model in 2 places"])
        let free = "func makeSUT() -> InvoiceEditorViewModel { InvoiceEditorViewModel() }\n@Suite struct T { @Test func t() { _ = makeSUT() } }"
        #expect(RefactorCheck(evidence, code: [], tests: [free]).missing == [])
        #expect(RefactorCheck(evidence, code: [], tests: ["@Suite struct T { @Test func t() { _ = InvoiceEditorViewModel() } }"]).missing
                == ["your tests declare no `makeSUT`"])
    }
}
