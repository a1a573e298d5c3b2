@testable import Renovise

struct SubmissionFailed: Error {}

actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []

    private var failures: [any Error]
    private var holdsNextSubmission: Bool
    private var heldSubmission: CheckedContinuation<Void, Never>?
    private var arrivalWaiter: CheckedContinuation<Void, Never>?
    private var heldSubmissionHasArrived = false
    private var isReleased = false

    init(failing failures: [any Error] = [], holdingFirstSubmission: Bool = false) {
        self.failures = failures
        holdsNextSubmission = holdingFirstSubmission
    }

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
        if holdsNextSubmission {
            holdsNextSubmission = false
            heldSubmissionHasArrived = true
            arrivalWaiter?.resume()
            arrivalWaiter = nil
            if !isReleased {
                await withCheckedContinuation { continuation in
                    heldSubmission = continuation
                }
            }
        }
        if !failures.isEmpty {
            throw failures.removeFirst()
        }
    }

    /// Returns once the held submission has arrived (at once if it already has).
    func submissionArrived() async {
        if heldSubmissionHasArrived { return }
        await withCheckedContinuation { continuation in
            arrivalWaiter = continuation
        }
    }

    /// Lets the held submission answer.
    func release() {
        isReleased = true
        heldSubmission?.resume()
        heldSubmission = nil
    }
}
