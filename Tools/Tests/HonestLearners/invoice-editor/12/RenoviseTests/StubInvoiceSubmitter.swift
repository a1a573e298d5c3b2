@testable import Renovise

actor StubInvoiceSubmitter: InvoiceSubmitter {
    private(set) var received: [Invoice] = []

    private var holdsNextSubmission: Bool
    private var heldSubmission: CheckedContinuation<Void, Never>?
    private var arrivalWaiter: CheckedContinuation<Void, Never>?
    private var heldSubmissionHasArrived = false
    private var isReleased = false

    init(holdingFirstSubmission: Bool = false) {
        holdsNextSubmission = holdingFirstSubmission
    }

    func submit(_ invoice: Invoice) async throws {
        received.append(invoice)
        guard holdsNextSubmission else { return }
        holdsNextSubmission = false
        heldSubmissionHasArrived = true
        arrivalWaiter?.resume()
        arrivalWaiter = nil
        if isReleased { return }
        await withCheckedContinuation { continuation in
            heldSubmission = continuation
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
