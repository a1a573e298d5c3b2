import Foundation
import KataClassroom

/// Renders `kata grade --junit`: a test suite per kata, a test case per stage with the time its grading took, a
/// stage not passed as a failure whose message says what is missing.
package struct GradeJUnit: Sendable {
    let grade: StudentGrade
    var date = Date()

    package init(grade: StudentGrade) {
        self.grade = grade
    }

    package func text() -> String {
        let stages = grade.stages
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites>"]
        for (id, kataGrade) in grade.katas.enumerated() {
            let cases = stages.filter { $0.kata == kataGrade.kata }
            lines.append("  <testsuite name=\(XMLText.attribute(kataGrade.kata.id)) package=\(XMLText.attribute(kataGrade.kata.id)) id=\"\(id)\" "
                + "tests=\"\(cases.count)\" failures=\"\(cases.filter { !$0.passed }.count)\" errors=\"0\" skipped=\"0\" "
                + "time=\"\(cases.map(\.time).reduce(.zero, +).inSeconds)\" timestamp=\(XMLText.attribute(XMLText.timestamp(date))) hostname=\"localhost\">")
            lines.append("    <properties>")
            lines.append("      <property name=\"student\" value=\(XMLText.attribute(grade.student))/>")
            lines.append("      <property name=\"isolation\" value=\(XMLText.attribute(grade.isolation))/>")
            lines.append("    </properties>")
            for stage in cases {
                let open = "    <testcase name=\(XMLText.attribute(stage.name)) classname=\(XMLText.attribute(stage.kata.id)) time=\"\(stage.time.inSeconds)\""
                if stage.passed {
                    lines.append(open + "/>")
                } else {
                    lines.append(open + ">")
                    lines.append("      <failure message=\(XMLText.attribute(stage.note)) type=\"not-passed\">\(XMLText.escaped(stage.note))</failure>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("    <system-out></system-out>")
            lines.append("    <system-err></system-err>")
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
