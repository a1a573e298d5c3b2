import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the programs the tool starts by name are: on `PATH`, and the toolchain's own.
package enum ProgramPaths {
    /// The path of `program` in a folder of `PATH` (or the system's own folders), if it is there.
    package static func onPath(_ program: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin:/usr/sbin:/sbin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The toolchain's `bin`, where its `swift` and `llvm-nm` are: as the compiler says (its runtime resources are in
    /// `usr/lib/swift` beside it), since the `swift` on `PATH` may be xcrun's or swiftly's, which run another; else the
    /// real folder of the `swift` on `PATH` (links followed).
    package static let toolchainBin: URL? = {
        let said = ToolchainAnswers.answer("resources", to: ["swiftc -print-target-info"]) { () -> String? in
            let folder = FileManager.default.temporaryDirectory.appending(path: "kata-swift-target-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                  let info = SwiftDriver.output(of: URL(filePath: "/usr/bin/env"), ["swiftc", "-print-target-info"], writingIn: folder,
                                                temporaryFolder: folder),
                  let object = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any] else { return nil }
            return (object["paths"] as? [String: Any])?["runtimeResourcePath"] as? String
        }
        if let said, case let bin = URL(filePath: said).deletingLastPathComponent().deletingLastPathComponent().appending(path: "bin"),
           FileManager.default.isExecutableFile(atPath: bin.appending(path: "swift").path) {
            return bin
        }
        guard let swift = onPath("swift"), let real = realpath(swift, nil) else { return nil }
        defer { free(real) }
        return URL(filePath: String(cString: real)).deletingLastPathComponent()
    }()
}
