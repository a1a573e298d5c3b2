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
}
