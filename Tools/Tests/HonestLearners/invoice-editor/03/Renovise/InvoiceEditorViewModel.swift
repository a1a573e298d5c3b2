import Foundation
import Observation

@MainActor
@Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []

    init() {}

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty }
    var canAddItem: Bool { true }

    func add(_ item: LineItem) {
        items.append(item)
    }

    var total: Money {
        let currency = items.first?.unitPrice.currency ?? "EUR"
        let amount = items.reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
        return Money(amount, currency)
    }
}
