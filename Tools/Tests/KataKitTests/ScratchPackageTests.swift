import Foundation
import Testing
@testable import KataModel
@testable import KataRunning

@Suite("Mirroring the workbook's folders into a scratch package")
struct ScratchPackageTests {
    @Test("Only changed files are rewritten, files gone from the original go, and paths map back")
    func mirror() throws {
        let root = try TemporaryDirectory()
        let code = root.url.appending(path: "Katas/pizza-menu/Giuseppes")
        let tests = root.url.appending(path: "Tests/pizza-menu/01-one-section")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "struct A {}".write(to: code.appending(path: "A.swift"), atomically: true, encoding: .utf8)
        try "struct B {}".write(to: code.appending(path: "B.swift"), atomically: true, encoding: .utf8)
        try "// tests".write(to: tests.appending(path: "T.swift"), atomically: true, encoding: .utf8)
        let package = ScratchPackage(directory: root.url.appending(path: ".build/kata/pizza-menu/learner"), module: "Giuseppes", code: code,
                                     testTargets: [.init(name: "WorkbookTests", side: .workbook, folder: tests)])

        try package.prepare()
        let copyOfA = package.directory.appending(path: "Sources/Giuseppes/A.swift")
        let inodeOfA = try FileManager.default.attributesOfItem(atPath: copyOfA.path)[.systemFileNumber] as? Int
        try FileManager.default.removeItem(at: code.appending(path: "B.swift"))
        try "struct C {}".write(to: code.appending(path: "C.swift"), atomically: true, encoding: .utf8)
        try package.prepare()

        let sources = try FileManager.default.contentsOfDirectory(atPath: package.directory.appending(path: "Sources/Giuseppes").path).sorted()
        #expect(sources == ["A.swift", "C.swift"])
        #expect(try FileManager.default.attributesOfItem(atPath: copyOfA.path)[.systemFileNumber] as? Int == inodeOfA,
                "an unchanged file is left alone, so the build does not redo it")
        let manifest = try String(contentsOf: package.directory.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".testTarget(name: "WorkbookTests", dependencies: ["Giuseppes"], path: "Tests/WorkbookTests", "#
            + #"swiftSettings: [.unsafeFlags(["-gnone"])]),"#))
        #expect(package.originalPath(of: package.directory.path + "/Tests/WorkbookTests/T.swift") == tests.path + "/T.swift")
        #expect(package.originalPath(of: "/elsewhere/X.swift") == "/elsewhere/X.swift")
    }

    @Test("A path reported with macOS's /private before /tmp, /var or /etc, or without it, maps to the learner's file")
    func privateFolders() {
        let package = ScratchPackage(directory: URL(filePath: "/var/folders/xy/T/kata/learner"), module: "Giuseppes",
                                     code: URL(filePath: "/tmp/workbook/Katas/pizza-menu/Giuseppes"),
                                     testTargets: [.init(name: "WorkbookTests", side: .workbook, folder: URL(filePath: "/tmp/workbook/Tests/s"))])
        #expect(package.originalPath(of: "/private/var/folders/xy/T/kata/learner/Sources/Giuseppes/A.swift")
            == "/tmp/workbook/Katas/pizza-menu/Giuseppes/A.swift")
        #expect(package.originalPath(of: "/var/folders/xy/T/kata/learner/Tests/WorkbookTests/T.swift") == "/tmp/workbook/Tests/s/T.swift")
        #expect(package.target(holding: "/private/var/folders/xy/T/kata/learner/Tests/WorkbookTests/T.swift") == "WorkbookTests")
        #expect(package.originalPath(of: "/private/varnish/X.swift") == "/private/varnish/X.swift", "only the linked folders")
        #expect(PrivateFolders.unlinked("/private/etc/hosts") == "/etc/hosts" && PrivateFolders.unlinked("/private/tmp") == "/tmp")
    }

    @Test("Files a test run writes into a test target's mirror are kept in the target's folder, never over a file there")
    func filesWrittenByTests() throws {
        let root = try TemporaryDirectory()
        let code = root.url.appending(path: "Katas/film-list/Films")
        let tests = root.url.appending(path: "Katas/film-list/FilmsTests")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests.appending(path: "__Snapshots__"), withIntermediateDirectories: true)
        try "// code".write(to: code.appending(path: "A.swift"), atomically: true, encoding: .utf8)
        try "// tests".write(to: tests.appending(path: "T.swift"), atomically: true, encoding: .utf8)
        try "mine\n".write(to: tests.appending(path: "__Snapshots__/kept.txt"), atomically: true, encoding: .utf8)
        let package = ScratchPackage(directory: root.url.appending(path: ".build/kata/film-list/learner"), module: "Films", code: code,
                                     testTargets: [.init(name: "FilmsTests", side: .learner, folder: tests)])
        try package.prepare()
        let mirror = package.directory.appending(path: "Tests/FilmsTests/__Snapshots__")
        try "recorded\n".write(to: mirror.appending(path: "new.txt"), atomically: true, encoding: .utf8)
        try "scratch\n".write(to: mirror.appending(path: "kept.txt"), atomically: true, encoding: .utf8)
        try "hidden\n".write(to: mirror.appending(path: ".hidden"), atomically: true, encoding: .utf8)

        let kept = try package.keepFilesWritten(byTestTarget: "FilmsTests")

        #expect(kept.map(\.lastPathComponent) == ["new.txt"])
        #expect(try String(contentsOf: tests.appending(path: "__Snapshots__/new.txt"), encoding: .utf8) == "recorded\n")
        #expect(try String(contentsOf: tests.appending(path: "__Snapshots__/kept.txt"), encoding: .utf8) == "mine\n",
                "a file of the learner's is never replaced")
        #expect(!FileManager.default.fileExists(atPath: tests.appending(path: "__Snapshots__/.hidden").path))
        #expect(try package.keepFilesWritten(byTestTarget: "FilmsTests").isEmpty, "a file is kept once")
        #expect(try package.keepFilesWritten(byTestTarget: "WorkbookTests").isEmpty)
    }

    @Test("A link that finds a symbol missing is a stale object; touching the tests' sources makes them compile again")
    func staleLink() throws {
        #expect(SuiteRunner.isStaleLink("Tests/T.swift:6: error: undefined reference to '$s9Giuseppes14MenuDataSourceVACycfC'"))
        #expect(SuiteRunner.isStaleLink("Undefined symbols for architecture arm64:"))
        #expect(!SuiteRunner.isStaleLink("T.swift:6:26: error: cannot find 'MenuDataSource' in scope"))
        let root = try TemporaryDirectory()
        let tests = root.url.appending(path: "Katas/pizza-menu/GiuseppesTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "// tests".write(to: tests.appending(path: "T.swift"), atomically: true, encoding: .utf8)
        let package = ScratchPackage(directory: root.url.appending(path: "scratch"), module: "Giuseppes", code: tests,
                                     testTargets: [.init(name: "GiuseppesTests", side: .learner, folder: tests)])
        try package.prepare()
        let copy = package.directory.appending(path: "Tests/GiuseppesTests/T.swift").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: copy)
        try package.touchTestSources()
        let touched = try #require(FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date)
        #expect(touched.timeIntervalSinceNow > -60)
    }

    @Test("Versions of the code are targets of their own, each test copy importing its version under the module's name")
    func versions() throws {
        let root = try TemporaryDirectory()
        let code = root.url.appending(path: "Solutions/pizza-menu/05-x")
        let tests = root.url.appending(path: "Katas/pizza-menu/GiuseppesTests")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "let rows = 0".write(to: code.appending(path: "A.swift"), atomically: true, encoding: .utf8)
        try "// tests".write(to: tests.appending(path: "T.swift"), atomically: true, encoding: .utf8)
        func package(_ versions: [String]) -> ScratchPackage {
            ScratchPackage(
                directory: root.url.appending(path: ".build/kata/pizza-menu/proof"), module: "Giuseppes",
                codeTargets: versions.map { .init(name: "Giuseppes\($0)", source: .init(folder: code, replacing: $0.isEmpty ? [:] : ["A.swift": "let rows = 3"]),
                                                  isLearners: $0.isEmpty) },
                testTargets: versions.map { .init(name: "GiuseppesTests\($0)", side: .learner, folder: tests, code: "Giuseppes\($0)") })
        }

        try package(["", "Mutant1"]).prepare()
        let directory = root.url.appending(path: ".build/kata/pizza-menu/proof")
        let manifest = try String(contentsOf: directory.appending(path: "Package.swift"), encoding: .utf8)
        // The learner's code and tests are compiled under strict memory safety, every other version of the code as it is.
        #expect(manifest.contains(#".target(name: "Giuseppes", path: "Sources/Giuseppes", "#
            + #"swiftSettings: [.unsafeFlags(["-gnone", "-strict-memory-safety", "-Werror", "StrictMemorySafety"])]),"#))
        #expect(manifest.contains(#".target(name: "GiuseppesMutant1", path: "Sources/GiuseppesMutant1", swiftSettings: [.unsafeFlags(["-gnone"])]),"#))
        #expect(manifest.contains(#".testTarget(name: "GiuseppesTests", dependencies: ["Giuseppes"], path: "Tests/GiuseppesTests", "#
            + #"swiftSettings: [.unsafeFlags(["-gnone", "-strict-memory-safety", "-Werror", "StrictMemorySafety"])]),"#))
        #expect(manifest.contains(#".testTarget(name: "GiuseppesTestsMutant1", dependencies: ["GiuseppesMutant1"], path: "Tests/GiuseppesTestsMutant1", "#
            + #"swiftSettings: [.unsafeFlags(["-gnone", "-strict-memory-safety", "-Werror", "StrictMemorySafety", "-module-alias", "Giuseppes=GiuseppesMutant1"])]),"#))
        #expect(try String(contentsOf: directory.appending(path: "Sources/GiuseppesMutant1/A.swift"), encoding: .utf8) == "let rows = 3")
        #expect(try String(contentsOf: directory.appending(path: "Sources/Giuseppes/A.swift"), encoding: .utf8) == "let rows = 0")
        #expect(package(["", "Mutant1"]).target(holding: directory.path + "/Tests/GiuseppesTestsMutant1/T.swift") == "GiuseppesTestsMutant1")

        try package([""]).prepare()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "Sources").path) == ["Giuseppes"],
                "a version no longer in the package is removed")
    }
}
