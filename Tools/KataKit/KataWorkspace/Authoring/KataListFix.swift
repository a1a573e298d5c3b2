import Foundation
import KataModel

/// `kata check --fix`: what the tool writes from the manifests brought in line with them, the README's katas table
/// row of one kata (its framework and number of stages) and the Xcode scheme (every kata's learner tests).
package enum KataListFix {
    /// Writes what differs and says what it wrote, one line per file; nothing when all agree.
    package static func apply(to kata: Kata, in workbook: Workbook) throws -> [String] {
        let readme = try workbook.text(of: "README.md")
        guard let fixedReadme = KatasTable.readme(readme, with: kata, about: kata.title, source: kata.source) else {
            throw WorkspaceError.noPlace("README.md", "a katas table (rows starting | `id` |)")
        }
        let scheme = KatasScheme.text(testTargets: workbook.katas.map(KatasScheme.testTarget))
        let edits = [("README.md", readme, fixedReadme, "its row of \(kata.id): \(kata.framework.displayName), \(kata.stages.count) stage\(kata.stages.count == 1 ? "" : "s")"),
                     (KatasScheme.path, (try? workbook.text(of: KatasScheme.path)) ?? "", scheme, "the scheme made from the catalog")]
        var written: [String] = []
        for (path, old, new, what) in edits where old != new {
            let file = workbook.root.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try new.write(to: file, atomically: true, encoding: .utf8)
            written.append("wrote \(path): \(what)")
        }
        return written
    }
}
