/// A value that lives elsewhere, read and written through two closures: the shape of SwiftUI's `Binding`.
struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// The value, read through `get`; a write goes through `set`, so a `let` binding can be written.
    var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}
