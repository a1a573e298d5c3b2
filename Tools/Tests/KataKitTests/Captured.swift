import Foundation

/// Real outputs captured from the toolchain on Linux (Swift 6.3.1), kept beside the tests that read them.
enum Captured {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Captured/\(name)"), encoding: .utf8)
    }
}
