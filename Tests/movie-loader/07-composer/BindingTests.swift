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

    func test_aBindingProperty_writesThroughToTheStorage() {
        var storage = 0
        let counter = Counter(count: Binding(get: { storage }, set: { storage = $0 }))

        counter.increment()

        XCTAssertEqual(storage, 1)
    }

    func test_projectedValue_writesThroughToTheStorage() {
        var storage = 0
        let counter = Counter(count: Binding(get: { storage }, set: { storage = $0 }))

        counter.$count.wrappedValue = 5

        XCTAssertEqual(storage, 5)
    }

    func test_constant_ignoresWrites() {
        let binding = Binding.constant(7)

        binding.wrappedValue = 8

        XCTAssertEqual(binding.wrappedValue, 7)
    }

    func test_variable_startsWithItsInitialValue() {
        let binding = Binding.variable(4)

        XCTAssertEqual(binding.wrappedValue, 4)
    }

    func test_variable_keepsWhatIsWritten() {
        let binding = Binding.variable(4)

        binding.wrappedValue = 9

        XCTAssertEqual(binding.wrappedValue, 9)
    }
}

/// Keeps a count it does not own, as a view keeps a `@Binding`.
private struct Counter {
    @Binding var count: Int

    func increment() {
        count += 1
    }
}
