@testable import Bev

extension Beer {
    /// A beer for a test. A test that needs two gives each its own id and name.
    static func sample(id: Int = 1, name: String = "Punk IPA") -> Beer {
        Beer(id: id, name: name)
    }
}
