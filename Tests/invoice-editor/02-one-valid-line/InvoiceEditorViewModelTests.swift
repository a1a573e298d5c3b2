import Foundation
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

    @Test("One valid line sets the total and enables Send")
    func oneValidLine() {
        let sut = InvoiceEditorViewModel()
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(sut.totalText == "200.00 EUR")
        #expect(sut.canSend == true)
    }

    @Test("The total keeps its cents and has no thousands separator")
    func totalWithCents() throws {
        let sut = InvoiceEditorViewModel()
        let price = try #require(Decimal(string: "617.25"))
        sut.add(LineItem(unitPrice: Money(price, "EUR"), quantity: 2))
        #expect(sut.totalText == "1234.50 EUR")
    }
}
