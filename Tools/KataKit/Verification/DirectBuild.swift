import Foundation

/// Builds a scratch package with `swiftc` itself, each target apart, and runs each test target: on Linux, the stage
/// proof of a whole kata, whose package holds dozens of versions of a few small files.
///
/// SwiftPM plans the package, emits each module in a job of its own beside its compile, indexes every file and links
/// one test product; a build stops at the first target that fails. Here each code target is one compiler run that
/// emits its module and its object, and each test target one run that compiles its files with an entry point (see
/// `TestEntryPoint`) and links its own executable against its code's object; a target that does not compile sets
/// aside only the test targets on it. A target whose inputs did not change since the last build is not built again.
struct DirectBuild: Sendable {
    let workbook: Workbook
    let framework: TestFramework
    let limits: RunLimits

    /// Whether this platform builds this way: on Linux the test frameworks are where a plain `swiftc` finds them.
    static var isAvailable: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Why a package cannot be built this way.
    enum Failure: Error {
        /// An XCTest file has a `func test...` the entry point cannot list (see `TestEntryPoint`).
        case cannotListTests
    }

    /// Builds every target of `package` and runs each test target: its verdict by name, amber with the compiler's
    /// errors for one that did not compile or whose code did not.
    func run(_ package: ScratchPackage) throws -> [String: Verdict] {
        try package.prepare()
        let output = package.directory.appending(path: "direct")
        let logs = package.directory.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let codes = package.codeTargets
        let builtCode = try concurrently(codes.count) { try compile(codes[$0], of: package, into: output.appending(path: "code/\(codes[$0].name)")) }
        let codeBuilds = Dictionary(uniqueKeysWithValues: zip(codes.map(\.name), builtCode))
        let tests = package.testTargets
        let runner = SuiteRunner(framework: framework, limits: limits)
        return Dictionary(uniqueKeysWithValues: try concurrently(tests.count) { index in
            let target = tests[index]
            guard let code = codeBuilds[target.code ?? package.module] else { return (target.name, Verdict(colour: .amber, looseErrors: ["not built"])) }
            guard case .built(let stamp) = code else { return (target.name, verdict(of: code, in: package)) }
            let folder = output.appending(path: "tests/\(target.name)")
            let build = try link(target, of: package, against: output.appending(path: "code/\(target.code ?? package.module)"), stamp: stamp, into: folder)
            guard case .built = build else { return (target.name, verdict(of: build, in: package)) }
            let run = try runner.run(target, builtInto: folder.appending(path: target.name), of: package, logs: logs)
            return (target.name, PackageRun.ran([run]).verdictsByTarget(of: package, in: workbook, limits: limits)[target.name] ?? Verdict(colour: .amber))
        })
    }

    /// How one compiler run ended.
    private enum Build {
        /// It built, or had built these inputs before: their fingerprint.
        case built(String)
        case failed(Termination, log: String)
    }

    /// Compiles a code target into `folder`: the module's interface for the tests and its object for their link.
    private func compile(_ target: ScratchPackage.CodeTarget, of package: ScratchPackage, into folder: URL) throws -> Build {
        let module = package.module
        let files = sources(in: package.directory.appending(path: "Sources/\(target.name)"))
        let arguments = common(package) + ["-enable-testing", "-module-name", module,
            "-emit-module", "-emit-module-path", folder.appending(path: "\(module).swiftmodule").path,
            "-c", "-o", folder.appending(path: "\(module).o").path] + files
        return try build(arguments, inputs: files, into: folder)
    }

    /// Compiles a test target with its entry point into an executable in `folder`, linked against the code built in
    /// `code` (whose fingerprint is `stamp`).
    private func link(_ target: ScratchPackage.TestTarget, of package: ScratchPackage, against code: URL, stamp: String,
                      into folder: URL) throws -> Build {
        let files = sources(in: package.directory.appending(path: "Tests/\(target.name)"))
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        guard let entry = TestEntryPoint.source(framework: framework, files: texts) else { throw Failure.cannotListTests }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entryFile = folder.appending(path: TestEntryPoint.fileName)
        if (try? String(contentsOf: entryFile, encoding: .utf8)) != entry { try entry.write(to: entryFile, atomically: true, encoding: .utf8) }
        let arguments = common(package) + ["-module-name", target.name, "-I", code.path,
            "-o", folder.appending(path: target.name).path] + files + [entryFile.path, code.appending(path: "\(package.module).o").path]
        return try build(arguments, inputs: files + [entryFile.path], into: folder, also: stamp)
    }

    /// The options of every compiler run: the Swift 6 language mode, no optimisation and no debug information, as
    /// the scratch packages are built, the whole module at once, and the package's module cache.
    private func common(_ package: ScratchPackage) -> [String] {
        let cache = package.moduleCache ?? package.directory.appending(path: "direct/module-cache")
        return ["swiftc", "-swift-version", "6", "-Onone", "-gnone", "-wmo", "-parse-as-library", "-D", "DEBUG", "-D", "SWIFT_PACKAGE",
                "-module-cache-path", cache.path]
    }

    /// The Swift files of a mirrored folder, as full paths, sorted.
    private func sources(in folder: URL) -> [String] {
        SourceFiles.paths(under: folder).filter { $0.hasSuffix(".swift") }.map { folder.appending(path: $0).path }
    }

    /// Runs the compiler with `arguments` unless the fingerprint of the arguments, the bytes of the files `inputs`
    /// and `also` (the fingerprint of what it links against) is the last one built in `folder`; keeps the
    /// fingerprint when it builds.
    private func build(_ arguments: [String], inputs: [String], into folder: URL, also: String = "") throws -> Build {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = inputs.map { SourceFiles.fingerprint(ofData: (try? Data(contentsOf: URL(filePath: $0))) ?? Data()) }
        let fingerprint = SourceFiles.fingerprint(ofText: ([also] + arguments + bytes).joined(separator: "\n"))
        let stampFile = folder.appending(path: "fingerprint")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) == fingerprint { return .built(fingerprint) }
        try? FileManager.default.removeItem(at: stampFile)
        let outcome = try ProcessRunner(confinement: limits.confinement).run(arguments, outputFile: folder.appending(path: "build.log"),
                                                                             timeout: limits.build, temporaryFolder: folder.appending(path: "tmp"))
        guard outcome.termination == .exited(0) else { return .failed(outcome.termination, log: outcome.output) }
        try fingerprint.write(to: stampFile, atomically: true, encoding: .utf8)
        return .built(fingerprint)
    }

    /// The verdict of a failed build, every path as the learner knows it.
    private func verdict(of build: Build, in package: ScratchPackage) -> Verdict {
        guard case .failed(let termination, let log) = build else { return Verdict(colour: .amber) }
        var verdict = PackageRun.buildFailed(termination, log: log).verdict(of: package, in: workbook, limits: limits)
        verdict.diagnostics = verdict.diagnostics.uniqued()
        return verdict
    }
}
