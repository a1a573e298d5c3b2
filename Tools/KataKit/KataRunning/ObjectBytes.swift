/// The bytes of a compiled object, read as its little-endian fields: every read past the end is `nil`, so that a
/// damaged or hostile object is no object rather than a crash.
struct ObjectBytes {
    let bytes: [UInt8]

    /// The little-endian integer of `size` bytes at `offset`, `nil` past the end.
    func integer(_ offset: Int, _ size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        let value = (0 ..< size).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// The text from `offset` to its terminating zero, or to the end of the `length` bytes it may take.
    func text(_ offset: Int, length: Int? = nil) -> String? {
        guard offset >= 0, offset < bytes.count else { return nil }
        let limit = length.map { min(bytes.count, offset + $0) } ?? bytes.count
        guard let end = bytes[offset ..< limit].firstIndex(of: 0) ?? (length == nil ? nil : limit) else { return nil }
        return String(decoding: bytes[offset ..< end], as: UTF8.self)
    }
}

/// A global symbol of a compiled object, by the name its source gave it (a Mach-O object's leading `_` taken off).
package struct ObjectSymbol: Equatable, Sendable {
    var name: String
    /// Whether the object uses it and does not define it.
    var isUndefined: Bool
    var isWeak: Bool
}
