import Foundation

/// What building a scratch package and running its test targets gave.
enum PackageRun: Sendable {
    /// The build failed, or ran past its limit; the log says why.
    case buildFailed(Termination, log: String)
    /// The build succeeded and each test target ran, in the package's order.
    case ran([SuiteRun])
}

/// Builds a scratch package once and runs each of its test targets.
///
/// Each test target gets a run of its own: XCTest's console lines do not name the target, so one run per target
/// keeps the learner's results apart from the workbook's, and a crash in one target's tests cannot hide the
/// other's results.
struct SuiteRunner: Sendable {
    let framework: TestFramework
    let limits: RunLimits
    var processRunner = ProcessRunner()

    /// Mirrors `package`'s folders, builds it, and runs each test target, all at the same time.
    func run(_ package: ScratchPackage) throws -> PackageRun {
        try package.prepare()
        let logs = package.directory.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let build = try processRunner.run(
            ["swift", "build", "--build-tests", "--package-path", package.directory.path],
            outputFile: logs.appending(path: "build.log"),
            timeout: limits.build,
            temporaryFolder: package.temporaryFolder(for: "build")
        )
        guard build.termination == .exited(0) else { return .buildFailed(build.termination, log: build.output) }
        // The runs share nothing but the build.
        let targets = package.testTargets
        return .ran(try concurrently(targets.count) { try run(targets[$0], of: package, logs: logs) })
    }

    /// Builds one target of a package `run` has built before (and the targets it depends on), running nothing.
    func build(_ target: String, of package: ScratchPackage) throws -> PackageRun {
        let build = try processRunner.run(
            ["swift", "build", "--package-path", package.directory.path, "--target", target],
            outputFile: package.directory.appending(path: "logs/build-\(target).log"),
            timeout: limits.build,
            temporaryFolder: package.temporaryFolder(for: "build")
        )
        return build.termination == .exited(0) ? .ran([]) : .buildFailed(build.termination, log: build.output)
    }

    private func run(_ target: ScratchPackage.TestTarget, of package: ScratchPackage, logs: URL) throws -> SuiteRun {
        let launcher = TestLauncher(package: package, processRunner: processRunner)
        let outputFile = logs.appending(path: "\(target.name).log")
        switch framework {
        case .xctest:
            guard let arguments = try launcher.xctest(target.name, logs: logs, timeout: limits.test) else {
                return SuiteRun(target: target.name, side: target.side, termination: .exited(0), report: TestRunReport())
            }
            let outcome = try processRunner.run(arguments, environment: Self.environment, outputFile: outputFile, timeout: limits.test,
                                                temporaryFolder: package.temporaryFolder(for: target.name))
            return SuiteRun(target: target.name, side: target.side, termination: outcome.termination,
                            report: XCTestConsoleLog.parse(outcome.output, target: target.name))
        case .swiftTesting:
            let stream = logs.appending(path: "\(target.name).events.jsonl")
            try? FileManager.default.removeItem(at: stream)
            let outcome = try processRunner.run(launcher.swiftTesting(target.name, stream: stream),
                                                environment: Self.environment, outputFile: outputFile, timeout: limits.test,
                                                temporaryFolder: package.temporaryFolder(for: target.name))
            var report = EventStream.parse((try? String(contentsOf: stream, encoding: .utf8)) ?? "")
            if report.unfinished != nil { report.trapMessage = TrapMessage.find(in: outcome.output) }
            return SuiteRun(target: target.name, side: target.side, termination: outcome.termination, report: report)
        }
    }

    /// No backtrace on a trap: the runtime's one-line message is what the learner needs, and it comes at once.
    private static let environment = ["SWIFT_BACKTRACE": "enable=no"]
}

/// The time limits of a verification: each test run's, and the build's.
struct RunLimits: Sendable {
    var test: Duration
    /// Generous, because a first build compiles everything.
    var build: Duration = .seconds(900)
}
