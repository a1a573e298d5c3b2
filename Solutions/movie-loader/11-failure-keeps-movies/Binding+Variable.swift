extension Binding {
    /// A binding over a variable of its own that starts at `initialValue`: state for a test or a preview, with no
    /// view to hold it.
    static func variable(_ initialValue: Value) -> Binding<Value> {
        var copy = initialValue
        return Binding(get: { copy }, set: { copy = $0 })
    }
}
