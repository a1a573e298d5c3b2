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
        let dataSource = MenuDataSource(
            pizzas: [.fixture(), .fixture(), .fixture()],
            beverages: [.fixture(), .fixture()],
            desserts: [.fixture()]
        )
        XCTAssertEqual(dataSource.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(dataSource.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(dataSource.numberOfRows(inSection: 2), 1)
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
        let dataSource = MenuDataSource(
            pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")],
            beverages: [.fixture(name: "Chinotto"), .fixture(name: "Limonata")],
            desserts: [.fixture(name: "Cannoli")]
        )
        XCTAssertEqual(dataSource.item(forRow: 0, inSection: 0)?.title, "Margherita")
        XCTAssertEqual(dataSource.item(forRow: 1, inSection: 0)?.title, "Capricciosa")
        XCTAssertEqual(dataSource.item(forRow: 0, inSection: 1)?.title, "Chinotto")
        XCTAssertEqual(dataSource.item(forRow: 1, inSection: 1)?.title, "Limonata")
        XCTAssertEqual(dataSource.item(forRow: 0, inSection: 2)?.title, "Cannoli")
    }

    func testItemForOutOfBoundsRowAndSectionIsNil() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")],
            beverages: [.fixture(name: "Chinotto"), .fixture(name: "Limonata")],
            desserts: [.fixture(name: "Cannoli")]
        )
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 0))
        XCTAssertNil(dataSource.item(forRow: 0, inSection: 3))
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 3))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: -1))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: 0))
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 1))
        XCTAssertNil(dataSource.item(forRow: 1, inSection: 2))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: 1))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: 2))
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
