import Observation

/// The model behind Renovise's invoice editor: what the screen shows, and which of its buttons work.
@MainActor @Observable
final class InvoiceEditorViewModel {
    private(set) var totalText = "0.00 EUR"
    private(set) var canSend = false
    private(set) var canAddItem = true
}
