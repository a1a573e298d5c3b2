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
        let suites = grade.katas.map { kataGrade in
            let cases = stages.filter { $0.kata == kataGrade.kata }.map { stage in
                JUnitDocument.Case(name: stage.name, classname: stage.kata.id, seconds: stage.time.inSeconds,
                                   outcome: stage.passed ? nil : .failure(type: "not-passed", message: GradeText.note(of: stage), body: GradeText.note(of: stage)))
            }
            return JUnitDocument.Suite(name: kataGrade.kata.id, package: kataGrade.kata.id, seconds: cases.compactMap(\.seconds).reduce(0, +),
                                       properties: [("student", grade.student), ("isolation", IsolationText.words(grade.isolation))], cases: cases)
        }
        return JUnitDocument(suites: suites, date: date, hostname: "localhost").text()
    }
}
