@testable import Movies
import XCTest

final class BindingTests: XCTestCase {
    func test_wrappedValue_readsTheStorage() {
        var storage = 1
        let binding = Binding(get: { storage }, set: { storage = $0 })

        storage = 2

        XCTAssertEqual(binding.wrappedValue, 2)
    }

    func test_settingWrappedValue_writesTheStorage() {
        var storage = 1
        let binding = Binding(get: { storage }, set: { storage = $0 })

        binding.wrappedValue = 3

        XCTAssertEqual(storage, 3)
    }
}
