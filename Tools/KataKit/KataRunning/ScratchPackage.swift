import Foundation
import KataModel
import KataToolOutput

/// A package under `.build/kata` whose targets are mirrors of folders of the workbook.
///
/// It stays in place between runs, so SwiftPM builds it incrementally. The folders are copied, not linked:
/// a file is rewritten only when its content differs, which gives it a new modification time. Behind a
/// re-pointed symbolic link, another stage's file of the same name can be older than the last build, and
/// the build then keeps the stale object.
///
/// A package can hold several versions of the code under test (the reference and its mutants), each a target
/// of its own; a test target imports its version under the kata's module name through a module alias, so the
/// same test files build against each of them in one build.
package struct ScratchPackage: Sendable {
    /// A folder of the workbook as a target sees it, with the text of some of its files replaced.
    package struct Mirror: Sendable {
        package var folder: URL
        /// New text for files of the folder, by path relative to it.
        var replacing: [String: String] = [:]
        /// Files the folder does not have, by path relative to it, and their text.
        var adding: [String: String] = [:]

        package init(folder: URL, replacing: [String: String] = [:], adding: [String: String] = [:]) {
            self.folder = folder
            self.replacing = replacing
            self.adding = adding
        }
    }

    /// A library target holding one version of the code under test.
    package struct CodeTarget: Sendable {
        package var name: String
        package var source: Mirror
        /// Whether it is the learner's own code, compiled under strict memory safety (see `StrictMemorySafety`).
        package var isLearners: Bool

        package init(name: String, source: Mirror, isLearners: Bool = false) {
            self.name = name
            self.source = source
            self.isLearners = isLearners
        }
    }

    /// A test target, whose tests they are, and the code target it tests.
    package struct TestTarget: Sendable {
        package var name: String
        package var side: TestSide
        package var source: Mirror
        /// The code target it depends on; `nil` for the one named after the kata's module.
        package var code: String?
        /// What its test runs have in their environment besides what every run has.
        var environment: [String: String] = [:]
        /// The module its tests are compiled as where they are built directly (see `DirectBuild`): the same for every
        /// version of the code one set of tests runs against, so that a version whose interface is the same as
        /// another's (a mutant's is its reference's) shares the tests' compile. SwiftPM names it after the target.
        package var module: String
        /// The code target whose module its tests are compiled against, when not `code`'s: one with the same
        /// declarations (the reference, for a mutant schemata as `code`), so the tests compile once for both.
        package var interface: String?
        /// The switch of a mutant schemata (see `MutantSchemata`) its runs read from their standard input, where it is
        /// built directly; `nil`: none. SwiftPM's build gives none, so a package with one is built directly or not at all.
        package var input: Int?

        package init(name: String, side: TestSide, folder: URL, code: String? = nil, module: String? = nil) {
            self.init(name: name, side: side, source: Mirror(folder: folder), code: code, module: module)
        }

        package init(name: String, side: TestSide, source: Mirror, code: String? = nil, module: String? = nil, environment: [String: String] = [:]) {
            self.name = name
            self.side = side
            self.source = source
            self.environment = environment
            self.code = code
            self.module = module ?? name
        }
    }

    /// The package's name, which also names its test product.
    static let name = "KataScratch"

    package let directory: URL
    /// The module the tests import, e.g. `Giuseppes`.
    package let module: String
    package let codeTargets: [CodeTarget]
    package let testTargets: [TestTarget]
    /// The compiler's cache of the modules it imports (Foundation, XCTest, Testing, ...) built from their interfaces,
    /// shared by the scratch packages of a workbook: in a package's own build folder, every first build would
    /// make it again (about 12 s on 2 cores). `nil`: the package's own.
    package let moduleCache: URL?

    /// A package with one version of the code, named after the module: the learner's own where `isLearners`.
    package init(directory: URL, module: String, code: URL, isLearners: Bool = false, testTargets: [TestTarget], moduleCache: URL? = nil) {
        self.init(directory: directory, module: module, codeTargets: [CodeTarget(name: module, source: Mirror(folder: code), isLearners: isLearners)],
                  testTargets: testTargets, moduleCache: moduleCache)
    }

    package init(directory: URL, module: String, codeTargets: [CodeTarget], testTargets: [TestTarget], moduleCache: URL? = nil) {
        self.directory = directory
        self.module = module
        self.codeTargets = codeTargets
        self.testTargets = testTargets
        self.moduleCache = moduleCache
    }

    /// The same package without the test targets named, nor the code targets only they tested.
    package func without(testTargets names: Set<String>) -> ScratchPackage {
        let kept = testTargets.filter { !names.contains($0.name) }
        let tested = Set(kept.map { $0.code ?? module })
        return ScratchPackage(directory: directory, module: module, codeTargets: codeTargets.filter { tested.contains($0.name) }, testTargets: kept,
                              moduleCache: moduleCache)
    }

    /// The temporary folder of the package's builds (`build`) or of one test target's runs: the same from run to
    /// run, emptied after each, and inside the package, so that nothing is left in the system's temporary folder.
    func temporaryFolder(for user: String) -> URL { directory.appending(path: "tmp/\(user)") }

    private var mirrors: [(copy: URL, source: Mirror)] {
        codeTargets.map { (directory.appending(path: Self.codePath(of: $0.name)), $0.source) }
            + testTargets.map { (folder(ofTests: $0.name), $0.source) }
    }

    /// The folder of a code target, relative to the package.
    private static func codePath(of target: String) -> String { "Sources/\(target)" }

    /// The folder of a test target, relative to the package.
    private static func testsPath(of target: String) -> String { "Tests/\(target)" }

    /// The mirror of the test target `target`'s folder.
    package func folder(ofTests target: String) -> URL {
        directory.appending(path: Self.testsPath(of: target))
    }

    /// The side of the tests a mirror holds, `nil` for code.
    private func side(of copy: URL) -> TestSide? {
        testTargets.first { folder(ofTests: $0.name) == copy }?.side
    }

    /// Writes the manifest and mirrors each folder, touching only what changed (a changed manifest costs a re-plan).
    package func prepare() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FolderCopy.write(Data(manifestText.utf8), to: directory.appending(path: KataPaths.packageManifest))
        let wanted = Set(mirrors.map(\.copy.lastPathComponent))
        for parent in ["Sources", "Tests"] {
            let folder = directory.appending(path: parent)
            for stale in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !wanted.contains(stale) {
                try FileManager.default.removeItem(at: folder.appending(path: stale))
            }
        }
        for (copy, source) in mirrors {
            try Self.mirror(source, into: copy, tests: side(of: copy))
        }
    }

    /// Empties every file of the code targets' mirrors, which the build has compiled, so that a test process cannot
    /// read the source of the code it is linked with: under grading, hollow tests could pass on the reference's text
    /// alone and fail on a mutant's. `prepare` writes them again (a direct build sees the same bytes, and compiles
    /// nothing again).
    package func blankCodeMirrors() throws {
        for target in codeTargets {
            let copy = directory.appending(path: Self.codePath(of: target.name))
            for path in SourceFiles.paths(under: copy, includingHidden: true) {
                try Data().write(to: copy.appending(path: path))
            }
        }
    }

    /// Copies into a test target's folder the files its tests wrote into the target's mirror, such as a snapshot
    /// recorded on a first run, so that they are not lost when the mirror is made again. A file the folder already
    /// has is never replaced. Returns the copied files, in the folder.
    package func keepFilesWritten(byTestTarget name: String) throws -> [URL] {
        guard let target = testTargets.first(where: { $0.name == name }) else { return [] }
        return try FolderCopy.addMissing(from: folder(ofTests: name), to: target.source.folder, except: [TestInstrumentation.recorderFile])
    }

    /// Gives every Swift file of the test targets' mirrors a new modification date, so that the next build
    /// compiles the tests again.
    func touchTestSources() throws {
        for target in testTargets {
            let copy = folder(ofTests: target.name)
            for path in SourceFiles.paths(under: copy) where path.hasSuffix(".swift") {
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: copy.appending(path: path).path)
            }
        }
    }

    /// The path the learner knows for a path reported inside one of the mirrors (by either spelling of a folder
    /// under macOS's `/private`).
    package func originalPath(of reported: String) -> String {
        let unlinked = PrivateFolders.unlinked(reported)
        for (copy, source) in mirrors {
            let mirror = PrivateFolders.unlinked(copy.path)
            if unlinked.hasPrefix(mirror + "/") { return source.folder.path + unlinked.dropFirst(mirror.count) }
        }
        return reported
    }

    /// The target whose mirror holds a reported path, if one does.
    package func target(holding reported: String) -> String? {
        let unlinked = PrivateFolders.unlinked(reported)
        return mirrors.first { unlinked.hasPrefix(PrivateFolders.unlinked($0.copy.path) + "/") }?.copy.lastPathComponent
    }

    /// Mirrors `source` into `copy`; the files of a test target (`tests` names whose) are instrumented (see
    /// `TestInstrumentation`), and an XCTest target gets the recorder.
    private static func mirror(_ source: Mirror, into copy: URL, tests: TestSide?) throws {
        var texts: [String: Data] = [:]
        for file in SourceFiles.paths(under: source.folder) + source.adding.keys.sorted() {
            let data = try (source.adding[file] ?? source.replacing[file]).map { Data($0.utf8) } ?? Data(contentsOf: source.folder.appending(path: file))
            guard let tests, file.hasSuffix(".swift"), let text = String(data: data, encoding: .utf8) else {
                texts[file] = data
                continue
            }
            let framework: TestFramework? = text.contains("import XCTest") ? .xctest : text.contains("import Testing") ? .swiftTesting : nil
            if framework == .xctest { texts[TestInstrumentation.recorderFile] = Data(TestInstrumentation.recorderSource.utf8) }
            let instrumented = switch (framework, tests) {
            case (nil, _): text
            case (let framework?, .workbook): TestInstrumentation.workbookSuite(text, framework: framework)
            case (.xctest, .learner): TestInstrumentation.observed(text)
            case (.swiftTesting, .learner): text
            }
            texts[file] = Data(instrumented.utf8)
        }
        try FolderCopy.synchronize(copy, withFiles: texts)
    }

    private var manifestText: String {
        // No debug info: nothing reads it (a trap is reported by the runtime's message), and without it a build
        // runs one process less per module.
        let strict = { (isLearners: Bool) in isLearners ? StrictMemorySafety.compilerOptions : [] }
        let code = codeTargets.map { PackageManifest.Target(name: $0.name, path: Self.codePath(of: $0.name), flags: ["-gnone"] + strict($0.isLearners)) }
        let tests = testTargets.map { target in
            let code = target.code ?? module
            return PackageManifest.Target(name: target.name, isTest: true, dependencies: [code], path: Self.testsPath(of: target.name),
                                          flags: ["-gnone"] + strict(target.side == .learner) + (code == module ? [] : ["-module-alias", "\(module)=\(code)"]))
        }
        return PackageManifest(name: Self.name, about: "Written by the kata tool: a scratch package whose targets mirror the workbook's folders.",
                               targets: code + tests).text
    }
}
