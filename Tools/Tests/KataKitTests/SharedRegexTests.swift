import Testing
@testable import KataModel

@Suite("A regex built once and shared")
struct SharedRegexTests {
    private let text = "class A: XCTestCase {}\nclass B : XCTest.XCTestCase {}\nclass C: NSObject {}\n"

    @Test("It finds and replaces what the same regex built in place does")
    func sameMatches() {
        let shared = SharedRegex(/(\bclass\s+\w+\s*:\s*)(?:XCTest(?:\.|::))?XCTestCase\b/)
        #expect(shared.matches(in: text[...]).map(\.output.1) == ["class A: ", "class B : "])
        #expect(shared.firstMatch(in: text[...])?.range == text.firstMatch(of: /(\bclass\s+\w+\s*:\s*)(?:XCTest(?:\.|::))?XCTestCase\b/)?.range)
        #expect(shared.replacing(in: text) { "\($0.output.1)Recorded" } == "class A: Recorded {}\nclass B : Recorded {}\nclass C: NSObject {}\n")
        #expect(shared.replacing(in: "no class here") { _ in "x" } == "no class here")
    }

    @Test("Used from many tasks at once, each gets its own matches; a pattern asked for twice is built once")
    func concurrentUse() async {
        let shared = SwiftSource.regex(#"\bclass\s+(?<name>\w+)"#)
        #expect(SwiftSource.regex(#"\bclass\s+(?<name>\w+)"#) === shared)
        let counts = await withTaskGroup(of: Int.self) { group in
            for copies in 1...16 {
                let text = String(repeating: self.text, count: copies)
                group.addTask { shared.matches(in: text[...]).count - 3 * copies }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 0, count: 16))
    }
}
