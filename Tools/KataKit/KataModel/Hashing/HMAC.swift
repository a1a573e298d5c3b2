import Foundation

/// Keyed-hash message authentication codes (RFC 2104) built on this module's ``SHA256``.
package enum HMAC {
    /// The block size of SHA-256 in bytes, which the key is padded or hashed to fit.
    private static let blockSize = 64

    /// The HMAC-SHA-256 of `message` under `key`, 32 bytes; a key longer than a block is hashed first.
    package static func sha256(key: Data, message: Data) -> [UInt8] {
        var block = key.count > blockSize ? SHA256.hash(key) : [UInt8](key)
        block += repeatElement(0, count: blockSize - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// The HMAC-SHA-256 of `message` under `key` as 64 lowercase hexadecimal digits.
    package static func sha256Hex(key: Data, message: Data) -> String {
        SHA256.hexString(sha256(key: key, message: message))
    }

    /// Whether two digests are equal, looking at every byte whatever the first difference, so the time taken reveals nothing.
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices {
            difference |= a[index] ^ b[index]
        }
        return difference == 0
    }
}
