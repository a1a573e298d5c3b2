@testable import Bev
import XCTest

final class BeerViewModelTests: XCTestCase {
}
