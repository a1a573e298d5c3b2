/// The test framework a kata's suites are written in.
public enum TestFramework: String, Codable, Sendable, CaseIterable {
    case xctest
    case swiftTesting = "swift-testing"

    /// The name a learner knows the framework by.
    package var displayName: String {
        switch self {
        case .xctest: "XCTest"
        case .swiftTesting: "Swift Testing"
        }
    }
}
