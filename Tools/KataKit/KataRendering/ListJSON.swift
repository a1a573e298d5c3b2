import Foundation
import KataModel
import KataWorkspace

/// The JSON document of `kata list --json`: every kata and the learner's progress in it.
package struct ListJSON: Encodable {
    /// The version of this document's shape.
    let version = 1
    var katas: [Entry]
    /// The kata verified last, if any.
    var current: String?

    struct Entry: Encodable {
        var id: String
        var title: String
        /// `XCTest` or `Swift Testing`.
        var framework: String
        var stages: Int
        /// The stage the learner is at, from 1; `stages + 1` when the kata is done.
        var stage: Int
        var done: Bool
        /// The colour of the last verify, if there was one.
        var lastVerdict: String?
        var lastRun: Date?
        var hintsTaken: Int
    }

    package init(_ katas: [Kata], progress: WorkbookProgress) {
        self.katas = katas.map { kata in
            let state = progress.of(kata)
            return Entry(id: kata.id, title: kata.title, framework: kata.framework.displayName, stages: kata.stages.count, stage: state.stage,
                         done: progress.isDone(kata), lastVerdict: state.lastVerdict?.rawValue, lastRun: state.lastRun,
                         hintsTaken: state.hintsTaken ?? 0)
        }
        current = progress.current
    }

    /// The document as text.
    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
