import Foundation

/// The README's katas table, one row per kata: `` | `id` | what you build | framework | stages | source | ``. The
/// framework and the number of stages are the manifest's and written by the tool (`kata new`, `kata check --fix`);
/// what the kata builds and its source are the author's words.
package enum KatasTable {
    /// The README with `kata`'s row giving its manifest's framework and number of stages: the row's two cells
    /// rewritten where it has one, else a row added after the table's last, saying `about` and `source`; `nil` when
    /// the README has no such table (or the row too few cells) to write in.
    package static func readme(_ text: String, with kata: Kata, about: String, source: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let facts = [kata.framework.displayName, "\(kata.stages.count)"]
        if let index = lines.firstIndex(where: { $0.hasPrefix("| `\(kata.id)` |") }) {
            guard var cells = cells(of: lines[index]) else { return nil }
            cells[Column.framework] = " \(facts[0]) "
            cells[Column.stages] = " \(facts[1]) "
            lines[index] = cells.joined(separator: "|")
        } else {
            guard let last = lines.lastIndex(where: { $0.firstMatch(of: rowStart) != nil }) else { return nil }
            lines.insert("| `\(kata.id)` | \(about) | \(facts[0]) | \(facts[1]) | \(source) |", at: last + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// Where each cell of a row stands among its `cells(of:)`.
    package enum Column {
        package static let about = 2, framework = 3, stages = 4, source = 5
    }

    /// The cells of `line`, a row of the table, as it writes them (spaces kept), the text before its first `|` first;
    /// `nil` when the line is no row, or has too few cells.
    package static func cells(of line: String) -> [String]? {
        guard line.firstMatch(of: rowStart) != nil else { return nil }
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        return cells.count > Column.source ? cells : nil
    }

    /// How a row of the table begins: `` | `id` | ``.
    package static var rowStart: Regex<(Substring, id: Substring)> { /^\| `(?<id>[a-z0-9-]+)` \|/ }
}
