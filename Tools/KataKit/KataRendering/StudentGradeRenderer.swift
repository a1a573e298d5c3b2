import KataClassroom

/// Renders `kata grade` for a teacher: the student's stages kata by kata, the integrity flags, and the isolation.
package struct StudentGradeRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    package func render(_ grade: StudentGrade) -> String {
        let report = ClassReport(katas: grade.katas.map(\.kata), rows: grade.katas.map { kataGrade in
            ClassReport.Row(student: grade.student, kataGrade, activity: grade.activity)
        }, date: .now, isolation: grade.isolation)
        var lines = [ReportTableRenderer(style: style).render(report, title: "Grade of \(grade.student): \(report.katas.map(\.id).joined(separator: ", "))")]
        let flagged = grade.katas.filter { !$0.flags.isEmpty || !$0.linksLeftOut.isEmpty }
        if flagged.isEmpty {
            lines.append("  Integrity: nothing in the code or tests reaches outside the behaviour under test.")
        } else {
            lines.append(style.bold("  Integrity flags (they do not lower the grade; look at the code they point to):"))
            for kataGrade in flagged {
                for flag in kataGrade.flags {
                    lines.append("    \(style.tint("⚑", .amber)) \(flag.location.description): \(flag.kind.phrase)")
                }
                for link in kataGrade.linksLeftOut {
                    lines.append("    \(style.tint("⚑", .amber)) Katas/\(kataGrade.kata.id)/\(link): a symbolic link, left out of the grade")
                }
            }
        }
        if let limit = grade.timeLimitReached {
            lines.append(style.bold("  Time: the grading ran past its \(limit.components.seconds) s (--student-timeout): what was left is timed out, and not kept."))
        }
        return lines.joined(separator: "\n")
    }
}
