import Foundation
import Observation

@MainActor
@Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []
    private(set) var isSending = false

    private let submitter: any InvoiceSubmitter

    init(submitter: any InvoiceSubmitter) {
        self.submitter = submitter
    }

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty && invalidLineIDs.isEmpty && !isSending }
    var canAddItem: Bool { true }
    var bannerText: String? { hasMixedCurrencies ? "Pick one currency per invoice." : nil }

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

    func send() async {
        guard canSend else { return }
        isSending = true
        try? await submitter.submit(Invoice(lines: items, total: total))
    }

    func remove(_ id: LineItem.ID) {
        items.removeAll { $0.id == id }
    }

    var total: Money {
        let currency = items.first?.unitPrice.currency ?? "EUR"
        let amount = items.reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
        return Money(amount, currency)
    }
}
