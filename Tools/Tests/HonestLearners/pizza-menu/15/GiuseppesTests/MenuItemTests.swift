@testable import Giuseppes
import XCTest

final class MenuItemTests: XCTestCase {
    func testTitleIsThePizzasName() {
        let item = MenuItem(pizza: .fixture(name: "Diavola"))
        XCTAssertEqual(item.title, "Diavola")
    }

    func testTitleIsTheBeveragesName() {
        let item = MenuItem(beverage: .fixture(name: "Limonata"))
        XCTAssertEqual(item.title, "Limonata")
    }

    func testTitleIsTheDessertsName() {
        let item = MenuItem(dessert: .fixture(name: "Tiramisù"))
        XCTAssertEqual(item.title, "Tiramisù")
    }
}
