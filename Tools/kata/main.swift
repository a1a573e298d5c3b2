import Foundation
import KataKit

let environment = ProcessInfo.processInfo.environment
let style = TerminalStyle.forStandardOutput(environment: environment)
let printError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

// Ctrl-C stops the builds and test processes the tool started (they run in process groups of their own), then the tool.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
interrupt.setEventHandler {
    ProcessRunner.stopEverything()
    printError("Interrupted: nothing was left running.")
    exit(130)
}
interrupt.resume()

do {
    let command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
    let workbook = try Workbook.locate(from: URL(filePath: FileManager.default.currentDirectoryPath))
    let runner = CommandRunner(workbook: workbook, style: style, output: { print($0) }, notes: printError)
    exit(runner.run(command))
} catch {
    printError("error: \(error)")
    exit(2)
}
