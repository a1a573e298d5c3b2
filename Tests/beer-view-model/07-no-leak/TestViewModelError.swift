import Foundation

/// The error a test sends through the repository; its description is the text the alert shows.
enum TestViewModelError: LocalizedError {
    case testError

    var errorDescription: String? {
        "The tap ran dry."
    }
}
