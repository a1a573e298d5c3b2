import Foundation
import Observation

@MainActor
@Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []

    init() {}

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty && invalidLineIDs.isEmpty }
    var canAddItem: Bool { true }

    var invalidLineIDs: Set<LineItem.ID> {
        if hasMixedCurrencies {
            return Set(items.map(\.id))
        }
        return Set(items.filter { !$0.isValid }.map(\.id))
    }

    private var hasMixedCurrencies: Bool {
        Set(items.map(\.unitPrice.currency)).count > 1
    }

    func add(_ item: LineItem) {
        items.append(item)
    }

    var total: Money {
        let currency = items.first?.unitPrice.currency ?? "EUR"
        let amount = items.reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
        return Money(amount, currency)
    }
}
