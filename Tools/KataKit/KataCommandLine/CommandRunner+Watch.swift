import Foundation
import KataModel
import KataRendering
import KataWorkspace

extension CommandRunner {
    /// Verifies the kata at once and again after each burst of saves in `Katas/<kata>`, until `stop` says so; the
    /// screen is cleared before each verdict on a terminal. `pause` waits between looks at the folder.
    func watch(_ kataID: String?, until stop: () -> Bool, pause: (Duration) -> Void) throws {
        let kata = try chooseKata(kataID, progress: loadProgress())
        try requireLearnerFolders(of: kata)
        let folder = workbook.root.appending(path: kata.paths.workspace)
        WatchLoop<FolderState>().run(observe: { FolderState(of: folder) }, pause: pause, stop: stop) {
            if style.isTerminal { output(TerminalStyle.clearScreen) }
            do {
                _ = try verify(kata.id, options: VerifyOptions())
            } catch {
                report(error)
            }
            output(lines.watching(kata))
        }
    }

    /// `kata watch` on a terminal: single keys on, and the loop stops at `q`.
    func watchUntilQ(_ kataID: String?) throws -> ExitStatus {
        let keys = KeyboardInput.start()
        defer { KeyboardInput.restore() }
        try watch(kataID, until: { keys && KeyboardInput.pressed("q") }, pause: { duration in
            let (seconds, attoseconds) = duration.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        })
        return .success
    }
}
