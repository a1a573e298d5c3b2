import Foundation
import KataModel

/// What a folder looks like to `kata watch`: each file's path, size and modification date.
package struct FolderState: Equatable, Sendable {
    private var files: [String: FileStamp] = [:]

    /// One file's size and modification date.
    private struct FileStamp: Equatable, Sendable {
        var size: Int
        var modified: Date
    }

    /// The state of the regular files below `folder`, hidden ones left out.
    package init(of folder: URL) {
        for path in SourceFiles.paths(under: folder) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path) else { continue }
            files[path] = FileStamp(size: (attributes[.size] as? Int) ?? -1, modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
    }
}
