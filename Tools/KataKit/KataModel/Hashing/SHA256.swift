import Foundation

/// A SHA-256 digest (FIPS 180-4), computed in one shot or fed in pieces of any size.
package struct SHA256: Sendable {
    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The eight words of the running hash value, starting from the standard initial value.
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// The bytes fed in that do not yet fill a 64-byte block.
    private var pending: [UInt8] = []
    /// How many bytes have been fed in so far.
    private var length: UInt64 = 0

    /// A hasher that has been fed nothing yet.
    package init() {
        pending.reserveCapacity(64)
    }

    /// The SHA-256 digest of `data`, 32 bytes.
    package static func hash(_ data: Data) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The bytes as lowercase hexadecimal digits, two for each byte.
    package static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Feeds the bytes of `data`.
    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Feeds `bytes`.
    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds the bytes in `buffer`, compressing each 64-byte block as soon as it is complete.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            offset = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[..<offset])
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { Self.compress(blocks: $0.baseAddress!, count: 1, into: &state) }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = (buffer.count - offset) / 64
        if blocks > 0 {
            Self.compress(blocks: base + offset, count: blocks, into: &state)
        }
        pending.append(contentsOf: buffer[(offset + blocks * 64)...])
    }

    /// Pads the input as FIPS 180-4 asks and returns the 32-byte digest; feed the hasher nothing after this.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80] + Array(repeating: 0, count: (119 - pending.count) % 64)
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        update(padding)
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                       UInt8(truncatingIfNeeded: word)]
        }
        return digest
    }

    /// Runs the compression function over `count` consecutive 64-byte blocks starting at `blocks`.
    private static func compress(blocks: UnsafeRawPointer, count: Int, into state: inout [UInt32]) {
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                var (h0, h1, h2, h3) = (state[0], state[1], state[2], state[3])
                var (h4, h5, h6, h7) = (state[4], state[5], state[6], state[7])
                var block = 0
                while block < count {
                    let bytes = blocks + block &* 64
                    var t = 0
                    while t < 16 {
                        w[t] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: t &* 4, as: UInt32.self))
                        t &+= 1
                    }
                    while t < 64 {
                        let x = w[t &- 15], y = w[t &- 2]
                        let s0 = rotate(x, 7) ^ rotate(x, 18) ^ (x &>> 3)
                        let s1 = rotate(y, 17) ^ rotate(y, 19) ^ (y &>> 10)
                        w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
                        t &+= 1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    t = 0
                    while t < 64 {
                        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                        let temp1 = h &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                        let temp2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
                        t &+= 1
                    }
                    (h0, h1, h2, h3) = (h0 &+ a, h1 &+ b, h2 &+ c, h3 &+ d)
                    (h4, h5, h6, h7) = (h4 &+ e, h5 &+ f, h6 &+ g, h7 &+ h)
                    block &+= 1
                }
                state = [h0, h1, h2, h3, h4, h5, h6, h7]
            }
        }
    }

    /// Rotates `x` right by `n` bits.
    @inline(__always)
    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }
}
