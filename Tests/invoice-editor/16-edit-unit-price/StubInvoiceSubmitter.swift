@testable import Renovise

/// Stands in for the network: it keeps every invoice it is given, so that a test can check what was sent; it can
/// fail the first submissions; and it can hold the first submission until the test lets it go, so that a test can look at the model
/// while a send is in flight. An actor, so that the model's submission and the test's calls never touch its
/// state at the same time.
actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []
    private var failures: [any Error]
    private var holdsNextSubmission: Bool
    private var held: CheckedContinuation<Void, Never>?
    private var waitingForArrival: CheckedContinuation<Void, Never>?

    /// A submitter that throws `failures`, one per submission, then succeeds. When `holdingFirstSubmission` is
    /// true, the first submission waits for `release()` before it answers; later ones answer at once.
    init(failing failures: [any Error] = [], holdingFirstSubmission: Bool = false) {
        self.failures = failures
        holdsNextSubmission = holdingFirstSubmission
    }

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
        if holdsNextSubmission {
            holdsNextSubmission = false
            await withCheckedContinuation { continuation in
                held = continuation
                waitingForArrival?.resume()
                waitingForArrival = nil
            }
        }
        if !failures.isEmpty {
            throw failures.removeFirst()
        }
    }

    /// Returns once the held submission has arrived.
    func submissionArrived() async {
        guard held == nil else { return }
        await withCheckedContinuation { continuation in
            waitingForArrival = continuation
        }
    }

    /// Lets the held submission answer.
    func release() {
        held?.resume()
        held = nil
    }
}

/// The error the stub throws when a test asks it to fail.
struct SubmissionFailed: Error {}
