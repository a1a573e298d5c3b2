import Observation

/// The model behind Renovise's invoice editor. So far it knows only the empty invoice, so its values are fixed.
@MainActor @Observable
final class InvoiceEditorViewModel {
    private(set) var totalText = "0.00 EUR"
    private(set) var canSend = false
    private(set) var canAddItem = true
}
