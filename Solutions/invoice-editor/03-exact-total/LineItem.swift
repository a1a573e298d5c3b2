import Foundation

/// One line of an invoice: a unit price and how many units.
struct LineItem: Identifiable, Sendable {
    let id = UUID()
    var unitPrice: Money
    var quantity: Int
}
