@testable import Giuseppes

extension Beverage {
    static func fixture(name: String = "Chinotto") -> Beverage {
        return Beverage(name: name)
    }
}
