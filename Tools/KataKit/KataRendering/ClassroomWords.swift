import Foundation
import KataClassroom

extension StageRequirement {
    /// What a grade says of the requirement, in one sentence.
    package func sentence(for grade: StudentGrade) -> String {
        let reached = reached(in: grade) ?? 0
        return isMet(by: grade) ? "Required: \(kata) to stage \(stage): met (stage \(reached) passed)."
            : "Required: \(kata) to stage \(stage): not met (\(reached == 0 ? "no stage" : "stage \(reached)") passed)."
    }
}

extension ClassReport.Row {
    /// The commit and the last verify in words, where known: `commit abc1234 (2026-11-24 10:00), last verify 2026-11-24 11:00`.
    var activityText: String {
        let commit = activity.commit.map { hash in "commit \(hash)" + (activity.commitDate.map { " (\(Self.minute($0)))" } ?? "") }
        let verify = activity.lastVerify.map { "last verify \(Self.minute($0))" }
        return [commit, verify].compactMap { $0 }.joined(separator: ", ")
    }

    /// A date to the minute, in UTC.
    static func minute(_ date: Date) -> String {
        let text = date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt))
        return String(text.prefix(16)).replacingOccurrences(of: "T", with: " ")
    }
}
