/// A beer Bev lists.
struct Beer: Equatable, Identifiable, Sendable {
    let id: Int
    let name: String
}
