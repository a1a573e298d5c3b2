@testable import Renovise

actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
    }
}
