@testable import Giuseppes

extension Dessert {
    static func fixture(name: String = "Cannoli") -> Dessert {
        return Dessert(name: name)
    }
}
