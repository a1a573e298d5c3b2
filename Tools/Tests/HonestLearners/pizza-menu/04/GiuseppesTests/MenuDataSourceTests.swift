@testable import Giuseppes
import XCTest

final class MenuDataSourceTests: XCTestCase {
    func testHasOneSection() {
        let dataSource = MenuDataSource(pizzas: [Pizza()])
        XCTAssertEqual(dataSource.numberOfSections, 1)
    }

    func testRowsInSection() {
        let dataSource = MenuDataSource(pizzas: [Pizza(), Pizza(), Pizza()])
        XCTAssertEqual(dataSource.numberOfRows(inSection: 0), 3)
    }
}
