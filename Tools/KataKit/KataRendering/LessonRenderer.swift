import Foundation
import KataModel
import KataWorkspace

/// Renders `kata show`: a stage's lesson from LESSONS.md under a heading that places it in its kata.
package struct LessonRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// A stage's lesson; with `introduction` (the chapter's, given at stage 1) first, else a line saying how to see it.
    package func render(_ section: LessonBook.Section, of kata: Kata, stage: Stage, introduction: String? = nil) -> String {
        var lines = [
            style.bold("\(kata.title) (\(kata.id)), stage \(stage.number) of \(kata.stages.count): \(stage.title)"),
            style.dim("\(kata.framework.displayName) · starts with \(stage.kind.expectedRedPhrase) · after \(kata.source)"),
            "",
        ]
        if let introduction {
            lines += [emphasised(introduction), "", style.bold("Stage \(stage.number): \(stage.title)"), ""]
        }
        lines += [emphasised(section.body), ""]
        if !stage.evidence.isEmpty {
            lines += ["How `kata verify` knows the refactor is made (in your code, not its comments): "
                      + stage.evidence.map(\.shows).joined(separator: "; ") + ".", ""]
        }
        if introduction == nil {
            lines.append(style.dim("The kata's introduction (where your files go, its rules): swift run kata show \(kata.id) intro"))
        }
        lines.append(style.dim("When you think it is done: swift run kata verify \(kata.id)"))
        return lines.joined(separator: "\n")
    }

    /// The chapter's introduction alone.
    package func render(introduction: String, of kata: Kata) -> String {
        [
            style.bold("\(kata.title) (\(kata.id))"),
            style.dim("\(kata.framework.displayName) · \(kata.stages.count) stages · after \(kata.source)"),
            "",
            emphasised(introduction),
            "",
            style.dim("Your stage's lesson: swift run kata show \(kata.id)"),
        ].joined(separator: "\n")
    }

    /// Markdown's `**bold**` in bold on a terminal; left as written in plain text.
    private func emphasised(_ markdown: String) -> String {
        guard style.colours else { return markdown }
        let pieces = markdown.components(separatedBy: "**")
        return pieces.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : style.bold($0.element) }.joined()
    }
}
