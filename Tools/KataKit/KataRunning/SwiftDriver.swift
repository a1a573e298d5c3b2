import Foundation
import KataModel
import Synchronization

/// The Swift toolchain's own programs, asked what they would run or what an object needs.
package enum SwiftDriver {
    /// What `swiftc -### ARGUMENTS` prints (the jobs it would run, one a line), or `nil` when it fails; its temporary
    /// folders are made in `temporaryFolder`, which the caller removes.
    package static func plan(_ arguments: [String], temporaryFolder: URL) -> String? {
        guard (try? FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)) != nil else { return nil }
        return output(of: URL(filePath: "/usr/bin/env"), ["swiftc", "-###"] + arguments, writingIn: temporaryFolder, temporaryFolder: temporaryFolder)
    }

    /// What a short run of the toolchain's `program` prints on standard output (and on standard error too, with
    /// `errorsToo`), or `nil` when it fails or runs past `timeout` (the caller then lets the driver do the work); with
    /// `temporaryFolder` as its `TMPDIR` when one is given. Its output goes to a file of its own in `folder`, not a pipe, so nothing that holds
    /// on to a pipe, nor a program that hangs, can keep this waiting.
    package static func output(of program: URL, _ arguments: [String], writingIn folder: URL, temporaryFolder: URL? = nil, errorsToo: Bool = false,
                       timeout: Duration = Defaults.toolchainQueryTimeout) -> String? {
        let file = folder.appending(path: "toolchain-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = try? FileHandle(forWritingTo: file) else { return nil }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let temporaryFolder { process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { $1 } }
        process.standardOutput = handle
        process.standardError = errorsToo ? handle : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        guard (try? process.run()) != nil else { return nil }
        try? handle.close()
        let (seconds, attoseconds) = timeout.components
        guard ended.wait(timeout: .now() + Double(seconds) + Double(attoseconds) / 1e18) == .success else {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            return nil
        }
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: file) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
