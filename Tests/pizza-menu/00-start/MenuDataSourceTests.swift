@testable import Giuseppes
import XCTest

final class MenuDataSourceTests: XCTestCase {
}
