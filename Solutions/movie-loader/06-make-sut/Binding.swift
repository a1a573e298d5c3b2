/// A value that lives elsewhere, read and written through two closures: the shape of SwiftUI's `Binding`.
///
/// A property wrapper, so that a type can declare `@Binding var movies: [Movie]` and read `$movies`.
@propertyWrapper
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

    /// The binding itself, as `$name` gives it for a `@Binding var name`.
    var projectedValue: Binding<Value> { self }

    /// A binding to a value that never changes: a write is ignored.
    static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}
