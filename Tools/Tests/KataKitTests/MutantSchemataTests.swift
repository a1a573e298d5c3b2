import Testing
@testable import KataModel
@testable import KataVerification

@Suite("The mutant schemata: every generated mutant of a reference behind one switch")
struct MutantSchemataTests {
    private let code = """
        import Foundation

        enum Kind: Int { case one = 1 }

        struct Counter {
            private(set) var count = 0
            let name = "tally"

            init(count: Int) {
                self.count = count
            }

            mutating func increment(by step: Int) {
                guard step > 0 else { return }
                count += step
                log("incremented")
            }

            func isEmpty() -> Bool {
                return count == 0 && name != ""
            }

            func items() -> [Int] {
                return [count]
            }

            func log(_ message: String) {}
        }

        #if canImport(SwiftUI)
        let hidden = 1 + 2
        #endif

        """

    private var sites: [MutationSite] { MutantSchemata(files: [("Counter.swift", code)]).sites }

    @Test("Each Boolean clause of a condition list is negated apart, and a binding beside it stays (pizza-menu's out-of-range row)")
    func conditionListClauses() {
        let source = """
            func item(_ row: Int, in items: [Int]?) -> Int? {
                guard let items, items.indices.contains(row), row < 10 else { return nil }
                return items[row]
            }

            """
        let schemata = MutantSchemata(files: [("Items.swift", source)])
        let changes = schemata.sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains("2: `items.indices.contains(row)` negated") && changes.contains("2: `row < 10` negated"), "\(changes)")
        #expect(!changes.contains("2: the condition of `guard` negated"))
        #expect(schemata.source.contains("_kataFlip("), "\(schemata.source)")
    }

    @Test("An optional stored property given no value starts as its type's empty value (film-list's message, nil until a load fails)")
    func optionalStartsEmpty() {
        let source = """
            final class Model {
                private(set) var errorMessage: String?
                var count: Int? = nil
                func load() {
                    var local: String?
                    local = nil
                    errorMessage = local
                }
            }

            """
        let schemata = MutantSchemata(files: [("Model.swift", source)])
        let changes = schemata.sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains("2: `errorMessage` starts as `\"\"`, not `nil`"), "\(changes)")
        #expect(!changes.contains { $0.hasPrefix("3: `count` starts") || $0.hasPrefix("5:") }, "\(changes)")
        #expect(schemata.source.contains("var errorMessage: String? = (_kataOn("), "\(schemata.source)")
    }

    @Test("A setter's one call on one line is removed (movie-loader's Binding writes through `set`)")
    func oneLineSetter() {
        let source = """
            struct Binding<Value> {
                let write: (Value) -> Void
                var wrappedValue: Value {
                    get { fatalError() }
                    nonmutating set { write(newValue) }
                }
            }

            """
        let changes = MutantSchemata(files: [("Binding.swift", source)]).sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains("5: `write(newValue)` removed"), "\(changes)")
    }

    @Test("Each operator of mutation testing makes its mutants, each named by its file, line and change")
    func operators() {
        let changes = sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains("6: `0` made `1`"))
        #expect(changes.contains("7: `\"tally\"` made `\"\"`"))
        #expect(changes.contains("14: the condition of `guard` negated"))
        #expect(changes.contains("14: `>` made `>=`"))
        #expect(changes.contains("15: `count += step` removed"))
        #expect(changes.contains("16: `log(\"incremented\")` removed"))
        #expect(changes.contains("20: `==` made `!=`"))
        #expect(changes.contains("20: `&&` made `||`"))
        #expect(changes.contains("20: `!=` made `==`"))
        #expect(changes.contains("20: returns `false`") && changes.contains("20: returns `true`"))
        #expect(changes.contains("24: returns `[]`"))
        #expect(Set(sites.map(\.id)).count == sites.count && !sites.map(\.id).contains(0))
    }

    @Test("A ternary's two outcomes are swapped by negating its condition, which runs back to the `=`, `return` or bracket before it")
    func swappedTernary() {
        let ternaries = """
            struct Banner {
                var mixed = false
                var text: String? { mixed ? "Pick one" : nil }
                func shown(_ items: [Int]) -> [Int] {
                    let kept = mixed && items.count > 1 ? items : []
                    return (mixed ? kept : items)
                }
                func nested(_ a: Bool, _ b: Bool) -> Int { a ? 1 : b ? 2 : 3 }
            }
            """
        let schemata = MutantSchemata(files: [("Banner.swift", ternaries)])
        let swapped = schemata.sites.filter { $0.change == "the two outcomes of `? :` swapped" }
        #expect(swapped.map(\.line) == [3, 5, 6, 8], "the nested ternary's inner `?` is left alone, its outer one swapped")
        let ids = swapped.map(\.id)
        #expect(schemata.source.contains("{ _kataFlip(\(ids[0]), mixed) ?"))
        #expect(schemata.source.contains("let kept = _kataFlip(\(ids[1]), mixed "))
        #expect(schemata.source.contains("return (_kataFlip(\(ids[2]), mixed) ?"))
    }

    @Test("An earlier stage's hand-written mutant that still applies is a site, as an expression and as statements where each can parse")
    func handWrittenSites() {
        let earlier: [(stage: Int, mutant: Mutant)] = [
            (1, Mutant(name: "nameless", file: "Counter.swift", find: "let name = \"tally\"", replace: "let name = \"\"", wrong: "the name is empty")),
            (2, Mutant(name: "zero-step", file: "Counter.swift", find: "step > 0", replace: "step >= 0", wrong: "a zero step counts")),
            (2, Mutant(name: "quiet", file: "Counter.swift", find: "log(\"incremented\")", replace: "log(\"\")", wrong: "the log says nothing")),
            (2, Mutant(name: "silent", file: "Counter.swift", find: "        log(\"incremented\")\n", replace: "", wrong: "nothing is logged")),
            (3, Mutant(name: "gone", file: "Counter.swift", find: "count -= step", replace: "count = 0", wrong: "no longer in the code")),
        ]
        let schemata = MutantSchemata(files: [("Counter.swift", code)], handWritten: earlier)
        let handWritten = schemata.sites.filter { $0.change.hasPrefix("hand-written") }
        #expect(handWritten.map { "\($0.line): \($0.change)" } == [
            "7: hand-written `nameless` of stage 1, as an expression", "14: hand-written `zero-step` of stage 2, as statements",
            "16: hand-written `quiet` of stage 2, as an expression", "16: hand-written `quiet` of stage 2, as statements",
            "16: hand-written `silent` of stage 2, as statements",
        ], "no statements in a type's body; a lone operator is no expression; a mutant whose text is gone has no site")
        let ids = handWritten.map(\.id)
        #expect(schemata.source.contains("let name = (_kataOn(\(ids[0])) ? (\"\") : ("))
        #expect(schemata.source.contains("if _kataOn(\(ids[1])) {\n        guard step >= 0 else { return }\n} else {\n"))
        #expect(schemata.source.contains("if _kataOn(\(ids[3])) {\n        log(\"\")\n} else {\nif !_kataOn(\(ids[4])) {\n        "),
                "two statement forms of the same lines nest")
        #expect(schemata.redundantForms == [ids[3]], "where both forms of one mutant compile, the second goes")
    }

    @Test("A hand-written change of an interpolated string's words is no expression inside the string, whose text would hold the switch")
    func stringWords() {
        let code = "struct Banner {\n    func text(_ message: String) -> String {\n        return \"Error: \\(message)\\n\"\n    }\n}\n"
        let mutant = Mutant(name: "no-error", file: "Banner.swift", find: "return \"Error: \\(message)\\n\"", replace: "return \"No films\\n\"",
                            wrong: "the error is not shown")
        let schemata = MutantSchemata(files: [("Banner.swift", code)], handWritten: [(1, mutant)])
        #expect(schemata.sites.filter { $0.change.hasPrefix("hand-written") }.map(\.change) == ["hand-written `no-error` of stage 1, as statements"])
        #expect(schemata.source.contains("if _kataOn(") && !schemata.source.contains("\"(_kataOn") && !schemata.source.contains("? (No films"))
    }

    @Test("No statement form holds a defer of its own: the branch around it would run it at once (film-list 8's loading cleared with no mutant on)")
    func deferNotWrapped() {
        let code = "final class Loader {\n    var isLoading = false\n    func load() {\n        isLoading = true\n        defer { isLoading = false }\n"
            + "        run { defer { done() } }\n    }\n}\n"
        let mutants: [(stage: Int, mutant: Mutant)] = [
            (1, Mutant(name: "never-loading", file: "Loader.swift", find: "        isLoading = true\n        defer", replace: "        defer", wrong: "never loading")),
            (1, Mutant(name: "never-cleared", file: "Loader.swift", find: "        defer { isLoading = false }\n", replace: "", wrong: "never cleared")),
            (1, Mutant(name: "not-done", file: "Loader.swift", find: "run { defer { done() } }", replace: "run { }", wrong: "not done")),
        ]
        let schemata = MutantSchemata(files: [("Loader.swift", code)], handWritten: mutants)
        #expect(schemata.sites.filter { $0.change.hasPrefix("hand-written") }.map(\.change) == ["hand-written `not-done` of stage 1, as statements"],
                "a defer inside a closure of the lines ends with the closure, wherever the lines stand")
        #expect(!schemata.source.contains("{\n        defer"), "\(schemata.source)")
    }

    @Test("No mutant where it could not compile or never runs: a raw value, an initializer's assignment, a SwiftUI block")
    func leftAlone() {
        let lines = Set(sites.map(\.line))
        #expect(!lines.contains(3), "an enum case's raw value must stay a literal")
        #expect(!lines.contains(10), "an initializer's assignment may initialize a constant")
        #expect(!lines.contains(32), "a SwiftUI block is never compiled on Linux")
        #expect(!sites.contains { $0.change.contains("returns") && $0.line == 14 }, "a `return` with no value has no empty value")
    }

    @Test("The switch is read once from the standard input into a constant no other file can name, and nothing else in the process keeps it")
    func theSwitch() {
        let schemata = MutantSchemata(files: [("Counter.swift", code)])
        #expect(schemata.source.contains("private let _kataActiveMutant: Int = _kataReadSwitch()"))
        // `readLine` would leave the number in the C library's buffer of `stdin`, where in-process code can find it.
        #expect(!schemata.source.contains("readLine") && !schemata.source.contains("FileHandle"), "\(schemata.source)")
        #expect(schemata.source.contains("read(0, $0.baseAddress, $0.count)") && schemata.source.contains("close(0)"))
        #expect(schemata.source.contains("bytes[index] = 0"), "the bytes read are erased")
        // Read as the executable is loaded, before any test's code runs, whoever wrote the entry point; nothing public.
        #expect(schemata.source.contains(#"@used @section(".init_array") private let _kataAtLoad: @convention(c) () -> Void = { _kataStartAtLoad() }"#))
        #expect(schemata.source.contains(#"@used @section("__DATA,__mod_init_func") private let _kataAtLoad"#))
        #expect(schemata.source.contains(#"dlsym(nil, "prctl")"#) && schemata.source.contains("(4, 0, 0, 0, 0)"), "PR_SET_DUMPABLE (4) set to 0 first")
        #expect(!schemata.source.contains("public "), "\(schemata.source)")
        #expect(!schemata.source.contains("ProcessInfo") && !schemata.source.contains("environment"))
        // Every site's operator function is private to the one file, so a test cannot call one to learn the switch.
        #expect(schemata.source.contains("private func ^~"))
        #expect(!schemata.source.contains("\nfunc ") && !schemata.source.contains("\npublic func "), "every function of the file's own is private")
    }

    @Test("A compiler's error is blamed on the site it is in, else on the sites of its line, else on the last site before it")
    func blame() throws {
        let schemata = MutantSchemata(files: [("Counter.swift", code)])
        let lines = schemata.source.split(separator: "\n", omittingEmptySubsequences: false)
        let guardLine = try #require(lines.firstIndex { $0.contains("guard _kataFlip(") }) + 1
        let column = try #require(lines[guardLine - 1].utf8.firstIndex(of: UInt8(ascii: "_"))).utf16Offset(in: lines[guardLine - 1]) + 1
        let blamed = schemata.sites(blamedFor: [(guardLine, column)])
        #expect(blamed.count == 1 && blamed.allSatisfy { id in schemata.sites.first { $0.id == id }?.change == "the condition of `guard` negated" })
        #expect(schemata.sites(blamedFor: [(guardLine, 1)]).count >= 2, "on the line, outside any site: every site of the line")
        let siteless = try #require(lines.indices.last { $0 + 1 < guardLine && !schemata.sites(blamedFor: [($0 + 1, 1)]).isEmpty
            && !lines[$0].contains("_kata") }) + 1
        let dispensable: Set = [schemata.sites[0].id, schemata.sites[1].id]
        #expect(schemata.sites(blamedFor: [(siteless, 1)], dispensable: dispensable) == dispensable,
                "on a line with no site: the dispensable sites first")
        #expect(schemata.sites(blamedFor: [(siteless, 1)], dispensable: dispensable).count == 2
                && schemata.sites(blamedFor: [(siteless, 1)]).count == 1, "else the last site before it")
        let kept = MutantSchemata(files: [("Counter.swift", code)], keeping: [schemata.sites[0].id])
        #expect(kept.sites == [schemata.sites[0]])
    }

    @Test("Every string a lesson can name has a mutant: escaped, interpolated, defaulted with `??`")
    func strings() {
        let code = #"""
            struct Row {
                var title: String?
                func text(count: Int) -> String {
                    if count == 0 { return "None\n" }
                    let name = title ?? "EUR"
                    return "\(name): \(count)\n"
                }
                func quoted() -> String { "\("a" + "b")" }
            }
            """#
        let changes = MutantSchemata(files: [("Row.swift", code)]).sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains(#"4: `"None\n"` made `""`"#), "an escape is part of a simple string: \(changes)")
        #expect(changes.contains(#"5: `"EUR"` made `""`"#), "\(changes)")
        #expect(changes.contains(#"6: `"\(name): \(count)\n"` made `""`"#), "an interpolated string, whole: \(changes)")
        #expect(!changes.contains { $0.hasPrefix("8: `\"\\(") }, "not one with a literal inside an interpolation: \(changes)")
    }

    @Test("An argument of a call of the code's own initializer is made the empty value of its parameter's type, explicit or memberwise")
    func initializerArguments() {
        let code = """
            struct Section {
                let title: String
                var items: [Int]
                var note: String? = nil
            }
            struct Money {
                init(_ amount: Double, _ currency: String) {}
                init(cents: Int) {}
            }
            func make(list: [Int], amount: Double, name: String) -> [Any] {
                [Section(title: name, items: list), Money(amount, name), Money(cents: list.count), Money(2, "EUR"), Section(title: name, items: list, note: name)]
            }
            """
        let changes = MutantSchemata(files: [("Types.swift", code)]).sites.map { "\($0.line): \($0.change)" }
        for expected in ["the argument `title:` of `Section(...)` made `\"\"`", "the argument `items:` of `Section(...)` made `[]`",
                         "argument 1 of `Money(...)` made `0`", "argument 2 of `Money(...)` made `\"\"`", "the argument `cents:` of `Money(...)` made `0`",
                         "the argument `note:` of `Section(...)` made `nil`"] {
            #expect(changes.contains("11: " + expected), "\(expected): \(changes)")
        }
        #expect(changes.filter { $0.contains("of `Money(...)` made") }.count == 3, "a literal argument is its literal's mutant alone: \(changes)")
    }

    @Test("The one expression of a body that returns a value is made each empty value of its type, as a `return` is; a setter's assignment is not")
    func implicitReturns() {
        let code = """
            struct Menu {
                var sections: [String]
                var numberOfSections: Int {
                    sections.count
                }
                var first: String {
                    get {
                        sections[0]
                    }
                    set {
                        sections[0] = newValue
                    }
                }
            }
            """
        let changes = MutantSchemata(files: [("Menu.swift", code)]).sites.map { "\($0.line): \($0.change)" }
        #expect(changes.contains("4: returns `0`") && changes.contains(#"8: returns `""`"#), "\(changes)")
        #expect(!changes.contains { $0.hasPrefix("11: returns") }, "\(changes)")
    }

    @Test("The sites blamed for an error are told apart: the one whose text is where it is, and those only near it")
    func exactBlame() throws {
        let schemata = MutantSchemata(files: [("Counter.swift", code)])
        let lines = schemata.source.split(separator: "\n", omittingEmptySubsequences: false)
        let guardLine = try #require(lines.firstIndex { $0.contains("guard _kataFlip(") }) + 1
        let column = try #require(lines[guardLine - 1].utf8.firstIndex(of: UInt8(ascii: "_"))).utf16Offset(in: lines[guardLine - 1]) + 1
        let exact = schemata.blame([(guardLine, column)], dispensable: [])
        #expect(exact.all == exact.exact && exact.exact.count == 1)
        let near = schemata.blame([(guardLine, 1)], dispensable: [])
        #expect(near.all.count >= 2 && near.exact.isEmpty, "on the line, outside any site: blamed for standing near it")
    }
}
