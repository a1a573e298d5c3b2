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

    // XCTUnwrap rather than `?.title`: this suite must also compile against stage 9,
    // where item(forRow:inSection:) still returns a non-optional MenuItem.
    func testItemForRowAndSection() throws {
        let dataSource = MenuDataSource(
            pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")]
        )
        let first = try XCTUnwrap(dataSource.item(forRow: 0, inSection: 0))
        let second = try XCTUnwrap(dataSource.item(forRow: 1, inSection: 0))
        XCTAssertEqual(first.title, "Margherita")
        XCTAssertEqual(second.title, "Capricciosa")
    }

    func testItemForOutOfBoundsRowAndSectionIsNil() {
        let dataSource = MenuDataSource(
            pizzas: [.fixture(name: "Margherita"), .fixture(name: "Capricciosa")]
        )
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 0))
        XCTAssertNil(dataSource.item(forRow: 0, inSection: 1))
        XCTAssertNil(dataSource.item(forRow: 2, inSection: 1))
        XCTAssertNil(dataSource.item(forRow: -1, inSection: -1))
    }
}
