import Foundation
import Observation

/// The model behind Renovise's invoice editor: what the screen shows, and which of its buttons work.
@MainActor @Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []

    /// Every line's unit price times its quantity, added up exactly in the first line's currency (euros when empty).
    var total: Money {
        let amount = items.reduce(Decimal(0)) { sum, item in
            sum + item.unitPrice.amount * Decimal(item.quantity)
        }
        return Money(amount, items.first?.unitPrice.currency ?? "EUR")
    }

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty && invalidLineIDs.isEmpty }
    var canAddItem: Bool { true }

    /// The lines the screen marks as invalid. So far only a line without a quantity.
    var invalidLineIDs: Set<LineItem.ID> {
        Set(items.filter { $0.quantity == 0 }.map(\.id))
    }

    func add(_ item: LineItem) {
        items.append(item)
    }
}
