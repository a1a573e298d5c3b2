/// The changes from one text to another as `diff -u` shows them: hunks of changed lines, each with up to three
/// lines of context on either side.
package struct UnifiedDiff: Sendable, Equatable {
    /// One line of the edit from the old text to the new.
    package enum Line: Sendable, Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// A run of changes with its context, and where it stands in both texts.
    package struct Hunk: Sendable, Equatable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        package var lines: [Line]

        /// `@@ -3,7 +3,8 @@`, as `diff -u` writes it.
        package var header: String {
            "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
        }

        private static func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
    }

    package let hunks: [Hunk]

    /// The diff of `old` and `new`, line by line, with `context` lines around each change.
    init(from old: String, to new: String, context: Int = 3) {
        let script = Self.editScript(Self.lines(of: old), Self.lines(of: new))
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var groups: [ClosedRange<Int>] = []
        for change in changes {
            let range = max(0, change - context)...min(script.count - 1, change + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        hunks = groups.map { group in
            let before = script[..<group.lowerBound]
            let lines = Array(script[group])
            let oldBefore = before.filter(\.isInOld).count, newBefore = before.filter(\.isInNew).count
            let oldCount = lines.filter(\.isInOld).count, newCount = lines.filter(\.isInNew).count
            return Hunk(oldStart: oldBefore + (oldCount > 0 ? 1 : 0), oldCount: oldCount,
                        newStart: newBefore + (newCount > 0 ? 1 : 0), newCount: newCount, lines: lines)
        }
    }

    /// The lines of a text; a last line break ends the last line and starts none.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit from `old` to `new` (the standard library's difference), each line removed before the
    /// line added in its place, as `diff -u` writes them.
    private static func editScript(_ old: [String], _ new: [String]) -> [Line] {
        var removed: Set<Int> = [], added: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        var script: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(.removed(old[i]))
                i += 1
            } else if j < new.count, added.contains(j) {
                script.append(.added(new[j]))
                j += 1
            } else {
                script.append(.same(old[i]))
                (i, j) = (i + 1, j + 1)
            }
        }
        return script
    }
}

private extension UnifiedDiff.Line {
    var isInOld: Bool { if case .added = self { false } else { true } }
    var isInNew: Bool { if case .removed = self { false } else { true } }
}
