import Foundation
import KataModel
import KataToolOutput

/// What building a scratch package and running its test targets gave.
package enum PackageRun: Sendable {
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
package struct SuiteRunner: Sendable {
    let framework: TestFramework
    let limits: RunLimits

    package init(framework: TestFramework, limits: RunLimits) {
        self.framework = framework
        self.limits = limits
    }

    /// Runs the builds and test processes, confined as the limits say.
    var processRunner: ProcessRunner { ProcessRunner(confinement: limits.confinement) }

    /// Mirrors `package`'s folders, builds it, and runs each test target, all at the same time.
    package func run(_ package: ScratchPackage) throws -> PackageRun {
        switch try readied(package) {
        case .failed(let termination, let log):
            return .buildFailed(termination, log: log)
        case .built(let built):
            let runs = try self.runs(of: built, switches: [nil])
            return .ran(package.testTargets.compactMap { runs[$0.name]?[nil] })
        }
    }

    /// A scratch package SwiftPM built, whose objects were read: its test targets run as often as wanted.
    package struct Built: Sendable {
        let package: ScratchPackage
        let launcher: TestLauncher
        /// Its XCTest tests, listed once for every run.
        let listing: XCTestListing?
        let logs: URL
    }

    /// How readying a package to run ended: built, or the build's end and log.
    package enum Readied: Sendable {
        case built(Built)
        case failed(Termination, log: String)
    }

    /// Mirrors `package`'s folders, builds it and reads its objects (see `BinaryScan`), running no test.
    package func readied(_ package: ScratchPackage) throws -> Readied {
        try package.prepare()
        let logs = package.directory.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        var build = try buildWithTests(package, logs: logs)
        if build.termination != .exited(0), Self.isStaleLink(build.output) {
            // The incremental build kept a test object that uses a declaration the code no longer has (the code
            // changed, the test file did not), and the link fails with no line of the learner's to show. Touched,
            // the tests compile again, and the compiler names what is missing.
            try package.touchTestSources()
            build = try buildWithTests(package, logs: logs)
        }
        guard build.termination == .exited(0) else { return .failed(build.termination, log: build.output) }
        if limits.confinement != nil { try package.blankCodeMirrors() }
        try BinaryScan.check(package, allowance: limits.allowance) { name in
            // SwiftPM writes `File.swift.o` for each file: the recorder's object is the tool's.
            let folder = package.directory.appending(path: ".build/debug/\(name).build")
            let mirror = package.testTargets.contains { $0.name == name } ? package.folder(ofTests: name) : nil
            return SourceFiles.paths(under: folder).filter { path in
                guard path.hasSuffix(".o") else { return false }
                guard let mirror, path == TestInstrumentation.recorderFile + ".o" else { return true }
                return !TestInstrumentation.isRecorder(path: TestInstrumentation.recorderFile,
                                                       text: (try? String(contentsOf: mirror.appending(path: TestInstrumentation.recorderFile), encoding: .utf8)) ?? "")
            }.map { folder.appending(path: $0) }
        }
        let launcher = TestLauncher(package: package, processRunner: processRunner)
        let listing = framework == .xctest ? try launcher.xctestListing(logs: logs, timeout: limits.testNow) : nil
        return .built(Built(package: package, launcher: launcher, listing: listing, logs: logs))
    }

    /// Runs each test target of `built` (those named in `targets` alone, when given) once for each of `switches`, a
    /// switch of a mutant schemata given as the run's input (`nil`: the target's own, see
    /// `ScratchPackage.TestTarget.input`), all at the same time: the runs by target name, then by switch. The runs
    /// share nothing but the build.
    package func runs(of built: Built, switches: [Int?], targets: Set<String>? = nil) throws -> [String: [Int?: SuiteRun]] {
        let package = built.package
        let jobs = package.testTargets.filter { targets?.contains($0.name) ?? true }.flatMap { target in switches.map { (target, $0) } }
        let ran = try concurrently(jobs.count) { index in
            let (target, number) = jobs[index]
            let logs = number.map { built.logs.appending(path: "switch-\($0)") } ?? built.logs
            try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
            let run = Run(input: (number ?? target.input).map { "\($0)\n" },
                          temporaryFolder: package.temporaryFolder(for: target.name + (number.map { "-switch-\($0)" } ?? "")))
            switch framework {
            case .xctest:
                return try runXCTest(target, as: target.name, of: package, launcher: built.launcher, listing: built.listing, logs: logs, run: run)
            case .swiftTesting:
                return try runSwiftTesting(target, as: target.name, of: package, launcher: built.launcher, logs: logs, run: run)
            }
        }
        var byTarget: [String: [Int?: SuiteRun]] = [:]
        for (index, job) in jobs.enumerated() { byTarget[job.0.name, default: [:]][job.1] = ran[index] }
        return byTarget
    }

    /// Runs the tests of `target` of `package`, which `DirectBuild` built into `executable`; `listing` holds its XCTest
    /// tests, as its entry point runs them.
    /// `input` is what the tests read on their standard input; a run with `input` has a temporary folder of its own.
    package func run(_ target: ScratchPackage.TestTarget, builtInto executable: URL, listing: XCTestListing?, of package: ScratchPackage,
             logs: URL, input: String? = nil) throws -> SuiteRun {
        let launcher = TestLauncher(package: package, executable: executable, processRunner: processRunner)
        let run = Run(input: input, temporaryFolder: package.temporaryFolder(for: target.name + (input.map { "-input-" + $0.filter { $0.isLetter || $0.isNumber } } ?? "")))
        switch framework {
        case .xctest:
            return try runXCTest(target, as: target.module, of: package, launcher: launcher, listing: listing, logs: logs, run: run)
        case .swiftTesting:
            return try runSwiftTesting(target, as: target.module, of: package, launcher: launcher, logs: logs, run: run)
        }
    }

    /// What one run of a test target reads and where it may write besides its results.
    private struct Run {
        var input: String? = nil
        var temporaryFolder: URL
    }

    private func buildWithTests(_ package: ScratchPackage, logs: URL) throws -> ProcessOutcome {
        try processRunner.run(
            ["swift", "build", "--build-tests", "--package-path", package.directory.path] + Self.moduleCacheOptions(of: package),
            outputFile: logs.appending(path: "build.log"),
            timeout: limits.buildNow,
            temporaryFolder: package.temporaryFolder(for: "build")
        )
    }

    /// SwiftPM's options that make the compiler use the package's shared module cache, if it has one.
    private static func moduleCacheOptions(of package: ScratchPackage) -> [String] {
        package.moduleCache.map { ["-Xswiftc", "-module-cache-path", "-Xswiftc", $0.path] } ?? []
    }

    /// Whether a failed build's log is a link that found a symbol missing: an object left over from an earlier
    /// build, since Swift code that compiles does not link to what does not exist.
    package static func isStaleLink(_ log: String) -> Bool {
        log.contains("undefined reference to") || log.contains("Undefined symbols for architecture")
    }

    /// Builds one target of a package `run` has built before (and the targets it depends on), running nothing.
    package func build(_ target: String, of package: ScratchPackage) throws -> PackageRun {
        let build = try processRunner.run(
            ["swift", "build", "--package-path", package.directory.path, "--target", target] + Self.moduleCacheOptions(of: package),
            outputFile: package.directory.appending(path: "logs/build-\(target).log"),
            timeout: limits.buildNow,
            temporaryFolder: package.temporaryFolder(for: "build")
        )
        return build.termination == .exited(0) ? .ran([]) : .buildFailed(build.termination, log: build.output)
    }

    /// Runs the XCTest cases of `target`, whose tests were compiled as `module`: each passes by the tool's observer's
    /// record alone (see `XCTestRecords`).
    private func runXCTest(_ target: ScratchPackage.TestTarget, as module: String, of package: ScratchPackage, launcher: TestLauncher, listing: XCTestListing?,
                           logs: URL, run: Run) throws -> SuiteRun {
        guard let arguments = launcher.xctest(module, listing: listing) else {
            return SuiteRun(target: target.name, side: target.side, termination: .exited(0), report: TestRunReport())
        }
        // In a folder new for the run, the one file besides its temporary folder that the test process may write.
        let records = try Self.resultsFile("records", of: target.name, in: logs)
        let token = (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined()
        let environment = Self.environment.merging(target.environment) { $1 }
            .merging([TestInstrumentation.fileVariable: records.path, TestInstrumentation.tokenVariable: token]) { $1 }
        let outcome = try processRunner.run(arguments, environment: environment, outputFile: logs.appending(path: "\(target.name).log"),
                                            timeout: limits.testNow, temporaryFolder: run.temporaryFolder, endingEscapes: true,
                                            readable: launcher.readable, writable: [records], input: run.input,
                                            interruptible: launcher.isInterruptible)
        var console = XCTestConsoleLog.parse(outcome.output, target: module)
        console.trapMessage = TrapMessage.find(in: outcome.output)
        let report = XCTestRecords.report((try? String(contentsOf: records, encoding: .utf8)) ?? "", token: token, console: console,
                                          expected: listing?.tests[module] ?? [], target: module)
        return SuiteRun(target: target.name, side: target.side, termination: outcome.termination, report: report, duration: outcome.duration)
    }

    /// Runs the Swift Testing tests of `target`, whose tests were compiled as `module`, one at a time, read from the
    /// run's event stream.
    private func runSwiftTesting(_ target: ScratchPackage.TestTarget, as module: String, of package: ScratchPackage, launcher: TestLauncher, logs: URL,
                                 run: Run) throws -> SuiteRun {
        let name = target.name
        let stream = try Self.resultsFile("events.jsonl", of: name, in: logs)
        let outcome = try processRunner.run(launcher.swiftTesting(module, stream: stream),
                                            environment: Self.environment.merging(target.environment) { $1 }, outputFile: logs.appending(path: "\(name).log"),
                                            timeout: limits.testNow, temporaryFolder: run.temporaryFolder, endingEscapes: true,
                                            readable: launcher.readable, writable: [stream], input: run.input,
                                            interruptible: launcher.isInterruptible)
        var report = EventStream.parse((try? String(contentsOf: stream, encoding: .utf8)) ?? "")
        if report.unfinished != nil || report.endedEarly { report.trapMessage = TrapMessage.find(in: outcome.output) }
        return SuiteRun(target: name, side: target.side, termination: outcome.termination, report: report, duration: outcome.duration)
    }

    /// The file `name`, empty, alone in a folder new for the run of `target` in `logs`: what the test framework writes
    /// its record to. Behind a boundary it is the one path besides the run's temporary folder that the test process may
    /// write (its size bounded by the run's file-size limit): the folder around it is not the test's, so it holds no
    /// other file.
    private static func resultsFile(_ name: String, of target: String, in logs: URL) throws -> URL {
        let file = URL(filePath: try ProcessRunner.emptyFolder(logs.appending(path: "\(target).results"))).appending(path: name)
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw RunningError.cannotStart(target, .noResultsFile) }
        return file
    }

    /// No backtrace on a trap: the runtime's one-line message is what the learner needs, and it comes at once.
    private static let environment = ["SWIFT_BACKTRACE": "enable=no"]
}

/// The limits of a verification: each test run's time, the build's, and for a grade, how its processes are held in
/// and when the whole grading of the student must end.
package struct RunLimits: Sendable {
    package var test: Duration
    /// Generous, because a first build compiles everything.
    package var build: Duration = Defaults.buildTimeout
    /// The confinement of every build and test process when the code is a student's under grading.
    package var confinement: Confinement?
    /// The work whose compiled objects are held to their kata's allowance: a grade's student's, a verify's learner's.
    package var allowance: WorkAllowance?
    /// When a student's whole grading must end: a run started near it gets what is left, and none after it.
    package var deadline: ContinuousClock.Instant?

    package init(test: Duration, build: Duration = Defaults.buildTimeout, confinement: Confinement? = nil,
                 deadline: ContinuousClock.Instant? = nil) {
        self.test = test
        self.build = build
        self.confinement = confinement
        self.deadline = deadline
    }

    /// The limit of a test run started now: `test`, or less when the deadline is nearer.
    package var testNow: Duration { clamped(test) }

    /// The limit of a build started now: `build`, or less when the deadline is nearer.
    package var buildNow: Duration { clamped(build) }

    /// Whether the deadline has passed: what ran since was cut short, and is not kept.
    package var pastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }
    /// Whether a time-out is kept like any verdict: not where other work took the processor beside it (students graded
    /// side by side with no share of the processor each), since it may be graded again alone.
    package var keepsTimeOuts = true

    /// Whether a result that holds a time-out (`timedOut`) or none may be kept for the next grading.
    package func keeps(timedOut: Bool) -> Bool {
        !pastDeadline && (keepsTimeOuts || !timedOut)
    }

    private func clamped(_ limit: Duration) -> Duration {
        guard let deadline else { return limit }
        return max(.zero, min(limit, deadline - ContinuousClock.now))
    }
}
