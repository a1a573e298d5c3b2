import Foundation
import KataRunning

/// `kata help [COMMAND]`, `kata --help`, `kata COMMAND --help`: help on one command, or on all of them.
struct HelpCommand: Command, Equatable {
    static let verb = "help"
    static let synopsis = "help [COMMAND]"
    static let summary: String? = nil
    static let syntax = CommandSyntax(verb: verb, parameters: flags, mostWords: .max)
    /// The flags that ask for help, after any verb or alone.
    static let flags = [Flag(name: "--help"), Flag(name: "-h")]
    static var help: String { overview }

    /// The tool's help: what it is, every command in a line, and the exit statuses.
    static let overview = """
        kata: test-driven development katas for the logic behind SwiftUI screens.

        Usage: swift run kata [COMMAND]

        Commands:
        \(commandLines)

        Run `swift run kata COMMAND --help` for one command. Exit status: 0 green or done, 1 any other verdict, 2 bad input,
        3 the machine or a program the tool runs failed (git or swift cannot be started, a Swift older than \(ToolchainFloor.minimum), a workbook
        file cannot be written).
        """

    /// The overview's list of commands, one line each from `Commands.all`, a long synopsis on a line of its own.
    private static var commandLines: String {
        Commands.all.compactMap { verb in
            verb.summary.map { summary in
                let synopsis = "  " + verb.synopsis
                return synopsis.count <= 22 ? synopsis.padding(toLength: 24, withPad: " ", startingAt: 0) + summary
                    : synopsis + "\n" + String(repeating: " ", count: 24) + summary
            }
        }.joined(separator: "\n")
    }

    /// Whether `word` is one of the flags that ask for help.
    static func asksForHelp(_ word: String) -> Bool {
        flags.contains { $0.name == word }
    }

    /// The command asked about; the tool's overview when `nil`.
    var topic: String?

    /// The help asked for, or a usage error naming the command that does not exist.
    func text() throws(UsageError) -> String {
        guard let topic else { return Self.overview }
        guard let verb = Commands.named(topic) else { throw UsageError("There is no command '\(topic)'. Run `kata --help`.") }
        return verb.help
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        context.output(try text())
        return .success
    }
}

extension HelpCommand {
    /// The first word names the command asked about; `--help` beside it changes nothing.
    init(_ reading: CommandSyntax.Reading) {
        topic = reading.words.first
    }
}
