import Foundation

/// The one way the tool copies a folder: file by file, never following a symbolic link out of it; or makes a folder hold
/// given files, rewriting only those that changed.
package enum FolderCopy {
    /// What becomes of the symbolic links in the folder copied.
    package enum Links: Sendable {
        /// Made again in the copy, pointing where they pointed: a backup keeps the learner's links as they were.
        /// The folder copied is followed if it is a link itself.
        case copied
        /// Left out of the copy: student code under grading must not reach outside its folder through one.
        case leftOut
    }

    /// Makes `copy` hold the regular files (hidden ones too) and, as `links` says, the symbolic links of `original`,
    /// and nothing else, whatever it held before; an `original` that is missing gives an empty folder. An `original`
    /// that is itself a link is followed when links are copied (the copy holds the files) and left out otherwise.
    /// Returns the paths of the links left out, relative to `original` (`.` when `original` itself is one).
    @discardableResult
    package static func replace(_ copy: URL, withFilesOf original: URL, links: Links) throws -> [String] {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: copy.path) || isLink(copy) { try fileManager.removeItem(at: copy) }
        try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
        if isLink(original), links == .leftOut { return ["."] }
        let original = original.resolvingSymlinksInPath()
        var leftOut: [String] = []
        guard let walk = fileManager.enumerator(atPath: original.path) else { return [] }
        while let path = walk.nextObject() as? String {
            let type = walk.fileAttributes?[.type] as? FileAttributeType
            guard type == .typeRegular || type == .typeSymbolicLink else { continue }
            if type == .typeSymbolicLink, links == .leftOut {
                leftOut.append(path)
                continue
            }
            let target = copy.appending(path: path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if type == .typeSymbolicLink {
                try fileManager.createSymbolicLink(atPath: target.path, withDestinationPath: fileManager.destinationOfSymbolicLink(atPath: original.appending(path: path).path))
            } else {
                try fileManager.copyItem(at: original.appending(path: path), to: target)
            }
        }
        return leftOut
    }

    /// Makes `copy` hold exactly `files` (their bytes by path relative to it), writing only a file whose bytes differ,
    /// so that a build of the copy compiles again only what changed; `copy` may not be a symbolic link.
    package static func synchronize(_ copy: URL, withFiles files: [String: Data]) throws {
        let fileManager = FileManager.default
        if isLink(copy) { try fileManager.removeItem(at: copy) }
        try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
        for stale in Set(SourceFiles.paths(under: copy, includingHidden: true)).subtracting(files.keys) {
            try fileManager.removeItem(at: copy.appending(path: stale))
        }
        for (path, data) in files {
            let target = copy.appending(path: path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try write(data, to: target)
        }
    }

    /// Copies into `folder` each regular file of `source` that `folder` lacks (by its path in them), those at paths
    /// `excluded` aside, and never replaces a file. Returns the files copied, in `folder`.
    package static func addMissing(from source: URL, to folder: URL, except excluded: Set<String> = []) throws -> [URL] {
        let fileManager = FileManager.default
        let missing = Set(SourceFiles.paths(under: source)).subtracting(SourceFiles.paths(under: folder)).subtracting(excluded)
        return try missing.sorted().compactMap { path in
            let kept = folder.appending(path: path)
            guard !fileManager.fileExists(atPath: kept.path) else { return nil }
            try fileManager.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: source.appending(path: path), to: kept)
            return kept
        }
    }

    /// Writes `data` to `file` unless the file already holds exactly that.
    package static func write(_ data: Data, to file: URL) throws {
        if (try? Data(contentsOf: file)) != data { try data.write(to: file, options: .atomic) }
    }

    /// Whether a symbolic link (to anything, or to nothing) is at `location`.
    private static func isLink(_ location: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: location.path)) != nil
    }
}
