import Foundation
import KataModel
import KataRendering
import KataRunning
import KataWorkspace

/// The `kata` program: its command line read, carried out in the workbook around the working folder, and its exit status.
public enum KataProgram {
    /// Runs the command `arguments` give (those after the program's name) and returns the exit status.
    /// `builtFrom` is a source file of the tool's, whose workbook serves when the working folder is outside any (Xcode
    /// runs the `kata` scheme in its build folder).
    public static func run(_ arguments: [String], builtFrom: URL? = nil) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        // Ctrl-C, `kill` and a closed terminal stop the builds and test processes the tool started, then the tool.
        StopSignals.install { _ in
            KeyboardInput.restore()
            printError(CommandLines.interrupted)
        }
        let notes = TerminalStyle.forStandardError(environment: environment)
        do {
            let command = try Commands.parse(arguments)
            // Help needs no workbook: it works wherever the program is.
            if let help = command as? HelpCommand {
                FileHandle.standardOutput.write(Data((try help.text() + "\n").utf8))
                return ExitStatus.success.rawValue
            }
            // The build path is chosen once, before anything is done: a choice the tool cannot take is refused here.
            _ = try BuildPath.current.get()
            let workbook = try Workbook.locate(from: URL(filePath: FileManager.default.currentDirectoryPath), environment: environment,
                                               builtFrom: builtFrom)
            let context = CommandContext(workbook: workbook, style: .forStandardOutput(environment: environment), noteStyle: notes,
                                       output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }, notes: printError)
            return context.run(command)
        } catch {
            return CommandContext.report(error, to: printError).rawValue
        }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
