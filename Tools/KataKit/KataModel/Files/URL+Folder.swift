import Foundation

extension URL {
    /// Whether a folder (not a file) is at this location.
    package var isFolder: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
