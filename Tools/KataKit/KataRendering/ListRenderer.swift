import KataModel
import KataWorkspace

/// Renders `kata list`: every kata with its progress, then the next step to take.
package struct ListRenderer: Sendable {
    let style: TerminalStyle
    /// The width of the progress bar in characters.
    var barWidth = 13

    package init(style: TerminalStyle) {
        self.style = style
    }

    package func render(_ katas: [Kata], progress: WorkbookProgress) -> String {
        let idWidth = katas.map(\.id.count).max() ?? 0
        let titleWidth = katas.map(\.title.count).max() ?? 0
        var lines = [style.bold("Katas")]
        for kata in katas {
            let state = progress.of(kata)
            let done = state.stage - 1
            // A stage done shows, however many stages the kata has.
            let filled = kata.stages.isEmpty || done == 0 ? 0 : max(1, done * barWidth / kata.stages.count)
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
            let last = state.lastVerdict.map { style.light($0) } ?? style.dim("not run yet")
            let reached = done == kata.stages.count ? "done" : "stage \(String(state.stage).leftPadded(to: 2))/\(kata.stages.count)"
            lines.append("  \(kata.id.padded(to: idWidth))  \(kata.title.padded(to: titleWidth))  "
                + "\(kata.framework.displayName.padded(to: 13))  \(reached.padded(to: 11))  \(bar)  \(last)")
        }
        lines.append("")
        lines.append(nextStep(katas, progress: progress))
        return lines.joined(separator: "\n")
    }

    private func nextStep(_ katas: [Kata], progress: WorkbookProgress) -> String {
        guard let kata = progress.currentKata(in: katas), let stage = kata.stage(progress.of(kata).stage) else {
            return "Every kata is done. Well played."
        }
        return "Next: \(kata.id) stage \(stage.number), \(stage.title).\n"
            + "  Read it:   swift run kata show \(kata.id)\n"
            + "  Check it:  swift run kata verify \(kata.id)"
    }
}

extension String {
    func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
