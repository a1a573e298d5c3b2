import Foundation
import KataModel
import KataRendering
import KataWorkspace

/// `kata watch`: verify again each time a file of the kata is saved, until `q`.
struct WatchCommand: Command, Equatable {
    static let verb = "watch"
    static let synopsis = "watch [KATA]"
    static let summary: String? = "verify again each time you save a file of the kata; q stops"
    static let syntax = CommandSyntax(verb: verb, mostWords: 1)
    static let help = syntax.help(usage: [syntax.usage("[KATA]")], about: """
        Verifies your stage at once, then again each time you save a file in Katas/KATA: the screen is cleared
        and the latest verdict shown. A burst of saves (an editor writes several files) makes one verify, and a
        save while a verify runs makes exactly one more after it. When a stage is done, the next save verifies the
        next stage. Press q (or Ctrl-C) to stop; nothing is left running.
        """)

    /// The kata named, if any.
    var kata: String?

    var builds: Bool { true }

    /// On a terminal: single keys on, and the loop stops at `q`.
    func run(in context: CommandContext) throws -> ExitStatus {
        let keys = KeyboardInput.start()
        defer { KeyboardInput.restore() }
        try watch(in: context, until: { keys && KeyboardInput.pressed("q") }, pause: { duration in
            let (seconds, attoseconds) = duration.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        })
        return .success
    }

    /// Verifies the kata at once and again after each burst of saves in `Katas/<kata>`, until `stop` says so; the
    /// screen is cleared before each verdict on a terminal. `pause` waits between looks at the folder.
    func watch(in context: CommandContext, until stop: () -> Bool, pause: (Duration) -> Void) throws {
        let kata = try context.chooseKata(self.kata, progress: context.loadProgress())
        try context.requireLearnerFolders(of: kata)
        let folder = context.workbook.root.appending(path: kata.paths.workspace)
        WatchLoop<FolderState>().run(observe: { FolderState(of: folder) }, pause: pause, stop: stop) {
            if context.style.isTerminal { context.output(TerminalStyle.clearScreen) }
            do {
                _ = try VerifyCommand(kata: kata.id).run(in: context)
            } catch {
                context.report(error)
            }
            context.output(context.lines.watching(kata))
        }
    }
}

extension WatchCommand {
    /// The command its command line reads as.
    init(_ reading: CommandSyntax.Reading) {
        kata = reading.words.first
    }
}
