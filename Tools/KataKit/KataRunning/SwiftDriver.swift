import Foundation
import KataModel

/// The Swift toolchain's own programs, asked what they would run or what an object needs.
package enum SwiftDriver {
    /// What `swiftc -### ARGUMENTS` prints (the jobs it would run, one a line), or `nil` when it fails; its temporary
    /// folders are made in `temporaryFolder`, which the caller removes.
    package static func plan(_ arguments: [String], temporaryFolder: URL) -> String? {
        guard (try? FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)) != nil else { return nil }
        return output(of: URL(filePath: "/usr/bin/env"), ["swiftc", "-###"] + arguments, writingIn: temporaryFolder, temporaryFolder: temporaryFolder)
    }

    /// What a short run of the toolchain's `program` prints on standard output (and on standard error too, with
    /// `errorsToo`), or `nil` when it fails or runs past `timeout` (the caller then lets the driver do the work). Its
    /// `TMPDIR` is `temporaryFolder` (`folder` when not given), left as the program leaves it; its output goes to a
    /// file of its own in `folder`.
    package static func output(of program: URL, _ arguments: [String], writingIn folder: URL, temporaryFolder: URL? = nil, errorsToo: Bool = false,
                               timeout: Duration = Defaults.toolchainQueryTimeout) -> String? {
        let file = folder.appending(path: "toolchain-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        guard let outcome = try? ProcessRunner().run([program.path] + arguments, outputFile: file, timeout: timeout,
                                                     temporaryFolder: temporaryFolder ?? folder, errorsToo: errorsToo, keepingTemporaryFiles: true),
              outcome.termination == .exited(0) else { return nil }
        return outcome.output
    }
}
