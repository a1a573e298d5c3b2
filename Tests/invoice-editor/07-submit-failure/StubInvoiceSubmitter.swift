@testable import Renovise

/// Stands in for the network: it keeps every invoice it is given, so that a test can check what was sent,
/// and it can fail the first submissions. An actor, so that the model's submission and the test's check never
/// touch its state at the same time.
actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []
    private var failures: [any Error]

    /// A submitter that throws `failures`, one per submission, then succeeds.
    init(failing failures: [any Error] = []) {
        self.failures = failures
    }

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
        if !failures.isEmpty {
            throw failures.removeFirst()
        }
    }
}

/// The error the stub throws when a test asks it to fail.
struct SubmissionFailed: Error {}
