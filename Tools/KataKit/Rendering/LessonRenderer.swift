/// Renders `kata show`: a stage's lesson from LESSONS.md under a heading that places it in its kata.
public struct LessonRenderer: Sendable {
    public let style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    public func render(_ section: LessonBook.Section, of kata: Kata, stage: Stage) -> String {
        [
            style.bold("\(kata.title) (\(kata.id)), stage \(stage.number) of \(kata.stages.count): \(stage.title)"),
            style.dim("\(kata.framework.displayName) · starts with \(stage.kind.expectedRedPhrase)"),
            "",
            section.body,
            "",
            style.dim("When you think it is done: swift run kata verify \(kata.id)"),
        ].joined(separator: "\n")
    }
}
