@testable import Renovise

/// Stands in for the network: it keeps every invoice it is given, so that a test can check what was sent. An
/// actor, so that the model's submission and the test's reads never touch its state at the same time.
actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
    }
}
