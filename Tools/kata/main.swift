import Foundation
import KataKit

let environment = ProcessInfo.processInfo.environment
let style = TerminalStyle.forStandardOutput(environment: environment)
let printError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

// Ctrl-C, `kill` and a closed terminal stop the builds and test processes the tool started, then the tool.
StopSignals.install { _ in
    KeyboardInput.restore()
    printError("Interrupted: nothing was left running.")
}

do {
    let command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
    let workbook = try Workbook.locate(from: URL(filePath: FileManager.default.currentDirectoryPath))
    let runner = CommandRunner(workbook: workbook, style: style, noteStyle: .forStandardError(environment: environment),
                               output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }, notes: printError)
    exit(runner.run(command))
} catch {
    printError("error: \(error)")
    exit(2)
}
