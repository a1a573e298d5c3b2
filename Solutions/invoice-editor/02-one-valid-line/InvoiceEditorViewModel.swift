import Foundation
import Observation

/// The model behind Renovise's invoice editor: what the screen shows, and which of its buttons work.
@MainActor @Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty }
    var canAddItem: Bool { true }

    func add(_ item: LineItem) {
        items.append(item)
    }

    /// Every line's unit price times its quantity, added up in the first line's currency (euros when empty).
    private var total: Money {
        let amount = items.reduce(Decimal(0)) { sum, item in
            sum + item.unitPrice.amount * Decimal(item.quantity)
        }
        return Money(amount, items.first?.unitPrice.currency ?? "EUR")
    }
}
