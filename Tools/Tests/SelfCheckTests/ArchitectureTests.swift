import Foundation
import Testing
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
}
