/// The fixture workbook's Swift Testing kata, `tab` (module `Bar`), one stage of each kind: a bar tab that adds up
/// prices.
///
/// Stage 1 (red-compile): an empty tab owes nothing. Stage 2 (red-compile): each price adds to the total, and each
/// line keeps its price. Stage 3 (red-assert): a negative price is left off. Stage 4 (red-crash): a line past the
/// end has no price (the stage before traps on it). Stage 5 (refactor): the lowest price gets a name. Stage 6
/// (red-compile): a tab is settled, a stage after a refactor.
enum FixtureTab {
    static let kataID = "tab"

    static let startCode = "// Your code goes here.\n"
    static let stageOneCode = "struct Tab {\n    private(set) var total = 0\n}\n"
    static let stageTwoCode = code(guardLine: "", line: "prices[line]")
    static let stageThreeCode = code(guardLine: "        guard price >= 0 else { return }\n", line: "prices[line]")
    static let stageFourCode = code(guardLine: "        guard price >= 0 else { return }\n", line: "prices.indices.contains(line) ? prices[line] : nil")
    static let stageFiveCode = code(guardLine: "        guard price >= Self.lowestPrice else { return }\n", line: "prices.indices.contains(line) ? prices[line] : nil",
                                    constant: lowestPrice)
    static let stageSixCode = code(guardLine: "        guard price >= Self.lowestPrice else { return }\n", line: "prices.indices.contains(line) ? prices[line] : nil",
                                   constant: lowestPrice, settle: true)
    private static let lowestPrice = "    /// The lowest price a tab takes.\n    private static let lowestPrice = 0\n\n"

    /// The tab from stage 2 on: `guardLine` before a price is added, `line` the price of a line, and from stage 6 on
    /// a way to `settle` it.
    private static func code(guardLine: String, line: String, constant: String = "", settle: Bool = false) -> String {
        let settling = settle ? "\n\n    mutating func settle() {\n        prices.removeAll()\n        total = 0\n    }" : ""
        return """
            struct Tab {
            \(constant)    private(set) var total = 0
                private var prices: [Int] = []

                mutating func add(_ price: Int) {
            \(guardLine)        prices.append(price)
                    total += price
                }

                func price(at line: Int) -> Int? {
                    \(line)
                }\(settling)
            }

            """
    }

    private static let tests: [String] = [
        """
            @Test("An empty tab owes nothing")
            func emptyTabOwesNothing() {
                #expect(Tab().total == 0)
            }
        """,
        """
            @Test("Each price adds to the total, and each line keeps its price")
            func pricesAddUp() {
                var tab = Tab()
                tab.add(3)
                tab.add(4)
                #expect(tab.total == 7)
                #expect(tab.price(at: 1) == 4)
            }
        """,
        """
            @Test("A negative price is left off the tab")
            func negativePriceIsLeftOff() {
                var tab = Tab()
                tab.add(5)
                tab.add(-2)
                #expect(tab.total == 5)
            }
        """,
        """
            @Test("A line past the end has no price")
            func lineBeyondTheEnd() {
                #expect(Tab().price(at: 0) == nil)
            }
        """,
        """
            @Test("A settled tab owes nothing and has no lines")
            func settledTabIsEmpty() {
                var tab = Tab()
                tab.add(3)
                tab.settle()
                #expect(tab.total == 0)
                #expect(tab.price(at: 0) == nil)
            }
        """,
    ]

    /// The workbook's suite after `stage` (0: the clean start), which is also what an honest student's tests hold.
    static func suite(after stage: Int) -> String {
        // Stage 5, the refactor, adds no test.
        let count = min(stage <= 4 ? stage : stage - 1, tests.count)
        let body = count == 0 ? "" : "\n" + tests.prefix(count).joined(separator: "\n\n") + "\n"
        return "import Testing\n@testable import Bar\n\n@Suite(\"A bar tab\")\nstruct TabTests {\(body)}\n"
    }

    static let manifest = """
        {
          "id": "tab", "title": "A bar tab", "source": "the tool's own tests", "framework": "swift-testing", "module": "Bar",
          "stages": [
            {
              "number": 1, "slug": "empty-tab", "title": "An empty tab owes nothing", "kind": "red-compile",
              "commit": "Open a tab that owes nothing",
              "mutants": [{"name": "owes-ten", "file": "Tab.swift", "find": "var total = 0", "replace": "var total = 10",
                           "wrong": "an empty tab owes something"}],
              "hints": ["What does a new tab owe?", "A struct with a total.", "struct Tab { private(set) var total = 0 }"]
            },
            {
              "number": 2, "slug": "adding-prices", "title": "Prices add up", "kind": "red-compile",
              "commit": "Add prices to the tab",
              "mutants": [{"name": "replaces-total", "file": "Tab.swift", "find": "total += price", "replace": "total = price",
                           "wrong": "a price replaces the total instead of adding to it"},
                          {"name": "first-line-price", "file": "Tab.swift", "find": "prices[line]", "replace": "prices[0]",
                           "wrong": "every line has the first line's price"}],
              "redundant": [{"check": "#expect(Tab().total == 0)", "coveredBy": ["#expect(tab.total == 7)"]}],
              "hints": ["What does adding a price change?", "Keep the prices, and add each to the total.",
                        "mutating func add(_ price: Int) { prices.append(price); total += price }"]
            },
            {
              "number": 3, "slug": "no-negative-prices", "title": "A negative price is left off", "kind": "red-assert",
              "commit": "Leave negative prices off the tab",
              "mutants": [{"name": "negative-kept", "file": "Tab.swift", "find": "price >= 0", "replace": "price >= -5",
                           "wrong": "a negative price is added to the tab"}],
              "hints": ["Which prices does a tab take?", "Return early from add.", "guard price >= 0 else { return }"]
            },
            {
              "number": 4, "slug": "past-the-end", "title": "A line past the end has no price", "kind": "red-crash",
              "commit": "Give no price for a line past the end",
              "mutants": [{"name": "zero-past-the-end", "file": "Tab.swift", "find": "prices[line] : nil", "replace": "prices[line] : 0",
                           "wrong": "a line past the end has a price of zero"}],
              "hints": ["What does an empty tab hold at line 0?", "Look before you index.",
                        "prices.indices.contains(line) ? prices[line] : nil"]
            },
            {
              "number": 5, "slug": "named-lowest-price", "title": "The lowest price has a name", "kind": "refactor",
              "commit": "Name the lowest price",
              "evidence": [{"in": "code", "declares": "lowestPrice", "shows": "the lowest price has a name",
                            "missing": "your code gives the lowest price no name yet"}],
              "redundant": [{"check": "#expect(tab.total == 5)", "coveredBy": ["#expect(tab.total == 7)"]}],
              "hints": ["Where is the 0 of the lowest price?", "A private static constant.", "private static let lowestPrice = 0"]
            },
            {
              "number": 6, "slug": "settled-tab", "title": "A settled tab is empty", "kind": "red-compile",
              "commit": "Settle the tab",
              "mutants": [{"name": "keeps-prices", "file": "Tab.swift", "find": "prices.removeAll()", "replace": "prices.removeAll { _ in false }",
                           "wrong": "a settled tab keeps its lines' prices"}],
              "hints": ["What is left on a tab once it is paid?", "A mutating method that empties the lines and the total.",
                        "mutating func settle() { prices.removeAll(); total = 0 }"]
            }
          ]
        }
        """

    /// The kata's chapter of the lessons, one section of seven parts per stage.
    static let lessons = """
        ## A bar tab (`tab`)

        A tab that adds up prices, for the tool's own tests.

        ### Stage 1: An empty tab owes nothing

        **Behaviour.** A new tab owes nothing.

        **Contract.** `struct Tab` with `total: Int`, read-only from outside.

        **Test to write.** Make a tab and check its total.

        **Red to expect.** It does not compile: `error: cannot find 'Tab' in scope`.

        **Smallest green.** A struct whose total starts at zero.

        **Commit.** `Open a tab that owes nothing`

        **Why.** The first test names the type.

        ### Stage 2: Prices add up

        **Behaviour.** Each price adds to the total, and each line keeps its price.

        **Contract.** `mutating func add(_ price: Int)` and `func price(at line: Int) -> Int?`.

        **Test to write.** Add 3 and 4; the total is 7 and line 1's price is 4.

        **Red to expect.** It does not compile: `error: value of type 'Tab' has no member 'add'`.

        **Smallest green.** Keep the prices in an array and add each to the total.

        **Commit.** `Add prices to the tab`

        **Why.** Two prices tell adding from replacing.

        ### Stage 3: A negative price is left off

        **Behaviour.** A price below zero does not change the tab.

        **Contract.** Nothing new.

        **Test to write.** Add 5, then -2; the total is 5.

        **Red to expect.** It compiles, and the test fails: the total is 3.

        **Smallest green.** Return from `add` early when the price is below zero.

        **Commit.** `Leave negative prices off the tab`

        **Why.** A rule the type already has room for fails an assertion, not the build.

        ### Stage 4: A line past the end has no price

        **Behaviour.** Asking for a line the tab does not have gives no price.

        **Contract.** Nothing new.

        **Test to write.** An empty tab has no price at line 0.

        **Red to expect.** It compiles, and the test run crashes: Fatal error: Index out of range.

        **Smallest green.** Look at the array's indices before indexing.

        **Commit.** `Give no price for a line past the end`

        **Why.** A trap ends the run, so the test names it.

        ### Stage 5: The lowest price has a name

        **Behaviour.** Nothing changes from the outside.

        **Contract.** Nothing new.

        **Test to write.** No test changes.

        **Red to expect.** There is no red: the bar stays green.

        **Smallest green.** Name the lowest price in a private static constant.

        **Commit.** `Name the lowest price`

        **Why.** A named rule reads as what it is.

        ### Stage 6: A settled tab is empty

        **Behaviour.** Settling a tab clears its lines and its total.

        **Contract.** `mutating func settle()`.

        **Test to write.** Add 3, settle; the total is 0 and line 0 has no price.

        **Red to expect.** It does not compile: `error: value of type 'Tab' has no member 'settle'`.

        **Smallest green.** Empty the prices and set the total back to zero.

        **Commit.** `Settle the tab`

        **Why.** A stage after a refactor builds on the refactored code.

        """

    static let readmeRow = "| `tab` | a bar tab | Swift Testing | 6 | the tool's own tests |"
    static let packageLine = "    LearnerKata(id: \"tab\", module: \"Bar\"),"

    static let files: [String: String] = {
        var files = [
            "Tools/Catalog/tab.json": manifest,
            "Katas/tab/Bar/Tab.swift": startCode,
            "Katas/tab/BarTests/TabTests.swift": suite(after: 0),
            "Solutions/tab/00-start/Tab.swift": startCode,
            "Tests/tab/00-start/TabTests.swift": suite(after: 0),
        ]
        let codes = [stageOneCode, stageTwoCode, stageThreeCode, stageFourCode, stageFiveCode, stageSixCode]
        for (index, folder) in ["01-empty-tab", "02-adding-prices", "03-no-negative-prices", "04-past-the-end", "05-named-lowest-price",
                                "06-settled-tab"].enumerated() {
            files["Solutions/tab/\(folder)/Tab.swift"] = codes[index]
            files["Tests/tab/\(folder)/TabTests.swift"] = suite(after: index + 1)
        }
        return files
    }()
}
