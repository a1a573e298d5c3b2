import Foundation
import Testing
@testable import KataCommandLine
@testable import KataModel

@Suite("The layers of the tool", .toolWide)
struct ArchitectureTests {
    @Test("The README's Architecture table names the layers of Package.swift, lowest first, and each has its folder")
    func layers() throws {
        let root = try theWorkbook().root
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let declared = manifest.matches(of: /ToolLayer\(name: "(\w+)"/).map { String($0.output.1) }
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "## Architecture")[1].components(separatedBy: "\n## ")[0]
        let documented = section.matches(of: /\n\| `(\w+)` \|/).map { String($0.output.1) }
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Tools/KataKit").path).sorted()
        #expect(declared.count == 8)
        #expect(documented == declared)
        #expect(folders == declared.sorted())
    }

    /// The code (comments and string contents aside) of every Swift file of the layer `layer`, by path.
    private func code(of layer: String) throws -> [(path: String, code: String)] {
        let folder = try theWorkbook().root.appending(path: "Tools/KataKit/\(layer)")
        return SwiftSource.files(under: folder).map { ("\(layer)/\($0.path)", SwiftSource($0.text).code) }
    }

    @Test("Only KataCommandLine writes to the terminal; the layers below hand it what to say")
    func onlyTheCommandLinePrints() throws {
        let layers = ["KataModel", "KataResults", "KataRunning", "KataVerification", "KataWorkspace", "KataClassroom", "KataRendering"]
        for (path, code) in try layers.flatMap(code(of:)) {
            for call in ["print", "FileHandle.standardOutput", "FileHandle.standardError", "fputs", "putchar"] {
                // The call itself, not a name that ends with it (`fingerprint(`).
                #expect(code.firstMatch(of: try Regex("(?:^|[^A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: call))\\b")) == nil,
                        "\(path) writes to the terminal (\(call))")
            }
        }
    }

    @Test("KataResults and KataRendering never touch the disk: they read and make text")
    func pureLayers() throws {
        for (path, code) in try ["KataResults", "KataRendering"].flatMap(code(of:)) {
            for call in ["FileManager", "contentsOf:", ".write(to", "FileHandle(", "fopen("] {
                #expect(!code.contains(call), "\(path) touches the disk (\(call))")
            }
        }
    }

    @Test("KataCommandLine says nothing of its own: every line it prints is made in KataRendering (its help and usage errors aside)")
    func linesAreRendered() throws {
        for (path, code) in try code(of: "KataCommandLine") {
            #expect(code.firstMatch(of: /\b(output|notes|say)\(\s*"/) == nil, "\(path) prints a line it makes itself")
        }
    }

    /// The code of every Swift file of the library, by path (`Layer/Folder/File.swift`), read once for every test.
    private static let library = Result {
        try ["KataModel", "KataResults", "KataRunning", "KataVerification", "KataWorkspace", "KataClassroom", "KataRendering",
             "KataCommandLine"].flatMap { layer in
            let folder = try theWorkbook().root.appending(path: "Tools/KataKit/\(layer)")
            return SwiftSource.files(under: folder).map { (path: "\(layer)/\($0.path)", code: SwiftSource($0.text).code) }
        }
    }

    /// The files of the library whose code matches the regular expression `pattern`, by path, sorted.
    private func files(matching pattern: String) throws -> [String] {
        let regex = try Regex(pattern)
        return try Self.library.get().filter { $0.code.firstMatch(of: regex) != nil }.map(\.path).sorted()
    }

    @Test("Every process is started one way: ChildProcess alone spawns, for ProcessRunner and the watchdog (which ProcessRunner tells)")
    func oneDoorForProcesses() throws {
        #expect(try files(matching: #"posix_spawnp?\("#) == ["KataRunning/ChildProcess.swift"])
        #expect(try files(matching: #"ChildProcess\.start\("#) == ["KataRunning/ProcessRunner.swift", "KataRunning/Watchdog.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])(?:Process|fork|vfork|popen|system|execv|execve|execvp)\(|Foundation\.Process\b"#) == [])
    }

    @Test("One folder copier, in the lowest layer: no other file both walks a folder and copies files")
    func oneFolderCopier() throws {
        let walks = Set(try files(matching: #"\.enumerator\("#)), copies = Set(try files(matching: #"\.copyItem\(|\.createSymbolicLink\("#))
        #expect(walks.intersection(copies) == ["KataModel/Files/FolderCopy.swift"])
    }

    @Test("The build's backend is chosen in one place, and every other file asks the builder it gives")
    func backendChosenOnce() throws {
        #expect(try files(matching: #"buildPath\s*[=!]="#) == ["KataVerification/Building/PackageBuilder.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])(?:DirectBuild|SwiftPMBuild)\("#)
                == ["KataVerification/Building/DirectBuild.swift", "KataVerification/Building/PackageBuilder.swift"])
    }

    @Test("A boundary's differences are in its own file, and a grading's walls are built in one place")
    func boundariesAndSessions() throws {
        #expect(try files(matching: #"\.(?:bubblewrap|namespaces|separateUser)\b"#) == ["KataRunning/Confinement/Boundary.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])Confinement\("#).filter { $0.hasPrefix("KataClassroom/") } == ["KataClassroom/GradingSession.swift"])
    }

    @Test("Each verb is one type in a file of its own in KataCommandLine/Verbs, and every one is listed")
    func verbsAreTypes() throws {
        let folder = try theWorkbook().root.appending(path: "Tools/KataKit/KataCommandLine/Verbs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Commands.all.map { "\($0).swift" }.sorted())
        #expect(Set(Commands.all.map { $0.verb }).count == Commands.all.count)
    }
}
