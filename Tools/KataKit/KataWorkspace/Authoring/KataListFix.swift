import Foundation
import KataModel

/// `kata check --fix`: what the tool writes from the manifests brought in line with them, the README's katas table
/// row of one kata (its framework and number of stages) and the Xcode scheme (every kata's learner tests).
package enum KataListFix {
    /// A file the fix writes, and what of it.
    package enum Written: Sendable, Equatable {
        /// The README, at `kata`'s row of its katas table.
        case readmeRow(of: Kata)
        /// The Xcode scheme, made from the catalog.
        case scheme
    }

    /// Writes what differs and returns what it wrote, by path, one per file; nothing when all agree.
    package static func apply(to kata: Kata, in workbook: Workbook) throws -> [(path: String, written: Written)] {
        let readme = try workbook.text(of: KataPaths.readme)
        let fixedReadme = try Self.readme(readme, withRowOf: kata)
        let scheme = KatasScheme.text(testTargets: workbook.katas.map(KatasScheme.testTarget))
        let edits = [(KataPaths.readme, readme, fixedReadme, Written.readmeRow(of: kata)),
                     (KatasScheme.path, (try? workbook.text(of: KatasScheme.path)) ?? "", scheme, Written.scheme)]
        var written: [(path: String, written: Written)] = []
        for (path, old, new, what) in edits where old != new {
            let file = workbook.root.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try new.write(to: file, atomically: true, encoding: .utf8)
            written.append((path, what))
        }
        return written
    }

    /// The README `text` with `kata`'s row in its katas table, changed or added after its last row; throws when it has
    /// no katas table.
    static func readme(_ text: String, withRowOf kata: Kata) throws -> String {
        guard let readme = KatasTable.readme(text, with: kata, about: kata.title, source: kata.source) else {
            throw WorkspaceError.noPlace(KataPaths.readme, "a katas table (rows starting | `id` |)")
        }
        return readme
    }
}
