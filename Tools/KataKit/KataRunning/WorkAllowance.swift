import Foundation
import KataModel

/// A learner's or student's work whose compiled objects are held to their kata's allowance (see `SymbolAllowance`)
/// before anything of theirs runs: a grade's and a verify's alike, so that a green and a grade of the same work agree.
package struct WorkAllowance: Sendable {
    /// The folders of the work, their code's and their tests': a target built from one of them, or from inside one,
    /// is theirs.
    let folders: Set<String>
    /// What their kata allows its tests to reach.
    let capabilities: Set<KataCapability>

    package init(folders: [URL], capabilities: Set<KataCapability>) {
        self.folders = Set(folders.map(\.standardizedFileURL.path))
        self.capabilities = capabilities
    }

    /// Whether a target built from `folder` is of the work: one of its folders, or inside one.
    func holds(_ folder: URL) -> Bool {
        let path = folder.standardizedFileURL.path
        return folders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}

extension Workbook {
    /// The learner's work on `kata`, held to what the kata allows.
    package func allowance(_ kata: Kata) -> WorkAllowance {
        WorkAllowance(folders: [learnerCode(kata), learnerTests(kata)], capabilities: kata.capabilities)
    }
}
