import Foundation
import Testing
@testable import KataModel

@Suite("SHA-256 and HMAC-SHA-256")
struct SHA256Tests {
    /// The bytes that a string of hexadecimal digit pairs spells.
    private func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)! }
    }

    /// The digest of `data` fed to one hasher in pieces of `size` bytes.
    private func digest(of data: [UInt8], inChunksOf size: Int) -> [UInt8] {
        var hasher = SHA256()
        for start in stride(from: 0, to: data.count, by: size) {
            hasher.update(Array(data[start..<min(start + size, data.count)]))
        }
        return hasher.finalize()
    }

    @Test("The FIPS 180-2 vectors for the empty string, \"abc\" and the 448-bit message give their published digests")
    func fipsVectors() {
        #expect(SHA256.hexString(SHA256.hash(Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexString(SHA256.hash(Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let message = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hexString(SHA256.hash(message)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hash(message) == bytes("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"))
    }

    @Test("One million letters a, fed in chunks of 1000, give the published FIPS 180-2 digest")
    func millionAs() {
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1000)
        var hasher = SHA256()
        for _ in 0..<1000 {
            hasher.update(chunk)
        }
        #expect(hasher.finalize() == bytes("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"))
    }

    @Test("Feeding a message in chunks of 1, 7, 63, 64 or 65 bytes gives the same digest as feeding it at once",
          arguments: [1, 7, 63, 64, 65])
    func chunking(size: Int) {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        let long = Array(repeating: message, count: 5).flatMap { $0 }
        #expect(digest(of: message, inChunksOf: size) == SHA256.hash(Data(message)))
        #expect(digest(of: long, inChunksOf: size) == SHA256.hash(Data(long)))
        #expect(digest(of: message, inChunksOf: size) == bytes("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"))
    }

    @Test("RFC 4231 test cases 1, 2, 3, 4, 6 and 7 give their published HMAC-SHA-256 values")
    func rfc4231() {
        let longKey = Data(repeating: 0xaa, count: 131)
        let cases: [(key: Data, message: Data, mac: String)] = [
            (Data(repeating: 0x0b, count: 20), Data("Hi There".utf8),
             "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
            (Data("Jefe".utf8), Data("what do ya want for nothing?".utf8),
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
            (Data(repeating: 0xaa, count: 20), Data(repeating: 0xdd, count: 50),
             "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
            (Data(1...25), Data(repeating: 0xcd, count: 50),
             "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
            (longKey, Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
            (longKey, Data(("This is a test using a larger than block-size key and a larger than block-size data. "
                + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
             "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
        ]
        for (key, message, mac) in cases {
            #expect(HMAC.sha256Hex(key: key, message: message) == mac)
            #expect(HMAC.sha256(key: key, message: message) == bytes(mac))
        }
    }

    @Test("The constant-time comparison finds equal digests equal, and digests differing in the first, a middle or the last byte unequal")
    func constantTimeComparison() {
        let digest = bytes("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(HMAC.equal(digest, digest))
        for index in [0, 16, 31] {
            var other = digest
            other[index] ^= 0x01
            #expect(!HMAC.equal(digest, other))
        }
        #expect(!HMAC.equal(digest, Array(digest.dropLast())))
    }
}
