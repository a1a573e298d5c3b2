@testable import Giuseppes
import XCTest

final class MenuDataSourceTests: XCTestCase {
    func testHasOneSection() {
        let dataSource = MenuDataSource(pizzas: [.fixture()])
        XCTAssertEqual(dataSource.numberOfSections, 1)
    }

    func testRowsInSection() {
        let dataSource = MenuDataSource(pizzas: [.fixture(), .fixture(), .fixture()])
        XCTAssertEqual(dataSource.numberOfRows(inSection: 0), 3)
    }

    func testRowsInOutOfBoundsSectionIsZero() {
        let dataSource = MenuDataSource(pizzas: [.fixture(), .fixture(), .fixture()])
        XCTAssertEqual(dataSource.numberOfRows(inSection: 1), 0)
        XCTAssertEqual(dataSource.numberOfRows(inSection: -1), 0)
    }

    func testItemForRowAndSection() {
        let dataSource = MenuDataSource(pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")])
        let item = dataSource.item(forRow: 0, inSection: 0)
        XCTAssertEqual(item.title, "Margherita")
    }
}
