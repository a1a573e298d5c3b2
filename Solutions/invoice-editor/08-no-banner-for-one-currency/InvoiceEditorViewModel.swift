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

    /// The lines the screen marks as invalid: each line that is invalid on its own, and every line when the
    /// lines mix currencies.
    var invalidLineIDs: Set<LineItem.ID> {
        let invalid = hasMixedCurrencies ? items : items.filter { !$0.isValid }
        return Set(invalid.map(\.id))
    }

    /// The message above the lines, when there is something to fix that no single line can show.
    var bannerText: String? {
        hasMixedCurrencies ? "Pick one currency per invoice." : nil
    }

    func add(_ item: LineItem) {
        items.append(item)
    }

    func remove(_ id: LineItem.ID) {
        items.removeAll { $0.id == id }
    }

    private var hasMixedCurrencies: Bool {
        Set(items.map(\.unitPrice.currency)).count > 1
    }
}
