import Testing
@testable import Renovise

@Suite("InvoiceEditorViewModel — totals, validation, and the Send button")
@MainActor
struct InvoiceEditorViewModelTests {
    @Test("An empty invoice totals 0.00 EUR, cannot be sent, and takes a first item")
    func emptyInvoice() {
        let sut = InvoiceEditorViewModel()
        #expect(sut.totalText == "0.00 EUR")
        #expect(sut.canSend == false)
        #expect(sut.canAddItem == true)
    }
}
