@testable import Renovise

/// Stands in for the network: it keeps every invoice it is given, so that a test can check what was sent; it can
/// fail the first submissions; and it can hold a submission until the test lets it go, so that a test can look at
/// the model while a send is in flight. An actor, so that the model's submission and the test's calls never touch
/// its state at the same time.
actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []
    private var failures: [any Error]
    private let holdsSubmissions: Bool
    private var held: [CheckedContinuation<Void, Never>] = []
    private var waitingForArrival: [CheckedContinuation<Void, Never>] = []

    /// A submitter that throws `failures`, one per submission, then succeeds. When `holdingSubmissions` is true,
    /// each submission waits for `release()` before it answers.
    init(failing failures: [any Error] = [], holdingSubmissions: Bool = false) {
        self.failures = failures
        self.holdsSubmissions = holdingSubmissions
    }

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
        if holdsSubmissions {
            await withCheckedContinuation { continuation in
                held.append(continuation)
                for waiting in waitingForArrival {
                    waiting.resume()
                }
                waitingForArrival.removeAll()
            }
        }
        if !failures.isEmpty {
            throw failures.removeFirst()
        }
    }

    /// Returns once a submission has arrived and is being held.
    func submissionArrived() async {
        guard held.isEmpty else { return }
        await withCheckedContinuation { continuation in
            waitingForArrival.append(continuation)
        }
    }

    /// Lets every held submission answer.
    func release() {
        for continuation in held {
            continuation.resume()
        }
        held.removeAll()
    }
}

/// The error the stub throws when a test asks it to fail.
struct SubmissionFailed: Error {}
