import KataModel
import KataWorkspace

/// Renders the reference change of a stage as a unified diff, coloured on a terminal.
package struct SolutionRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// The stage's title and commit, then each changed file's diff, old paths as `a/...` and new as `b/...`.
    package func render(_ diff: FolderDiff, of kata: Kata, stage: Stage) -> String {
        var lines = [
            style.bold("\(kata.title) (\(kata.id)), stage \(stage.number) of \(kata.stages.count): \(stage.title)"),
            "The reference change from \(Snapshot.before(stage, of: kata).name), code and tests. Its commit: \(stage.commit)",
        ]
        for file in diff.files {
            lines.append("")
            lines.append(style.bold("--- " + (file.oldPath.map { "a/\($0)" } ?? "/dev/null")))
            lines.append(style.bold("+++ " + (file.newPath.map { "b/\($0)" } ?? "/dev/null")))
            for hunk in file.diff.hunks {
                lines.append(style.tint(hunk.header, .timedOut))
                lines += hunk.lines.map { line in
                    switch line {
                    case .same(let text): " " + text
                    case .removed(let text): style.tint("-" + text, .red)
                    case .added(let text): style.tint("+" + text, .green)
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
