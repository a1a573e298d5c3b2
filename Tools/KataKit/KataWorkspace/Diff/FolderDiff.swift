import Foundation
import KataModel

/// The changes from the files of some folders to those of others, file by file, as unified diffs.
package struct FolderDiff: Sendable, Equatable {
    /// One file that differs: its paths relative to the workbook (`nil` where it does not exist) and the diff.
    package struct FileChange: Sendable, Equatable {
        package var oldPath: String?
        package var newPath: String?
        package var diff: UnifiedDiff
    }

    package let files: [FileChange]

    /// The diff from each folder of `pairs`' `old` to its `new`, paths shown relative to `workbook`.
    package init(_ pairs: [(old: URL, new: URL)], in workbook: Workbook) {
        files = pairs.flatMap { pair in
            let paths = Set(SourceFiles.paths(under: pair.old)).union(SourceFiles.paths(under: pair.new)).sorted()
            return paths.compactMap { path -> FileChange? in
                let old = pair.old.appending(path: path), new = pair.new.appending(path: path)
                let oldText = try? String(contentsOf: old, encoding: .utf8), newText = try? String(contentsOf: new, encoding: .utf8)
                guard oldText != newText else { return nil }
                return FileChange(oldPath: oldText == nil ? nil : workbook.relativePath(old),
                                  newPath: newText == nil ? nil : workbook.relativePath(new),
                                  diff: UnifiedDiff(from: oldText ?? "", to: newText ?? ""))
            }
        }
    }
}
