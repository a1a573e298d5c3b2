@testable import Giuseppes
import XCTest

final class MenuItemTests: XCTestCase {
    func testTitleIsThePizzasName() {
        let item = MenuItem(pizza: .fixture(name: "Diavola"))
        XCTAssertEqual(item.title, "Diavola")
    }
}
