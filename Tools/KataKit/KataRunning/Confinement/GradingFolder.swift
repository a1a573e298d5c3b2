import Foundation
import KataModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where gradings keep their slots and the key that signs what they keep: outside every workbook, hidden from
/// every process behind a boundary, and readable by the tool's user alone.
package enum GradingFolder {
    /// `KATA_GRADING_DIR`, else the user's cache; for root behind a separate user, whose users must reach a slot,
    /// `/var/cache/kata-grading`.
    package static var url: URL {
        if ProcessInfo.processInfo.environment["KATA_GRADING_DIR"] == nil, Boundary.strongestHere.usersReachTheSlots {
            return URL(filePath: "/var/cache/kata-grading")
        }
        return usersFolder
    }

    /// `KATA_GRADING_DIR`, else the user's cache: the folder of the signing key and of the toolchain's answers (see
    /// `ToolchainAnswers`), found without asking which boundary holds here (a verify reads kept results, and the
    /// question starts processes). Behind a separate user, whose slots are elsewhere, the files' mode keeps them the
    /// tool's alone.
    static var usersFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["KATA_GRADING_DIR"] { return URL(filePath: folder).standardizedFileURL }
        return (environment["XDG_CACHE_HOME"].map { URL(filePath: $0).appending(path: "kata-grading") }
            ?? environment["HOME"].map { URL(filePath: $0).appending(path: ".cache/kata-grading") }
            ?? FileManager.default.temporaryDirectory.appending(path: "kata-grading")).standardizedFileURL
    }

    /// How many random bytes the signing key holds.
    static let signingKeyBytes = 32

    /// The key that signs kept results, made on first use: `signingKeyBytes` random bytes in a file of mode 0600. When it cannot be
    /// kept, a key for this process alone (kept results then last no longer than the process).
    package static let signingKey: Data = {
        let url = usersFolder, file = url.appending(path: "signing.key")
        if let key = try? Data(contentsOf: file), key.count == signingKeyBytes { return key }
        var generator = SystemRandomNumberGenerator()
        let key = Data((0..<signingKeyBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return (try? Data(contentsOf: file)).flatMap { $0.count == signingKeyBytes ? $0 : nil } ?? key }
        _ = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return key
    }()
}
