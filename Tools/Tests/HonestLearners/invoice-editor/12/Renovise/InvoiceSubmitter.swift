protocol InvoiceSubmitter: Sendable {
    func submit(_ invoice: Invoice) async throws
}
