/// Whose tests a result belongs to.
package enum TestSide: String, Codable, Sendable {
    /// The tests the learner wrote in `Katas/`.
    case learner
    /// The workbook's acceptance suite from `Tests/`.
    case workbook
}
