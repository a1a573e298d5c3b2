import KataModel

/// Renders `kata hint`: the hints of a stage taken so far, the newest last.
package struct HintRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// The first `count` hints of `stage`, and whether more are left.
    package func render(_ stage: Stage, of kata: Kata, upTo count: Int) -> String {
        var lines = [style.bold("\(kata.id) stage \(stage.number): \(stage.title)")]
        for (index, hint) in stage.hints.prefix(count).enumerated() {
            lines.append("Hint \(index + 1) of \(stage.hints.count): \(hint)")
        }
        let left = stage.hints.count - count
        lines.append(style.dim(left > 0 ? "Ask again for the next hint: swift run kata hint \(kata.id)" : "That is every hint for this stage."))
        return lines.joined(separator: "\n")
    }
}
