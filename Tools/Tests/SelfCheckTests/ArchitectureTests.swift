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

    @Test("Each verb is one type in a file of its own in KataCommandLine/Verbs, and every one is listed")
    func verbsAreTypes() throws {
        let folder = try theWorkbook().root.appending(path: "Tools/KataKit/KataCommandLine/Verbs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Commands.all.map { "\($0).swift" }.sorted())
        #expect(Set(Commands.all.map { $0.verb }).count == Commands.all.count)
    }
}
