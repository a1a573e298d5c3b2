/// Owns one piece of state and hands its content a binding over it: a composition root for any view that takes
/// its state as a binding.
@MainActor
final class Host<Value, Content> {
    private(set) var state: Value
    private let content: (Binding<Value>) -> Content

    init(_ state: Value, content: @escaping (Binding<Value>) -> Content) {
        self.state = state
        self.content = content
    }

    /// The content, wired to the host's state.
    var body: Content {
        content(Binding(get: { self.state }, set: { self.state = $0 }))
    }
}
