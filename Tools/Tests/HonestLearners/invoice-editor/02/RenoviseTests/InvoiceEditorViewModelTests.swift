import Foundation
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

    @Test func oneValidLineSetsTheTotal() {
        let model = InvoiceEditorViewModel()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(model.items.count == 1)
        #expect(model.totalText == "200.00 EUR")
        #expect(model.canSend == true)
        #expect(model.canAddItem == true)
    }

    @Test func totalWithCentsAboveAThousandUsesTheFixedFormat() throws {
        let model = InvoiceEditorViewModel()
        let price = try #require(Decimal(string: "617.25"))
        model.add(LineItem(unitPrice: Money(price, "EUR"), quantity: 2))
        #expect(model.totalText == "1234.50 EUR")
        #expect(model.canSend == true)
    }
}
