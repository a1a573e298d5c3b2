import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A student's kata folders read as data before anything is copied from them: a link on the way to them is not
/// their work, and a folder past the limits is refused without being read whole.
enum StudentTree {
    /// The largest file a kata's folders hold: the workbook's largest is under 10 KB.
    static let largestFile = 256 * 1_024
    /// The most bytes a kata's code and tests hold together.
    static let totalSize = 2 * 1_024 * 1_024
    /// The most files a kata's code and tests hold together.
    static let fileCount = 200
    /// The most lines of Swift a kata's code and tests hold together: the workbook's longest kata has under 700.
    static let swiftLines = 5_000

    /// The first symbolic link on the way from `root` to each of `folders` (inside it): its path and where it leads;
    /// `nil` when there is none.
    static func link(from root: URL, to folders: [URL]) -> (path: String, target: String)? {
        for folder in folders {
            var path = ""
            for component in folder.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count).split(separator: "/") {
                path += path.isEmpty ? String(component) : "/\(component)"
                let full = root.appending(path: path).path
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                    return (path, target)
                }
            }
        }
        return nil
    }

    /// Why `folders` are past the limits; `nil` when they are within them. Sizes are read from the file system, so a
    /// large or sparse file is never read.
    static func excess(_ folders: [URL]) -> FolderExcess? {
        var files: [(path: URL, size: Int)] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let path = walk.nextObject() as? String {
                guard walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
                var info = stat()
                let file = folder.appending(path: path)
                guard lstat(file.path, &info) == 0 else { continue }
                if Int(info.st_size) > largestFile {
                    return .fileTooLarge("\(folder.lastPathComponent)/\(path)", kilobytes: Int(info.st_size) / 1_024, limit: largestFile / 1_024)
                }
                files.append((file, Int(info.st_size)))
                if files.count > fileCount { return .tooManyFiles(limit: fileCount) }
            }
        }
        let total = files.reduce(0) { $0 + $1.size }
        guard total <= totalSize else { return .tooLarge(kilobytes: total / 1_024, limit: totalSize / 1_024) }
        let lines = files.filter { $0.path.pathExtension == "swift" }.reduce(0) { count, file in
            count + ((try? Data(contentsOf: file.path))?.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } ?? 0)
        }
        return lines <= swiftLines ? nil : .tooManyLines(lines, limit: swiftLines)
    }
}
