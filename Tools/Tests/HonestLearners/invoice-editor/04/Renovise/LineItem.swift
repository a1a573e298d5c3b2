import Foundation

struct LineItem: Identifiable, Sendable {
    let id = UUID()
    var unitPrice: Money
    var quantity: Int
}
