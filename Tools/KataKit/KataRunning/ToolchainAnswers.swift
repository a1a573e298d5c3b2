import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The answers the toolchain gave to what the tool asks it before it builds (the frontend job a command line stands
/// for, the linker's command, the libraries a list of autolink entries needs), kept in the user's grading folder
/// (see `GradingFolder`) and signed like any kept result (see `KeptResults`), so that each is asked once per
/// toolchain rather than once per run of the tool: each is a run of the driver or of `clang`, and a warm verify's
/// questions were 0.15 s of its 0.74 s (measured on the 2-core machine).
enum ToolchainAnswers {
    /// The answer of the kind `kind` to `question`, as kept for this toolchain, else asked by `ask` and kept. An
    /// answer that is not had (`nil`: the driver planned something else, or did not answer in time) is not kept.
    static func answer<Value: Codable & Sendable>(_ kind: String, to question: [String], ask: () -> Value?) -> Value? {
        guard let toolchain else { return ask() }
        let kept = KeptResults<Value>(file: GradingFolder.usersFolder.appending(path: "toolchain-\(kind).json"), capacity: 64)
        let key = ([toolchain] + question).joined(separator: "\u{1F}")
        if let known = kept.value(for: key) { return known }
        guard let value = ask() else { return nil }
        kept.save(value, for: key)
        return value
    }

    /// The toolchain `swiftc` runs from: the real path of the `swiftc` on `PATH`, its size and date and those of the
    /// frontend beside it (an update in place changes them), and `SDKROOT`; `nil` when there is none, and then nothing
    /// is kept.
    private static let toolchain: String? = {
        guard let swiftc = Boundary.onPath("swiftc"), let real = realpath(swiftc, nil) else { return nil }
        defer { free(real) }
        let driver = URL(filePath: String(cString: real))
        let frontend = driver.deletingLastPathComponent().appending(path: "swift-frontend")
        let stamps = [driver, frontend].map { file -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let size = (attributes?[.size] as? NSNumber)?.stringValue ?? "?"
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file.path) \(size) \(date)"
        }
        return (stamps + [ProcessInfo.processInfo.environment["SDKROOT"] ?? ""]).joined(separator: "\u{1E}")
    }()
}
