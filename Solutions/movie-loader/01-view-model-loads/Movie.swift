import Foundation

/// A movie the list shows.
struct Movie: Equatable, Identifiable, Sendable {
    let id: UUID
    let title: String
}
