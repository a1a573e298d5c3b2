import Foundation

/// Builds a scratch package once and runs each of its test targets, giving one verdict.
///
/// Each test target gets a run of its own: XCTest's console lines do not name the target, so one run per side
/// keeps the learner's results apart from the workbook's, and a crash in one side's tests cannot hide the
/// other's results.
struct SuiteRunner: Sendable {
    let framework: TestFramework
    /// The limit for each test run.
    let timeout: Duration
    /// The limit for the build, generous because a first build compiles everything.
    var buildTimeout: Duration = .seconds(900)
    var processRunner = ProcessRunner()

    /// Builds and runs `package`, with every path in the verdict as the learner knows it (relative to the workbook).
    func verdict(for package: ScratchPackage, in workbook: Workbook) throws -> Verdict {
        try package.prepare()
        let logs = package.directory.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let build = try processRunner.run(
            ["swift", "build", "--build-tests", "--package-path", package.directory.path],
            outputFile: logs.appending(path: "build.log"),
            timeout: buildTimeout
        )
        let verdict: Verdict
        if build.termination == .exited(0) {
            // Each test target in a process of its own, at the same time: the runs share nothing but the build.
            let targets = package.testTargets
            verdict = .combining(try concurrently(targets.count) { try run(targets[$0], of: package, logs: logs) }, limit: timeout)
        } else {
            verdict = .buildFailed(build, limit: buildTimeout)
        }
        return verdict.mappingPaths { reported in
            reported.hasPrefix("/") ? workbook.relativePath(URL(filePath: package.originalPath(of: reported))) : reported
        }
    }

    private func run(_ target: ScratchPackage.TestTarget, of package: ScratchPackage, logs: URL) throws -> SuiteRun {
        let launcher = TestLauncher(package: package, processRunner: processRunner)
        let outputFile = logs.appending(path: "\(target.name).log")
        switch framework {
        case .xctest:
            guard let arguments = try launcher.xctest(target.name, logs: logs, timeout: timeout) else {
                return SuiteRun(side: target.side, termination: .exited(0), report: TestRunReport())
            }
            let outcome = try processRunner.run(arguments, environment: Self.environment, outputFile: outputFile, timeout: timeout)
            return SuiteRun(side: target.side, termination: outcome.termination,
                            report: XCTestConsoleLog.parse(outcome.output, target: target.name))
        case .swiftTesting:
            let stream = logs.appending(path: "\(target.name).events.jsonl")
            try? FileManager.default.removeItem(at: stream)
            let outcome = try processRunner.run(launcher.swiftTesting(target.name, stream: stream),
                                                environment: Self.environment, outputFile: outputFile, timeout: timeout)
            var report = EventStream.parse((try? String(contentsOf: stream, encoding: .utf8)) ?? "")
            if report.unfinished != nil { report.trapMessage = TrapMessage.find(in: outcome.output) }
            return SuiteRun(side: target.side, termination: outcome.termination, report: report)
        }
    }

    /// No backtrace on a trap: the runtime's one-line message is what the learner needs, and it comes at once.
    private static let environment = ["SWIFT_BACKTRACE": "enable=no"]
}

extension Verdict {
    /// The same verdict with every reported path passed through `transform`.
    func mappingPaths(_ transform: (String) -> String) -> Verdict {
        var copy = self
        copy.diagnostics = diagnostics.map { var d = $0; d.location.path = transform(d.location.path); return d }
        copy.failures = failures.map { failure in
            var failure = failure
            failure.test.issues = failure.test.issues.map { issue in
                var issue = issue
                if let path = issue.location?.path { issue.location?.path = transform(path) }
                return issue
            }
            return failure
        }
        return copy
    }
}
