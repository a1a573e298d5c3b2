import Testing
@testable import Renovise

@Suite("InvoiceEditorViewModel — totals, validation, and the Send button")
@MainActor
struct InvoiceEditorViewModelTests {
    @Test func emptyInvoice() {
        let model = InvoiceEditorViewModel()
        #expect(model.totalText == "0.00 EUR")
        #expect(model.canSend == false)
        #expect(model.canAddItem == true)
    }
}
