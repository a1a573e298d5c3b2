@testable import Giuseppes

extension Pizza {
    static func fixture() -> Pizza {
        return Pizza()
    }
}
