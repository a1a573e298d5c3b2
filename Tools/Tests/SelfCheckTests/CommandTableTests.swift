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
        #expect(try readmeVerbs() == Commands.all.filter { $0.summary != nil }.map { $0.verb })
    }

    @Test("kata --help lists every verb with its line, and each verb has help of its own")
    func help() throws {
        for verb in Commands.all where verb.summary != nil {
            #expect(HelpCommand.overview.contains("\n  \(verb.synopsis)"), "\(verb.verb)")
            #expect(verb.help.hasPrefix("Usage: swift run kata \(verb.verb)"), "\(verb.verb)")
        }
        #expect(Commands.named("lint") == nil)
        #expect(throws: UsageError("There is no command 'lint'. Run `kata --help`.")) { try HelpCommand(topic: "lint").text() }
    }
}
