import Foundation

/// A file or folder the command line names (`--junit FILE`, `report DIR`, an autograder's `OUT`): taken from the
/// working folder unless absolute, and a file written there whose write fails said as the user's input to mend.
struct CommandLinePath {
    /// Where it is.
    let url: URL

    /// The place `path` names, from the working folder unless it is absolute.
    init(_ path: String) {
        url = URL(filePath: path, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath + "/")).standardizedFileURL
    }

    /// The file at `url`.
    init(_ url: URL) {
        self.url = url
    }

    /// Writes `text` into the file, whole or not at all, making its folders first; executable when asked.
    func write(_ text: String, executable: Bool = false) throws(UsageError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        } catch {
            throw UsageError("\(url.path) cannot be written (is its folder yours to write?).")
        }
    }
}
