import Foundation
import KataModel
import KataVerification
import KataWorkspace

/// Renders a kata's run history: the lights of each stage in order, and what the rhythm says.
package struct LogRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// Slips in a row (failed verifies the lesson does not ask for) from which the log suggests a smaller step.
    static let longRunOfSlips = 5

    /// What the log and a verify say of `count` slips in a row.
    package static func slipsNote(_ count: Int) -> String? {
        count >= longRunOfSlips ? "\(count) failed verifies in a row that the lesson does not ask for: a smaller step, or `kata hint`, may help" : nil
    }

    /// One line per stage that has a verify, then how often the learner's predictions were right.
    ///
    /// A stage's time runs from when it began: the verify that completed the stage before, or a `kata start` or
    /// `kata reset` (in `begun`), whichever came last; without either, its first verify.
    package func render(_ records: [RunRecord], begun: [StageBegun] = [], of kata: Kata) -> String {
        guard !records.isEmpty else { return "No verify of \(kata.id) yet. Start with `swift run kata show \(kata.id)`." }
        let done = Set(records.filter(\.done).map(\.stage)).count
        var lines = [style.bold("\(kata.title) (\(kata.id)): \(done) of \(kata.stages.count) stages done, \(records.count) verifies")]
        let stages = Dictionary(grouping: records, by: \.stage)
        let width = stages.values.map(visibleWidth).max() ?? 0
        for number in stages.keys.sorted() {
            guard let runs = stages[number] else { continue }
            let lights = runs.map(light).joined(separator: " ")
            let padding = String(repeating: " ", count: width - visibleWidth(runs))
            let label = "  stage " + (number < 10 ? " " : "") + "\(number)  "
            let starts = begun.filter { $0.stage == number }
            let previousDone = records.filter { $0.stage == number - 1 && $0.done }.map(\.date)
            let context = StageContext(stage: kata.stage(number), began: starts.map(\.began) + previousDone, startedBy: starts.last?.by)
            lines.append(label + lights + padding + "  " + notes(runs, context).joined(separator: "; "))
        }
        if records.contains(where: \.wasRefused) {
            lines.append(style.colours ? "○ a green that did not complete its stage, and why" : "refused: a green that did not complete its stage, and why")
        }
        if records.contains(where: isMarkedSlip) {
            lines.append(style.colours ? "× a slip: a failed verify the lesson does not ask for" : "*: a slip, a failed verify the lesson does not ask for")
        }
        let predictions = records.compactMap { record in record.predicted.map { ($0, record.colour) } }
        if !predictions.isEmpty {
            let right = predictions.filter { $0.1.fulfils(prediction: $0.0) }.count
            lines.append("Your predictions were right \(right) time\(right == 1 ? "" : "s") of \(predictions.count).")
        }
        return lines.joined(separator: "\n")
    }

    /// What the log knows of a stage besides its verifies.
    private struct StageContext {
        var stage: Stage?
        /// When it may have begun: a start, a reset, the stage before done.
        var began: [Date]
        /// The command that last began it (`start`, `reset`), if one did.
        var startedBy: String?
    }

    /// How many characters the lights of `runs` take on screen.
    private func visibleWidth(_ runs: [RunRecord]) -> Int {
        runs.map { style.colours ? "●" : word($0) }.joined(separator: " ").count
    }

    private func light(_ run: RunRecord) -> String {
        guard style.colours else { return word(run) }
        return style.tint(run.wasRefused ? "○" : isMarkedSlip(run) ? "×" : "●", run.colour)
    }

    /// A verify's light as a word: its colour (with `*` for a slip), or `refused` for a green that did not complete
    /// its stage.
    private func word(_ run: RunRecord) -> String {
        run.wasRefused ? "refused" : run.colour.word + (isMarkedSlip(run) ? "*" : "")
    }

    /// Whether a verify is shown as a slip: one whose record tells the stage's red (a record kept before it did
    /// counts every failure as a slip, which the lights do not claim).
    private func isMarkedSlip(_ run: RunRecord) -> Bool {
        run.stageRed != nil && run.isSlip
    }

    /// What the verifies of one stage say: how it began and ended, and what the rhythm suggests.
    private func notes(_ runs: [RunRecord], _ context: StageContext) -> [String] {
        var notes: [String] = []
        if let command = context.startedBy { notes.append("begun with `kata \(command)`") }
        if let finish = runs.firstIndex(where: \.done) {
            let record = runs[finish]
            let began = context.began.filter { $0 <= record.date }.max() ?? runs[0].date
            let hints = record.hints == 0 ? "" : ", with \(record.hints) hint\(record.hints == 1 ? "" : "s")"
            notes.append("done in \(Self.duration(from: began, to: record.date))\(hints)")
            if context.stage?.kind == .refactor {
                notes.append("the refactor made")
            } else if !runs[...finish].contains(where: \.showsLearnerRed) {
                notes.append("went green without ever being red: was the test written first?")
            }
        } else {
            notes.append("not done yet")
        }
        // On a refactor stage, a green before the refactor is made is the lesson's own first step, not a refusal.
        let forTheRefactor = { (run: RunRecord) in run.refusedForTheRefactor(wordedAs: NotDoneText.refactorNotMadeWords) }
        let seenGreenFirst = context.stage?.kind == .refactor && runs.contains(where: forTheRefactor)
        if seenGreenFirst { notes.append("the bar seen green before the refactor, as the lesson asks") }
        let refusals = runs.filter { $0.wasRefused && !(seenGreenFirst && forTheRefactor($0)) }.map { $0.notDone.map(NotDoneText.words) ?? $0.refused ?? "" }
        if !refusals.isEmpty {
            notes.append("\(refusals.count) green\(refusals.count == 1 ? "" : "s") refused (\(refusals.uniqued().joined(separator: "; ")))")
        }
        if let slips = Self.slipsNote(RunRecord.slipsInARow(runs).longest) { notes.append(slips) }
        return notes
    }

    /// "40 s", "12 min", "2 h 5 min".
    static func duration(from start: Date, to end: Date) -> String {
        let seconds = max(0, Int(end.timeIntervalSince(start)))
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return "\(seconds / 60) min" }
        return "\(seconds / 3600) h \(seconds % 3600 / 60) min"
    }
}
