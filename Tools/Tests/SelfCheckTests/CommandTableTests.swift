import Foundation
import Testing
@testable import KataCommandLine

@Suite("The verbs of the kata command", .toolWide)
struct CommandTableTests {
    /// The verbs the README's command table names, each once, in the order of its rows.
    private func readmeVerbs() throws -> [String] {
        let readme = try String(contentsOf: try theWorkbook().root.appending(path: "README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "## The `kata` command")[1].components(separatedBy: "\n\n")[1]
        var verbs: [String] = []
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let command = row.dropFirst(2).components(separatedBy: " | ")[0]
            guard let verb = command.firstMatch(of: /kata (\w+)/)?.output.1, !verbs.contains(String(verb)) else { continue }
            verbs.append(String(verb))
        }
        return verbs
    }

    @Test("The README's command table lists every verb of the tool, in the tool's order, and no other")
    func readmeTable() throws {
        #expect(try readmeVerbs() == Verb.allCases.filter { $0.summary != nil }.map(\.rawValue))
    }

    @Test("kata --help lists every verb with its line, and each verb has help of its own")
    func help() throws {
        for verb in Verb.allCases where verb.summary != nil {
            #expect(HelpText.overview.contains("\n  \(verb.synopsis)"), "\(verb)")
            #expect(HelpText.text(for: verb.rawValue)?.hasPrefix("Usage: swift run kata \(verb.rawValue)") == true, "\(verb)")
        }
        #expect(HelpText.text(for: "lint") == nil)
    }
}
