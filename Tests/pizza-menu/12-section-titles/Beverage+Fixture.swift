@testable import Giuseppes

extension Beverage {
    static func fixture(name: String = "Chinotto") -> Beverage {
        Beverage(name: name)
    }
}
