import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Builds a scratch package with `swiftc` itself, each target apart, and runs each test target: on Linux, the stage
/// proof of a whole kata, whose package holds dozens of versions of a few small files, a verify's package and its
/// proof, and grading.
///
/// SwiftPM plans the package, emits each module in a job of its own beside its compile, indexes every file and links
/// one test product; a build stops at the first target that fails. Here each code target is one compiler run that
/// emits its module and its object; the tests of a test target are compiled in one run with an entry point (see
/// `TestEntryPoint`) into an object, and linked with their code's object into an executable of their own. Tests are
/// compiled once for every version of the code whose module is the same to the byte (a mutant's is its reference's,
/// and so is the learner's code after a change inside a body), so a version costs a link, not a compile. A target
/// that does not compile sets aside only the test targets on it, and nothing whose inputs did not change since the
/// last build is built again.
struct DirectBuild: PackageBuilder {
    let workbook: Workbook
    let framework: TestFramework
    let limits: RunLimits

    var isDirect: Bool { true }

    /// How one compiler run ended.
    enum Build: Sendable {
        /// It built, or had built these inputs before: their fingerprint.
        case built(String)
        case failed(Termination, log: String)
    }

    /// Builds every target of `package` and runs each test target: its verdict by name, amber with the compiler's
    /// errors for one that did not compile or whose code did not.
    func run(_ package: ScratchPackage) throws -> [String: Verdict] {
        try run(package, switches: [nil]).mapValues { $0[nil] ?? Verdict(colour: .amber) }
    }

    func tolerantRun(_ package: ScratchPackage, required: Set<String>) throws -> BuildOutcome {
        let verdicts = try run(package)
        let failed = required.compactMap { verdicts[$0] }.first { $0.colour == .amber }
        return failed.map(BuildOutcome.failed) ?? .ran(verdicts)
    }

    /// Builds every target of `package` and runs each test target once for each of `switches`, a switch of a mutant
    /// schemata given as the run's input (`nil`: none): the verdicts by target name, then by switch; amber with the
    /// compiler's errors for a target that did not compile or whose code did not.
    func run(_ package: ScratchPackage, switches: [Int?]) throws -> [String: [Int?: Verdict]] {
        try run(built(package), switches: switches)
    }

    /// A package whose targets are built and, under grading, whose objects are read: ready to run, as often as wanted.
    struct Built: BuiltPackage {
        fileprivate var builder: DirectBuild
        fileprivate var package: ScratchPackage
        fileprivate var builds: [String: Build]
        fileprivate var listings: [String: XCTestListing]
        fileprivate var executables: [String: URL]

        /// The compiler's log of the target `name`, when it did not build.
        func failureLog(of name: String) -> String? {
            guard case .failed(_, let log) = builds[name] else { return nil }
            return log
        }

        func run(switches: [Int?], targets: Set<String>?, limits: RunLimits) throws -> [String: [Int?: Verdict]] {
            try DirectBuild(workbook: builder.workbook, framework: builder.framework, limits: limits).run(self, switches: switches, targets: targets)
        }
    }

    /// Builds every target of `package`, and readies what built to run: the compiler's log of a target that did not
    /// build is `failureLog(of:)`.
    func built(_ package: ScratchPackage) throws -> Built {
        let (builds, listings, objects, executables) = try build(package)
        try readied(package, objects)
        return Built(builder: self, package: package, builds: builds, listings: listings, executables: executables)
    }

    func readied(_ package: ScratchPackage) throws -> any BuiltPackage {
        try built(package)
    }

    /// None: a failed direct build compiled every target whose code compiled, and its log holds all their errors.
    func builtAlone(_ target: String, of package: ScratchPackage) throws -> (compiled: Bool, verdict: Verdict)? {
        nil
    }

    /// Runs each test target of `built` (those named in `targets` alone, when given) once for each of `switches` (see
    /// `run(_:switches:)`).
    func run(_ built: Built, switches: [Int?], targets: Set<String>? = nil) throws -> [String: [Int?: Verdict]] {
        let package = built.package
        let chosen = package.testTargets.filter { targets?.contains($0.name) ?? true }
        let runs = try self.runs(package, chosen, built.builds, built.listings, built.executables, switches: switches)
        return Dictionary(uniqueKeysWithValues: chosen.map { target in
            guard let bySwitch = runs[target.name] else {
                let amber = verdict(of: built.builds[target.name], in: package)
                return (target.name, Dictionary(uniqueKeysWithValues: switches.map { ($0, amber) }))
            }
            return (target.name, bySwitch.mapValues { $0.verdict(of: package, in: workbook, limits: limits) })
        })
    }

    /// Builds every target of `package` and, when all of them built, runs each test target, as SwiftPM's build and
    /// run of the whole package would: a failed build's log holds every failing target's errors, code first.
    func packageRun(_ package: ScratchPackage) throws -> PackageRun {
        let (builds, listings, objects, executables) = try build(package)
        let failures = (package.codeTargets.map(\.name) + package.testTargets.map(\.name)).compactMap { name -> (Termination, String)? in
            guard case .failed(let termination, let log) = builds[name] else { return nil }
            return (termination, log)
        }
        guard failures.isEmpty else {
            let termination = failures.first { $0.0 != .exited(1) }?.0 ?? failures[0].0
            return .buildFailed(termination, log: failures.map(\.1).joined(separator: "\n"))
        }
        try readied(package, objects)
        let runs = try self.runs(package, package.testTargets, builds, listings, executables, switches: [nil])
        return .ran(package.testTargets.compactMap { runs[$0.name]?[nil] })
    }

    /// How each target of `package` built, by name (a code target's module and object, a test target's executable),
    /// the XCTest tests of each test target, the objects compiled from each target's own files (not the entry point
    /// nor the recorder the tool adds to tests), and each test target's executable.
    private func build(_ package: ScratchPackage) throws
        -> (builds: [String: Build], listings: [String: XCTestListing], objects: [String: [URL]], executables: [String: URL]) {
        try package.prepare()
        let output = package.directory.appending(path: "direct")
        let codes = package.codeTargets
        let builtCode = try concurrently(codes.count) { try compile(codes[$0], of: package, into: codeFolder(codes[$0].name, in: output)) }
        let codeBuilds = Dictionary(uniqueKeysWithValues: zip(codes.map(\.name), builtCode))
        // The tests of each target, compiled once for all the targets that compile the same files as the same module
        // against the same interface.
        let tests = package.testTargets
        let compileOfTarget = try tests.map { target -> TestsCompile? in
            let interface = target.interface ?? target.code ?? package.module
            guard case .built = codeBuilds[target.code ?? package.module], case .built = codeBuilds[interface] else { return nil }
            return try testsCompile(target, of: package, against: codeFolder(interface, in: output), output: output)
        }
        // The first target of each key compiles for all of them.
        let leaders = Dictionary(compileOfTarget.compactMap { $0 }.map { ($0.key, $0) }) { first, _ in first }
        let keys = Array(leaders.keys)
        let compiled = Dictionary(uniqueKeysWithValues: zip(keys, try concurrently(keys.count) { index in
            let compile = leaders[keys[index]]!
            return try build(compile.arguments, inputs: compile.inputs, into: compile.folder, also: compile.key, perFile: compile.objects)
        }))
        // The first target of each compile and code links for all of them (a stage's run against a mutant and its
        // hollowed run against the same one, say): they differ only in how they are run.
        let linker = tests.indices.map { index in
            tests.indices.first { compileOfTarget[$0]?.key == compileOfTarget[index]?.key && tests[$0].code == tests[index].code } ?? index
        }
        let linkedOnce = try concurrently(tests.count) { index -> Build? in
            let target = tests[index], codeName = target.code ?? package.module
            guard linker[index] == index, let key = compileOfTarget[index]?.key, let compile = leaders[key],
                  case .built(let codeStamp) = codeBuilds[codeName] else { return nil }
            guard case .built(let testsStamp) = compiled[key] else { return compiled[key] }
            return try link(compile, stamp: testsStamp, with: codeFolder(codeName, in: output), stamp: codeStamp, module: package.module,
                            into: executableFolder(of: target, in: package, output: output), named: target.name)
        }
        let linked = linker.map { linkedOnce[$0] }
        var executables: [String: URL] = [:]
        for (index, target) in tests.enumerated() {
            let leader = tests[linker[index]]
            executables[target.name] = executableFolder(of: leader, in: package, output: output).appending(path: leader.name)
        }
        var builds = codeBuilds, listings: [String: XCTestListing] = [:]
        var objects = Dictionary(uniqueKeysWithValues: codes.map { ($0.name, [codeFolder($0.name, in: output).appending(path: "\(package.module).o")]) })
        for (index, target) in tests.enumerated() {
            builds[target.name] = linked[index] ?? codeBuilds[target.code ?? package.module]
            listings[target.name] = compileOfTarget[index]?.listing
            objects[target.name] = compileOfTarget[index]?.objectsOfTheirs
        }
        return (builds, listings, objects, executables)
    }

    /// Readies a built package to run: under grading, no test reads the source of the code it is linked with, and
    /// nothing of the student's runs before their objects (`objects`, by target name) are read.
    private func readied(_ package: ScratchPackage, _ objects: [String: [URL]]) throws {
        if limits.confinement != nil { try package.blankCodeMirrors() }
        let reach = try BinaryScan.check(package, allowance: limits.allowance) { objects[$0] ?? [] }
        // Only a grade flags what the work reaches: a verify keeps nothing on its way.
        if limits.confinement != nil { CompiledReach.keep(reach, in: workbook) }
    }

    /// Runs each of `targets` (test targets of `package`) that built once for each of `switches`, by name and switch.
    /// A target's own switch (`ScratchPackage.TestTarget.input`) is its runs' input where `switches` names none.
    private func runs(_ package: ScratchPackage, _ targets: [ScratchPackage.TestTarget], _ builds: [String: Build], _ listings: [String: XCTestListing],
                      _ executables: [String: URL], switches: [Int?]) throws -> [String: [Int?: SuiteRun]] {
        let logs = package.directory.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let built = targets.compactMap { target -> (ScratchPackage.TestTarget, URL)? in
            guard case .built = builds[target.name], let executable = executables[target.name] else { return nil }
            return (target, executable)
        }
        let runner = SuiteRunner(framework: framework, limits: limits)
        let jobs = built.flatMap { target, executable in switches.map { (target, executable, $0) } }
        // A mutant's run may wait for good until its limit: runs of several switches are more than the cores.
        let ran = try concurrently(jobs.count, lanes: switches.count > 1 ? Self.switchLanes : ProcessInfo.processInfo.activeProcessorCount) { index in
            let (target, executable, switchNumber) = jobs[index]
            let runLogs = switchNumber.map { logs.appending(path: "switch-\($0)") } ?? logs
            try FileManager.default.createDirectory(at: runLogs, withIntermediateDirectories: true)
            return try runner.run(target, builtInto: executable, listing: listings[target.name], of: package, logs: runLogs,
                                  input: (switchNumber ?? target.input).map { "\($0)\n" })
        }
        var byTarget: [String: [Int?: SuiteRun]] = [:]
        for (index, job) in jobs.enumerated() { byTarget[job.0.name, default: [:]][job.2] = ran[index] }
        return byTarget
    }

    /// The folder of a test target's executable: one for each code it is linked with, so that packages that share a
    /// folder and a test target's name (a stage's proof and its generated mutants) keep each one's link.
    private func executableFolder(of target: ScratchPackage.TestTarget, in package: ScratchPackage, output: URL) -> URL {
        output.appending(path: "tests/\(target.name)@\(target.code ?? package.module)")
    }

    /// The folder of a code target's module and object.
    private func codeFolder(_ name: String, in output: URL) -> URL { output.appending(path: "code/\(name)") }

    /// Compiles a code target into `folder`: the module's interface for the tests and its object for their link.
    private func compile(_ target: ScratchPackage.CodeTarget, of package: ScratchPackage, into folder: URL) throws -> Build {
        let module = package.module, mirror = package.directory.appending(path: "Sources/\(target.name)")
        let files = sources(in: mirror)
        let arguments = common(package) + (target.isLearners ? StrictMemorySafety.compilerOptions : []) + ["-enable-testing", "-no-emit-module-separately-wmo", "-module-name", module,
            "-emit-module", "-emit-module-path", folder.appending(path: "\(module).swiftmodule").path,
            "-c", "-o", folder.appending(path: "\(module).o").path] + files
        // The reference code (a snapshot of `Solutions/` or a mutant of one) is kept by its content; under grading, in
        // the slot's store (the workbook's scratch folder is the slot's), from student to student.
        let isReference = target.source.folder.standardizedFileURL.path.hasPrefix(workbook.root.appending(path: KataPaths.referencesTree).path + "/")
        let stored = isReference
            ? StoredCompile(store: CodeStore(of: workbook), arguments: CodeStore.placeless(arguments, sources: mirror, output: folder), module: module)
            : nil
        return try build(arguments, inputs: files, into: folder, stored: stored)
    }

    /// A compile whose outputs a `CodeStore` keeps.
    private struct StoredCompile {
        var store: CodeStore
        /// The compile's arguments as they are in every package (see `CodeStore.placeless`).
        var arguments: [String]
        var module: String
    }

    /// One compile of a test target's files into an object, shared by the targets whose `key` is the same.
    private struct TestsCompile: Sendable {
        /// The fingerprint of everything the object depends on: the arguments, the files' bytes and the interface
        /// of the code they import (the bytes of its module, not its object).
        var key: String
        /// The compiler's arguments: the files of the first target of the key, in its mirror.
        var arguments: [String]
        var inputs: [String]
        var folder: URL
        /// The object of each file, the entry point's last (see `ObjectPerFile`).
        var objects: ObjectPerFile
        /// The objects of the files of the target's folder, not the tool's.
        var objectsOfTheirs: [URL]
        /// The XCTest tests the entry point runs; `nil` for Swift Testing.
        var listing: XCTestListing?
    }

    /// The compile of `target`'s files with their entry point, against the code module in `code`. Its key is the same
    /// for every target that mirrors the same folder with the same text, compiled as the same module against the same
    /// interface.
    private func testsCompile(_ target: ScratchPackage.TestTarget, of package: ScratchPackage, against code: URL, output: URL) throws -> TestsCompile {
        let mirror = package.folder(ofTests: target.name)
        let paths = SourceFiles.paths(under: mirror).filter { $0.hasSuffix(".swift") }
        let files = paths.map { mirror.appending(path: $0).path }
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let cases = framework == .xctest ? TestEntryPoint.xctestCases(in: texts) : []
        let entry = TestEntryPoint.source(framework: framework, cases: cases)
        let interface = SourceFiles.fingerprint(ofData: (try? Data(contentsOf: code.appending(path: "\(package.module).swiftmodule"))) ?? Data())
        // The folder the files were mirrored from, not the mirror: the targets of one folder share the compile of the
        // first one's mirror, whose paths the failures then name (mapped back to that same folder).
        let key = SourceFiles.fingerprint(ofText: ([target.module, interface, entry, target.source.folder.path] + paths + texts).joined(separator: "\n"))
        let folder = output.appending(path: "objects/\(target.module)-\(key)")
        let entryFile = folder.appending(path: TestEntryPoint.fileName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if (try? String(contentsOf: entryFile, encoding: .utf8)) != entry { try entry.write(to: entryFile, atomically: true, encoding: .utf8) }
        // An object per file, named by its place: two files of a folder may share a name.
        let objects = ObjectPerFile(files: (files + [entryFile.path]).enumerated().map { ($1, folder.appending(path: "\($0).o")) })
        let theirs = zip(paths, texts).enumerated().filter { !TestInstrumentation.isRecorder(path: $1.0, text: $1.1) }.map { objects.files[$0.offset].object }
        let strict = target.side == .learner ? StrictMemorySafety.compilerOptions : []
        let arguments = common(package) + strict + ["-module-name", target.module, "-I", code.path, "-c", "-o", folder.appending(path: "\(target.module).o").path]
            + files + [entryFile.path]
        return TestsCompile(key: key, arguments: arguments, inputs: files + [entryFile.path], folder: folder, objects: objects, objectsOfTheirs: theirs,
                            listing: framework == .xctest ? TestEntryPoint.listing(of: cases, module: target.module) : nil)
    }

    /// Links the tests' object with the code's object in `code` into the executable `name` in `folder`.
    private func link(_ compile: TestsCompile, stamp: String, with code: URL, stamp codeStamp: String, module: String, into folder: URL,
                      named name: String) throws -> Build {
        let objects = compile.objects.files.map(\.object) + [code.appending(path: "\(module).o")], executable = folder.appending(path: name)
        let arguments = DirectLinker.arguments(linking: objects, into: executable)
            ?? ["swiftc", "-use-ld=lld", "-o", executable.path] + objects.map(\.path)
        return try build(arguments, inputs: [], into: folder, also: stamp + codeStamp)
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

    /// How many runs of one test target under different switches run at once: a mutant that makes a test wait for
    /// good sleeps until its limit, and about one run in ten of a kata with asynchronous tests does. (Eight at a time
    /// on 2 cores made a lone catalog faster but the whole self-check no faster: 304 s against 295 s.)
    private static let switchLanes = 2 * ProcessInfo.processInfo.activeProcessorCount

    /// Runs the compiler with `arguments` unless the fingerprint of the arguments, the bytes of the files `inputs`
    /// and `also` (the fingerprint of what it builds on) is the last one built in `folder`; keeps the fingerprint
    /// when it builds. A compile `stored` is taken from its store when kept there, and kept there once built; one
    /// `perFile` writes an object per file in place of the one `arguments` name.
    private func build(_ arguments: [String], inputs: [String], into folder: URL, also: String = "", stored: StoredCompile? = nil,
                       perFile: ObjectPerFile? = nil) throws -> Build {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = inputs.map { SourceFiles.fingerprint(ofData: (try? Data(contentsOf: URL(filePath: $0))) ?? Data()) }
        let outputs = perFile?.files.map(\.object.path) ?? []
        let fingerprint = SourceFiles.fingerprint(ofText: ([also] + arguments + outputs + bytes).joined(separator: "\n"))
        let stampFile = folder.appending(path: "fingerprint")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) == fingerprint { return .built(fingerprint) }
        try? FileManager.default.removeItem(at: stampFile)
        // The store's key takes the bytes read for the fingerprint.
        let storeKey = stored.map { CodeStore.key(placeless: $0.arguments, bytes: bytes) }
        if let stored, let storeKey, stored.store.restore(storeKey, module: stored.module, into: folder) {
            try fingerprint.write(to: stampFile, atomically: true, encoding: .utf8)
            return .built(fingerprint)
        }
        var command = FrontendJob.command(for: arguments, writingIn: folder)
        if let perFile { command = try command.flatMap(perFile.frontendJob) ?? perFile.driverCommand(arguments, writingIn: folder) }
        let outcome = try ProcessRunner(confinement: limits.confinement).run(command ?? arguments, outputFile: folder.appending(path: "build.log"),
                                                                             timeout: limits.buildNow, temporaryFolder: folder.appending(path: "tmp"))
        guard outcome.termination == .exited(0) else { return .failed(outcome.termination, log: outcome.output) }
        if let stored, let storeKey { stored.store.keep(storeKey, module: stored.module, from: folder) }
        try fingerprint.write(to: stampFile, atomically: true, encoding: .utf8)
        return .built(fingerprint)
    }

    /// The verdict of a failed build, every path as the learner knows it.
    private func verdict(of build: Build?, in package: ScratchPackage) -> Verdict {
        guard case .failed(let termination, let log) = build else { return .unbuilt }
        var verdict = PackageRun.buildFailed(termination, log: log).verdict(of: package, in: workbook, limits: limits)
        verdict.diagnostics = verdict.diagnostics.uniqued()
        return verdict
    }
}
