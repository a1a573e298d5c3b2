/// Whatever delivers an invoice: the network in the app, a stub in the tests.
protocol InvoiceSubmitter: Sendable {
    func submit(_ invoice: Invoice) async throws
}
