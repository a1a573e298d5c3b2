import Foundation

/// One line of an invoice: a unit price and how many units.
struct LineItem: Identifiable, Equatable, Sendable {
    let id = UUID()
    var unitPrice: Money
    var quantity: Int

    /// A line can be invoiced when it has at least one unit and a price above zero.
    var isValid: Bool {
        quantity > 0 && unitPrice.amount > 0
    }
}
