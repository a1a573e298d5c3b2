/// Whose tests a result belongs to.
package enum TestSide: String, Codable, Sendable {
    /// The tests the learner wrote in `Katas/`.
    case learner
    /// The workbook's acceptance suite from `Tests/`.
    case workbook

    /// How the side is named in reports.
    package var label: String {
        switch self {
        case .learner: "your tests"
        case .workbook: "the workbook's tests"
        }
    }
}
