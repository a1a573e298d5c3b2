import Foundation

/// Renders `kata show`: a stage's lesson from LESSONS.md under a heading that places it in its kata.
struct LessonRenderer: Sendable {
    let style: TerminalStyle

    init(style: TerminalStyle) {
        self.style = style
    }

    func render(_ section: LessonBook.Section, of kata: Kata, stage: Stage) -> String {
        [
            style.bold("\(kata.title) (\(kata.id)), stage \(stage.number) of \(kata.stages.count): \(stage.title)"),
            style.dim("\(kata.framework.displayName) · starts with \(stage.kind.expectedRedPhrase) · after \(kata.source)"),
            "",
            emphasised(section.body),
            "",
            style.dim("When you think it is done: swift run kata verify \(kata.id)"),
        ].joined(separator: "\n")
    }

    /// Markdown's `**bold**` in bold on a terminal; left as written in plain text.
    private func emphasised(_ markdown: String) -> String {
        guard style.colours else { return markdown }
        let pieces = markdown.components(separatedBy: "**")
        return pieces.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : style.bold($0.element) }.joined()
    }
}
