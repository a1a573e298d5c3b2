import Foundation
import KataModel
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
package enum ToolchainAnswers {
    /// The answer of the kind `kind` to `question`, as kept for this toolchain, else asked by `ask` and kept. An
    /// answer that is not had (`nil`: the driver planned something else, or did not answer in time) is not kept.
    package static func answer<Value: Codable & Sendable>(_ kind: String, to question: [String], ask: () -> Value?) -> Value? {
        guard let toolchain else { return ask() }
        let kept = KeptResults<Value>(file: GradingFolder.usersFolder.appending(path: "toolchain-\(kind).json"), capacity: 64)
        let key = ([toolchain] + question).joined(separator: .keyFieldSeparator)
        if let known = kept.value(for: key) { return known }
        guard let value = ask() else { return nil }
        kept.save(value, for: key)
        return value
    }

    /// The toolchain `swiftc` runs from: the files that select and make it, each with its size and date (an update
    /// in place changes them), and the variables that choose it (see `selection`); `nil` when there is none, or it
    /// cannot be told, and then nothing is kept.
    private static let toolchain: String? = {
        guard let swiftc = ProgramPaths.onPath("swiftc"), let real = realpath(swiftc, nil) else { return nil }
        defer { free(real) }
        let environment = ProcessInfo.processInfo.environment
        guard let selection = selection(driver: String(cString: real), environment: environment,
                                        xcodeSelected: realpath("/var/db/xcode_select_link", nil).map { String(cString: $0) }) else { return nil }
        let stamps = selection.files.map { file -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let size = (attributes?[.size] as? NSNumber)?.stringValue ?? "?"
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file) \(size) \(date)"
        }
        return (stamps + selection.settings).joined(separator: .keyPartSeparator)
    }()

    /// What tells the toolchain that the real `swiftc` at `driver` runs: the driver and the frontend beside it, and
    /// `SDKROOT`. On a Mac, `/usr/bin/swiftc` is xcrun's: it runs the compiler of the Xcode (or Command Line Tools) that
    /// `DEVELOPER_DIR` names or xcode-select chose (`xcodeSelected`), unless `TOOLCHAINS` picks another. swiftly's
    /// proxy runs the toolchain its own files choose, per folder: `nil`, ask each time.
    static func selection(driver: String, environment: [String: String], xcodeSelected: String?) -> (files: [String], settings: [String])? {
        let driverFolder = URL(filePath: driver).deletingLastPathComponent().path
        if URL(filePath: driver).lastPathComponent == "swiftly" { return nil }
        let sdk = "SDKROOT=\(environment["SDKROOT"] ?? "")"
        guard driverFolder == "/usr/bin", let developer = environment["DEVELOPER_DIR"] ?? xcodeSelected else {
            return ([driver, driverFolder + "/swift-frontend"], [sdk])
        }
        let frontends = ["/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-frontend", "/usr/bin/swift-frontend"].map { developer + $0 }
        return ([driver] + frontends, [sdk, "developer folder=\(developer)", "TOOLCHAINS=\(environment["TOOLCHAINS"] ?? "")"])
    }
}
