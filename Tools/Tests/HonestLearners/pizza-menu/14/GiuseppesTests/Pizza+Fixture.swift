@testable import Giuseppes

extension Pizza {
    static func fixture(name: String = "Margherita") -> Pizza {
        return Pizza(name: name)
    }
}
