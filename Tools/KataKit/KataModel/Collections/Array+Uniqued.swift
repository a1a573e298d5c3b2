extension Array where Element: Equatable {
    /// The elements, each once, in the order first seen.
    package func uniqued() -> [Element] {
        reduce(into: []) { kept, element in if !kept.contains(element) { kept.append(element) } }
    }
}
