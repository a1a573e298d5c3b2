import Observation

@MainActor
@Observable
final class InvoiceEditorViewModel {
    private(set) var totalText: String = "0.00 EUR"
    private(set) var canSend: Bool = false
    private(set) var canAddItem: Bool = true

    init() {}
}
