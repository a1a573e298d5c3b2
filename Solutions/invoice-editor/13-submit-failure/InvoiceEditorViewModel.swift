import Foundation
import Observation

/// The model behind Renovise's invoice editor: what the screen shows, and which of its buttons work.
@MainActor @Observable
final class InvoiceEditorViewModel {
    private(set) var items: [LineItem] = []
    /// What went wrong with the last send, in a sentence for the screen; `nil` when nothing did.
    private(set) var errorMessage: String?
    /// Whether a submission is in flight.
    private(set) var isSending = false

    private let submitter: any InvoiceSubmitter

    init(submitter: any InvoiceSubmitter) {
        self.submitter = submitter
    }

    /// Every line's unit price times its quantity, added up exactly in the first line's currency (euros when empty).
    var total: Money {
        let amount = items.reduce(Decimal(0)) { sum, item in
            sum + item.unitPrice.amount * Decimal(item.quantity)
        }
        return Money(amount, items.first?.unitPrice.currency ?? "EUR")
    }

    var totalText: String { total.text }
    var canSend: Bool { !items.isEmpty && invalidLineIDs.isEmpty && !isSending }
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

    /// Submits the lines and their total, if the invoice can be sent.
    func send() async {
        guard canSend else { return }
        isSending = true
        defer { isSending = false }
        do {
            try await submitter.submit(Invoice(lines: items, total: total))
            errorMessage = nil
        } catch {
            errorMessage = "The invoice could not be sent. Check your connection and try again."
        }
    }

    private var hasMixedCurrencies: Bool {
        Set(items.map(\.unitPrice.currency)).count > 1
    }
}
