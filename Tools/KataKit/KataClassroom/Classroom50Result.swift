import Foundation
import KataModel
import KataWorkspace

/// Classroom 50's `result.json` (`classroom50/result/v1`), a test per stage worth a point: the one type that writes it
/// (`kata grade --classroom50`) and reads it back (`kata report --results`); the autograder's script reads the fields
/// `scoreKey` and `maxScoreKey` name.
package struct Classroom50Result: Codable, Sendable {
    /// The schema this type writes and reads.
    package static let schemaName = "classroom50/result/v1"
    /// The fields of the score, as the autograder's script reads them.
    package static let scoreKey = CodingKeys.score.stringValue, maxScoreKey = CodingKeys.maxScore.stringValue

    var schema = Self.schemaName
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
    struct Test: Codable, Sendable {
        var testName: String
        var passed: Bool
        var score: Int
        var maxScore: Int

        enum CodingKeys: String, CodingKey {
            case testName = "test-name", passed, score, maxScore = "max-score"
        }

        init(testName: String, passed: Bool) {
            self.testName = testName
            self.passed = passed
            score = passed ? 1 : 0
            maxScore = 1
        }

        /// A test as written; its points, when left out, from whether it passed, and within `DocumentBounds.count`.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(testName: try container.decode(String.self, forKey: .testName), passed: try container.decode(Bool.self, forKey: .passed))
            score = DocumentBounds.clamped(try container.decodeIfPresent(Int.self, forKey: .score) ?? score)
            maxScore = DocumentBounds.clamped(try container.decodeIfPresent(Int.self, forKey: .maxScore) ?? maxScore)
        }
    }

    package enum CodingKeys: String, CodingKey {
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
        tests = grade.stages.map { Test(testName: $0.name, passed: $0.passed) }
        score = tests.map(\.score).reduce(0, +)
        maxScore = tests.map(\.maxScore).reduce(0, +)
    }

    /// A result as written: its schema and tests must be there; the run's fields, when left out, are empty, and the
    /// score is counted from the tests, whose points are clamped (a result in `kata report --results` is the student's
    /// to write).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(String.self, forKey: .schema)
        tests = try container.decode([Test].self, forKey: .tests)
        let text = { (key: CodingKeys) in try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        (classroom, assignment, submission, commit) = (try text(.classroom), try text(.assignment), try text(.submission), try text(.commit))
        (release, review, datetime) = (try text(.release), try text(.review), try text(.datetime))
        score = try container.decodeIfPresent(Int.self, forKey: .score) ?? tests.map(\.score).reduce(0, +)
        maxScore = try container.decodeIfPresent(Int.self, forKey: .maxScore) ?? tests.map(\.maxScore).reduce(0, +)
    }

    /// The document, as `kata grade --classroom50` writes it.
    package func text() -> String {
        JSONStyle.text(of: self)
    }
}
