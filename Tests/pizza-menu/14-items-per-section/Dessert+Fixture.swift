@testable import Giuseppes

extension Dessert {
    static func fixture(name: String = "Cannoli") -> Dessert {
        Dessert(name: name)
    }
}
