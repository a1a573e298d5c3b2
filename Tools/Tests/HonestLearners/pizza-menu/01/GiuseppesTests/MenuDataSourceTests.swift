@testable import Giuseppes
import XCTest

final class MenuDataSourceTests: XCTestCase {
    func testHasOneSection() {
        let dataSource = MenuDataSource()
        XCTAssertEqual(dataSource.numberOfSections, 1)
    }
}
