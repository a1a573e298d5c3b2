import Foundation

struct LineItem: Identifiable, Equatable, Sendable {
    let id = UUID()
    var unitPrice: Money
    var quantity: Int
}

extension LineItem {
    var isValid: Bool { quantity >= 1 && unitPrice.amount > 0 }
}
