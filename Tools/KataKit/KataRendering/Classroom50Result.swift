import Foundation
import KataClassroom
import KataModel

/// Renders `kata grade --classroom50`: Classroom 50's `result.json` (`classroom50/result/v1`), a test per stage worth a
/// point, the run's fields from the environment its runner gives an autograder.
package struct Classroom50Result: Encodable {
    let schema = "classroom50/result/v1"
    var classroom: String
    var assignment: String
    var submission: String
    var commit: String
    var release: String
    var review: String
    var datetime: String
    var score: Int
    var maxScore: Int
    var tests: [Test]

    /// One stage as a test.
    struct Test: Encodable {
        var testName: String
        var passed: Bool
        var score: Int
        var maxScore: Int

        enum CodingKeys: String, CodingKey {
            case testName = "test-name", passed, score, maxScore = "max-score"
        }
    }

    enum CodingKeys: String, CodingKey {
        case schema, classroom, assignment, submission, commit, release, review, datetime, score, maxScore = "max-score", tests
    }

    /// The result of `grade`, with the runner's `CLASSROOM`, `ASSIGNMENT`, `SUBMISSION_TAG`, `COMMIT_URL`, `RELEASE_URL`
    /// and `REVIEW_URL` (the commit's when missing) from `environment`.
    package init(_ grade: StudentGrade, environment: [String: String], date: Date = Date()) {
        classroom = environment["CLASSROOM"] ?? ""
        assignment = environment["ASSIGNMENT"] ?? ""
        submission = environment["SUBMISSION_TAG"] ?? ""
        commit = environment["COMMIT_URL"] ?? ""
        release = environment["RELEASE_URL"] ?? ""
        review = environment["REVIEW_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? commit
        datetime = date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt))
        tests = grade.stages.map { Test(testName: $0.name, passed: $0.passed, score: $0.passed ? 1 : 0, maxScore: 1) }
        score = tests.map(\.score).reduce(0, +)
        maxScore = tests.map(\.maxScore).reduce(0, +)
    }

    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
