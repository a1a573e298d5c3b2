import Foundation
import Testing
@testable import Renovise

@Suite("InvoiceEditorViewModel — totals, validation, and the Send button")
@MainActor
struct InvoiceEditorViewModelTests {
    /// The model under test, with a stub in place of the network.
    private func makeSUT(submitter: StubInvoiceSubmitter = StubInvoiceSubmitter()) -> InvoiceEditorViewModel {
        InvoiceEditorViewModel(submitter: submitter)
    }

    @Test("An empty invoice totals 0.00 EUR, cannot be sent, and takes a first item")
    func emptyInvoice() {
        let sut = makeSUT()
        #expect(sut.totalText == "0.00 EUR")
        #expect(sut.canSend == false)
        #expect(sut.canAddItem == true)
    }

    @Test("One valid line sets the total and enables Send")
    func oneValidLine() {
        let sut = makeSUT()
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(sut.totalText == "200.00 EUR")
        #expect(sut.canSend == true)
    }

    @Test("The total keeps its cents and has no thousands separator")
    func totalWithCents() throws {
        let sut = makeSUT()
        let price = try #require(Decimal(string: "617.25"))
        sut.add(LineItem(unitPrice: Money(price, "EUR"), quantity: 2))
        #expect(sut.totalText == "1234.50 EUR")
    }

    @Test("The total is exact to the cent, in the lines' currency")
    func exactTotal() throws {
        let sut = makeSUT()
        let tenCents = try #require(Decimal(string: "0.10"))
        let thirtyCents = try #require(Decimal(string: "0.30"))
        for _ in 1...3 {
            sut.add(LineItem(unitPrice: Money(tenCents, "USD"), quantity: 1))
        }
        #expect(sut.total == Money(thirtyCents, "USD"))
    }

    /// One way for an invoice to be invalid: its lines, and the lines that must be marked.
    struct InvalidLines: Sendable, CustomTestStringConvertible {
        let name: String
        let items: [LineItem]
        let invalidIDs: Set<LineItem.ID>

        var testDescription: String { name }
    }

    nonisolated static let invalidLines: [InvalidLines] = {
        let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let zeroQuantity = LineItem(unitPrice: Money(50, "EUR"), quantity: 0)
        let zeroPrice = LineItem(unitPrice: Money(0, "EUR"), quantity: 1)
        let negativePrice = LineItem(unitPrice: Money(-10, "EUR"), quantity: 1)
        let euros = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let dollars = LineItem(unitPrice: Money(50, "USD"), quantity: 1)
        return [
            InvalidLines(name: "zero quantity", items: [valid, zeroQuantity], invalidIDs: [zeroQuantity.id]),
            InvalidLines(name: "non-positive price", items: [valid, zeroPrice, negativePrice],
                         invalidIDs: [zeroPrice.id, negativePrice.id]),
            InvalidLines(name: "mixed currencies", items: [euros, dollars], invalidIDs: [euros.id, dollars.id]),
        ]
    }()

    @Test("An invalid line disables Send and is marked", arguments: invalidLines)
    func invalidLinesDisableSend(_ invoice: InvalidLines) {
        let sut = makeSUT()
        for item in invoice.items {
            sut.add(item)
        }
        #expect(sut.canSend == false)
        #expect(Set(sut.invalidLineIDs) == invoice.invalidIDs)
    }

    @Test("Removing the last invalid line brings back Send and the total")
    func removingTheLastInvalidLine() {
        let sut = makeSUT()
        let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let zeroQuantity = LineItem(unitPrice: Money(50, "EUR"), quantity: 0)
        let negativePrice = LineItem(unitPrice: Money(-10, "EUR"), quantity: 1)
        sut.add(valid)
        sut.add(zeroQuantity)
        sut.add(negativePrice)

        sut.remove(zeroQuantity.id)
        #expect(sut.canSend == false)
        #expect(Set(sut.invalidLineIDs) == [negativePrice.id])
        #expect(sut.totalText == "90.00 EUR")

        sut.remove(negativePrice.id)
        #expect(sut.canSend == true)
        #expect(sut.invalidLineIDs.isEmpty)
        #expect(sut.totalText == "100.00 EUR")
    }

    @Test("Mixed currencies show a banner")
    func mixedCurrenciesShowABanner() {
        let sut = makeSUT()
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
        sut.add(LineItem(unitPrice: Money(50, "USD"), quantity: 1))
        #expect(sut.bannerText == "Pick one currency per invoice.")
    }

    @Test("One currency shows no banner, even with an invalid line")
    func oneCurrencyShowsNoBanner() {
        let sut = makeSUT()
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
        sut.add(LineItem(unitPrice: Money(50, "EUR"), quantity: 0))
        #expect(sut.bannerText == nil)
    }

    @Test("Send submits the lines and their total")
    func sendSubmitsTheInvoice() async {
        let submitter = StubInvoiceSubmitter()
        let sut = makeSUT(submitter: submitter)
        let line = LineItem(unitPrice: Money(100, "EUR"), quantity: 2)
        sut.add(line)

        await sut.send()

        #expect(await submitter.received == [Invoice(lines: [line], total: Money(200, "EUR"))])
    }

    @Test("Send submits nothing while the invoice cannot be sent")
    func sendSubmitsNothingWhenInvalid() async {
        let submitter = StubInvoiceSubmitter()
        let sut = makeSUT(submitter: submitter)
        sut.add(LineItem(unitPrice: Money(50, "EUR"), quantity: 0))

        await sut.send()

        #expect(await submitter.received.isEmpty)
    }

    @Test("While the invoice is in flight it is sending, and a second send submits nothing")
    func sendingWhileInFlight() async {
        let submitter = StubInvoiceSubmitter(holdingFirstSubmission: true)
        let sut = makeSUT(submitter: submitter)
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        let sending = Task { await sut.send() }
        await submitter.submissionArrived()
        #expect(sut.isSending == true)
        #expect(sut.canSend == false)

        await sut.send()
        #expect(await submitter.received.count == 1)

        await submitter.release()
        await sending.value
    }

    @Test("Once the submitter answers, the invoice is no longer sending and can be sent again")
    func sendingEndsWithTheAnswer() async {
        let sut = makeSUT()
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await sut.send()

        #expect(sut.isSending == false)
        #expect(sut.canSend == true)
    }

    @Test("A failed send shows an error and Send stays possible")
    func failedSendShowsAnError() async {
        let sut = makeSUT(submitter: StubInvoiceSubmitter(failing: [SubmissionFailed()]))
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await sut.send()

        #expect(sut.errorMessage == "The invoice could not be sent. Check your connection and try again.")
        #expect(sut.isSending == false)
        #expect(sut.canSend == true)
    }

    @Test("A send that succeeds after a failure clears the error")
    func successfulSendClearsTheError() async {
        let submitter = StubInvoiceSubmitter(failing: [SubmissionFailed()])
        let sut = makeSUT(submitter: submitter)
        sut.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await sut.send()
        await sut.send()

        #expect(sut.errorMessage == nil)
        #expect(await submitter.received.count == 2)
    }
}
