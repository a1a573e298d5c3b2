import Testing
@testable import KataWorkspace

@Suite("Unified diffs of two texts")
struct UnifiedDiffTests {
    /// The diff as `diff -u` prints its hunks.
    private func text(_ diff: UnifiedDiff) -> [String] {
        diff.hunks.flatMap { hunk in
            [hunk.header] + hunk.lines.map { line in
                switch line {
                case .same(let text): " " + text
                case .removed(let text): "-" + text
                case .added(let text): "+" + text
                }
            }
        }
    }

    @Test("Equal texts have no hunk")
    func equal() {
        #expect(UnifiedDiff(from: "a\nb\n", to: "a\nb\n").hunks.isEmpty)
    }

    @Test("A changed line shows with three lines of context on each side, and the ranges count them")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(text(UnifiedDiff(from: old, to: new)) == [
            "@@ -3,7 +3,7 @@", " line 3", " line 4", " line 5", "-line 6", "+line six", " line 7", " line 8", " line 9",
        ])
    }

    @Test("Changes closer than twice the context share a hunk; farther ones get a hunk each")
    func hunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let near = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n8\n", with: "\neight\n")
        #expect(UnifiedDiff(from: old, to: near).hunks.count == 1)
        let far = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n16\n", with: "\nsixteen\n")
        #expect(UnifiedDiff(from: old, to: far).hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -13,7 +13,7 @@"])
    }

    @Test("A new file is all additions from line 0; a deleted one all removals")
    func wholeFiles() {
        #expect(text(UnifiedDiff(from: "", to: "a\nb\n")) == ["@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(text(UnifiedDiff(from: "a\n", to: "")) == ["@@ -1 +0,0 @@", "-a"])
    }

    @Test("Lines added between kept lines keep those lines as context")
    func insertion() {
        #expect(text(UnifiedDiff(from: "a\nd\n", to: "a\nb\nc\nd\n")) == ["@@ -1,2 +1,4 @@", " a", "+b", "+c", " d"])
    }
}
