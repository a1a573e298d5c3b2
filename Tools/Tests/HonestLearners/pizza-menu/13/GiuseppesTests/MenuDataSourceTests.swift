@testable import Giuseppes
import XCTest

final class MenuDataSourceTests: XCTestCase {
    func testHasThreeSections() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture()],
            beverages: [.fixture()],
            desserts: [.fixture()]
        )
        XCTAssertEqual(dataSource.numberOfSections, 3)
    }

    func testRowsInSection() {
        let dataSource = MenuDataSource(pizzas: [.fixture(), .fixture(), .fixture()])
        XCTAssertEqual(dataSource.numberOfRows(inSection: 0), 3)
    }

    func testRowsInOutOfBoundsSectionIsZero() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture(), .fixture(), .fixture()],
            beverages: [.fixture()],
            desserts: [.fixture()]
        )
        XCTAssertEqual(dataSource.numberOfRows(inSection: 3), 0)
        XCTAssertEqual(dataSource.numberOfRows(inSection: -1), 0)
    }

    func testItemForRowAndSection() {
        let dataSource = MenuDataSource(pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")])
        XCTAssertEqual(dataSource.item(forRow: 0, inSection: 0)?.title, "Margherita")
        XCTAssertEqual(dataSource.item(forRow: 1, inSection: 0)?.title, "Capricciosa")
    }

    func testItemForOutOfBoundsRowAndSectionIsNil() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")],
            beverages: [.fixture()],
            desserts: [.fixture()]
        )
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 0))
        XCTAssertNil(dataSource.item(forRow: 0, inSection: 3))
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 3))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: -1))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: 0))
    }

    func testTitleForSection() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture()],
            beverages: [.fixture()],
            desserts: [.fixture()]
        )
        XCTAssertEqual(dataSource.title(forSection: 0), "Pizzas")
        XCTAssertEqual(dataSource.title(forSection: 1), "Beverages")
        XCTAssertEqual(dataSource.title(forSection: 2), "Desserts")
    }

    func testTitleForOutOfBoundsSectionIsNil() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture()],
            beverages: [.fixture()],
            desserts: [.fixture()]
        )
        XCTAssertNil(dataSource.title(forSection: 3))
        XCTAssertNil(dataSource.title(forSection: -1))
    }
}
