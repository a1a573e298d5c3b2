import Foundation

/// Renders a kata's run history: the lights of each stage in order, and what the rhythm says.
struct LogRenderer: Sendable {
    let style: TerminalStyle

    /// Reds in a row from which the log suggests a smaller step.
    static let longRunOfReds = 5

    /// One line per stage that has a verify, then how often the learner's predictions were right.
    func render(_ records: [RunRecord], of kata: Kata) -> String {
        guard !records.isEmpty else { return "No verify of \(kata.id) yet. Start with `swift run kata show \(kata.id)`." }
        let done = Set(records.filter(\.done).map(\.stage)).count
        var lines = [style.bold("\(kata.title) (\(kata.id)): \(done) of \(kata.stages.count) stages done, \(records.count) verifies")]
        let stages = Dictionary(grouping: records, by: \.stage)
        let width = stages.values.map(visibleWidth).max() ?? 0
        for number in stages.keys.sorted() {
            guard let runs = stages[number] else { continue }
            let lights = runs.map { light($0.colour) }.joined(separator: " ")
            let padding = String(repeating: " ", count: width - visibleWidth(runs))
            let label = "  stage " + (number < 10 ? " " : "") + "\(number)  "
            lines.append(label + lights + padding + "  " + notes(runs, stage: kata.stage(number)).joined(separator: "; "))
        }
        let predictions = records.compactMap { record in record.predicted.map { ($0, record.colour) } }
        if !predictions.isEmpty {
            let right = predictions.filter { $0.1.fulfils(prediction: $0.0) }.count
            lines.append("Your predictions were right \(right) time\(right == 1 ? "" : "s") of \(predictions.count).")
        }
        return lines.joined(separator: "\n")
    }

    /// How many characters the lights of `runs` take on screen.
    private func visibleWidth(_ runs: [RunRecord]) -> Int {
        runs.map { style.colours ? "●" : $0.colour.word }.joined(separator: " ").count
    }

    private func light(_ colour: VerdictColour) -> String {
        style.colours ? style.tint("●", colour) : colour.word
    }

    /// What the verifies of one stage say: how it ended, and what the rhythm suggests.
    private func notes(_ runs: [RunRecord], stage: Stage?) -> [String] {
        var notes: [String] = []
        if let finish = runs.firstIndex(where: \.done) {
            let record = runs[finish]
            let hints = record.hints == 0 ? "" : ", with \(record.hints) hint\(record.hints == 1 ? "" : "s")"
            notes.append("done in \(Self.duration(from: runs[0].date, to: record.date))\(hints)")
            if stage?.kind != .refactor, runs[...finish].allSatisfy({ $0.colour == .green }) {
                notes.append("went green without ever being red: was the test written first?")
            }
        } else {
            notes.append("not done yet")
        }
        var longest = 0, current = 0
        for run in runs {
            current = run.colour == .green ? 0 : current + 1
            longest = max(longest, current)
        }
        if longest >= Self.longRunOfReds {
            notes.append("\(longest) reds in a row: a smaller step, or `kata hint`, may help")
        }
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
