import Foundation
import Testing
@testable import Renovise

@Suite("InvoiceEditorViewModel — totals, validation, and the Send button")
@MainActor
struct InvoiceEditorViewModelTests {
    private func makeSUT(submitter: StubInvoiceSubmitter = StubInvoiceSubmitter()) -> InvoiceEditorViewModel {
        InvoiceEditorViewModel(submitter: submitter)
    }

    @Test func emptyInvoice() {
        let model = makeSUT()
        #expect(model.totalText == "0.00 EUR")
        #expect(model.canSend == false)
        #expect(model.canAddItem == true)
    }

    @Test func oneValidLineSetsTheTotal() {
        let model = makeSUT()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(model.items.count == 1)
        #expect(model.totalText == "200.00 EUR")
        #expect(model.canSend == true)
        #expect(model.canAddItem == true)
    }

    @Test func totalWithCentsAboveAThousandUsesTheFixedFormat() throws {
        let model = makeSUT()
        let price = try #require(Decimal(string: "617.25"))
        model.add(LineItem(unitPrice: Money(price, "EUR"), quantity: 2))
        #expect(model.totalText == "1234.50 EUR")
        #expect(model.canSend == true)
    }

    @Test func totalIsExactToTheCentInTheLinesCurrency() throws {
        let model = makeSUT()
        let tenCents = try #require(Decimal(string: "0.10"))
        for _ in 0..<3 {
            model.add(LineItem(unitPrice: Money(tenCents, "USD"), quantity: 1))
        }
        let thirtyCents = try #require(Decimal(string: "0.30"))
        #expect(model.total == Money(thirtyCents, "USD"))
        #expect(model.totalText == "0.30 USD")
    }

    struct InvalidLines: Sendable, CustomTestStringConvertible {
        let name: String
        let items: [LineItem]
        let invalidIDs: Set<LineItem.ID>
        var testDescription: String { name }
    }

    nonisolated static let invalidLines: [InvalidLines] = [
        {
            let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
            let zero = LineItem(unitPrice: Money(50, "EUR"), quantity: 0)
            return InvalidLines(name: "zero quantity", items: [valid, zero], invalidIDs: [zero.id])
        }(),
        {
            let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
            let zeroPrice = LineItem(unitPrice: Money(0, "EUR"), quantity: 1)
            let negativePrice = LineItem(unitPrice: Money(-10, "EUR"), quantity: 1)
            return InvalidLines(
                name: "non-positive price",
                items: [valid, zeroPrice, negativePrice],
                invalidIDs: [zeroPrice.id, negativePrice.id]
            )
        }(),
        {
            let euros = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
            let dollars = LineItem(unitPrice: Money(50, "USD"), quantity: 1)
            return InvalidLines(name: "mixed currencies", items: [euros, dollars], invalidIDs: [euros.id, dollars.id])
        }(),
    ]

    @Test("An invalid line disables Send and is marked", arguments: invalidLines)
    func invalidLineDisablesSendAndIsMarked(_ testCase: InvalidLines) {
        let model = makeSUT()
        for item in testCase.items {
            model.add(item)
        }
        #expect(model.canSend == false)
        #expect(model.invalidLineIDs == testCase.invalidIDs)
    }

    @Test func validLinesAreNotMarked() {
        let model = makeSUT()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
        model.add(LineItem(unitPrice: Money(50, "EUR"), quantity: 3))
        #expect(model.invalidLineIDs.isEmpty)
        #expect(model.canSend == true)
    }

    @Test func negativeQuantityIsInvalid() {
        let model = makeSUT()
        let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let negative = LineItem(unitPrice: Money(20, "EUR"), quantity: -1)
        model.add(valid)
        model.add(negative)
        #expect(model.invalidLineIDs == [negative.id])
        #expect(model.canSend == false)
    }

    @Test func removingTheLastInvalidLineRecovers() {
        let model = makeSUT()
        let valid = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let zeroQuantity = LineItem(unitPrice: Money(50, "EUR"), quantity: 0)
        let negativePrice = LineItem(unitPrice: Money(-10, "EUR"), quantity: 1)
        model.add(valid)
        model.add(zeroQuantity)
        model.add(negativePrice)

        model.remove(zeroQuantity.id)
        #expect(model.items.map(\.id) == [valid.id, negativePrice.id])
        #expect(model.canSend == false)
        #expect(model.invalidLineIDs == [negativePrice.id])
        #expect(model.totalText == "90.00 EUR")

        model.remove(negativePrice.id)
        #expect(model.items.map(\.id) == [valid.id])
        #expect(model.canSend == true)
        #expect(model.invalidLineIDs.isEmpty)
        #expect(model.totalText == "100.00 EUR")
    }

    @Test func mixedCurrenciesShowTheBanner() {
        let model = makeSUT()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
        model.add(LineItem(unitPrice: Money(50, "USD"), quantity: 1))
        #expect(model.bannerText == "Pick one currency per invoice.")
    }

    @Test func oneCurrencyShowsNoBannerEvenWithAnInvalidLine() {
        let model = makeSUT()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 1))
        model.add(LineItem(unitPrice: Money(50, "EUR"), quantity: 0))
        #expect(model.bannerText == nil)
    }

    @Test func emptyInvoiceShowsNoBanner() {
        let model = makeSUT()
        #expect(model.bannerText == nil)
    }

    @Test func sendSubmitsTheLinesAndTheirTotal() async {
        let submitter = StubInvoiceSubmitter()
        let model = makeSUT(submitter: submitter)
        let line = LineItem(unitPrice: Money(100, "EUR"), quantity: 2)
        model.add(line)

        await model.send()

        let received = await submitter.received
        #expect(received.count == 1)
        #expect(received == [Invoice(lines: [line], total: Money(200, "EUR"))])
    }

    @Test func sendSubmitsNothingWhenTheInvoiceCannotBeSent() async {
        let submitter = StubInvoiceSubmitter()
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 0))

        await model.send()

        let received = await submitter.received
        #expect(received.isEmpty)
    }

    @Test func sendSubmitsNothingForAnEmptyInvoice() async {
        let submitter = StubInvoiceSubmitter()
        let model = makeSUT(submitter: submitter)

        await model.send()

        let received = await submitter.received
        #expect(received.isEmpty)
    }

    @Test func sendIsBusyWhileTheInvoiceIsInFlight() async {
        let submitter = StubInvoiceSubmitter(holdingFirstSubmission: true)
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(model.isSending == false)
        #expect(model.canSend == true)

        let firstSend = Task { await model.send() }
        await submitter.submissionArrived()

        #expect(model.isSending == true)
        #expect(model.canSend == false)

        await model.send()
        #expect(await submitter.received.count == 1)

        await submitter.release()
        await firstSend.value
        #expect(await submitter.received.count == 1)
    }

    @Test func sendWorksAgainOnceTheInvoiceIsAnswered() async {
        let submitter = StubInvoiceSubmitter()
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await model.send()

        #expect(model.isSending == false)
        #expect(model.canSend == true)
        #expect(await submitter.received.count == 1)
    }

    @Test func aHeldSendEndsBusyOnceReleased() async {
        let submitter = StubInvoiceSubmitter(holdingFirstSubmission: true)
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        let firstSend = Task { await model.send() }
        await submitter.submissionArrived()
        #expect(model.isSending == true)

        await submitter.release()
        await firstSend.value
        #expect(model.isSending == false)
        #expect(model.canSend == true)
    }

    @Test func aFailedSendShowsAnErrorAndKeepsSendEnabled() async {
        let submitter = StubInvoiceSubmitter(failing: [SubmissionFailed()])
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))
        #expect(model.errorMessage == nil)

        await model.send()

        #expect(model.errorMessage == "The invoice could not be sent. Check your connection and try again.")
        #expect(model.isSending == false)
        #expect(model.canSend == true)
        #expect(await submitter.received.count == 1)
    }

    @Test func aSuccessfulSendAfterAFailureClearsTheError() async {
        let submitter = StubInvoiceSubmitter(failing: [SubmissionFailed()])
        let model = makeSUT(submitter: submitter)
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await model.send()
        #expect(model.errorMessage == "The invoice could not be sent. Check your connection and try again.")
        await model.send()

        #expect(model.errorMessage == nil)
        #expect(await submitter.received.count == 2)
        #expect(model.isSending == false)
        #expect(model.canSend == true)
    }

    @Test func aSuccessfulSendShowsNoError() async {
        let model = makeSUT()
        model.add(LineItem(unitPrice: Money(100, "EUR"), quantity: 2))

        await model.send()

        #expect(model.errorMessage == nil)
    }

    @Test func editingAQuantityUpdatesTheTotalAndTheValidity() {
        let model = makeSUT()
        let line = LineItem(unitPrice: Money(100, "EUR"), quantity: 2)
        model.add(line)

        model.updateQuantity(of: line.id, to: 3)
        #expect(model.items.first?.quantity == 3)
        #expect(model.totalText == "300.00 EUR")
        #expect(model.canSend == true)
        #expect(model.invalidLineIDs.isEmpty)

        model.updateQuantity(of: line.id, to: 0)
        #expect(model.items.first?.quantity == 0)
        #expect(model.totalText == "0.00 EUR")
        #expect(model.invalidLineIDs == [line.id])
        #expect(model.canSend == false)
    }

    @Test func editingChangesOnlyTheLineAskedFor() {
        let model = makeSUT()
        let first = LineItem(unitPrice: Money(100, "EUR"), quantity: 1)
        let second = LineItem(unitPrice: Money(50, "EUR"), quantity: 1)
        model.add(first)
        model.add(second)

        model.updateQuantity(of: second.id, to: 4)

        #expect(model.totalText == "300.00 EUR")
        #expect(model.items.map(\.quantity) == [1, 4])
    }

    @Test func editingAnUnknownLineChangesNothing() {
        let model = makeSUT()
        let line = LineItem(unitPrice: Money(100, "EUR"), quantity: 2)
        model.add(line)
        let stranger = LineItem(unitPrice: Money(100, "EUR"), quantity: 2)

        model.updateQuantity(of: stranger.id, to: 5)

        #expect(model.items.map(\.quantity) == [2])
        #expect(model.totalText == "200.00 EUR")
    }
}
