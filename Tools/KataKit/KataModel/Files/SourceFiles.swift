import Foundation

/// The source files of a folder of the workbook, as a learner or a snapshot left them.
package enum SourceFiles {
    /// The regular files below `folder`, as sorted paths relative to it, hidden ones left out unless asked for.
    package static func paths(under folder: URL, includingHidden: Bool = false) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let isHidden = !includingHidden && path.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden, (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(path) }
        }
        return files.sorted()
    }

    /// A fingerprint of the folders' files (their paths and bytes): equal fingerprints, equal files.
    ///
    /// With `ignoringCommentsAndWhitespace`, files that differ only in spaces, line breaks and, in Swift files,
    /// comments have the same fingerprint.
    package static func fingerprint(of folders: [URL], ignoringCommentsAndWhitespace: Bool = false) -> String {
        var hash = FNV1a()
        for folder in folders {
            hash.add(Data("folder".utf8))
            for path in paths(under: folder) {
                hash.add(Data(path.utf8))
                var bytes = (try? Data(contentsOf: folder.appending(path: path))) ?? Data()
                if ignoringCommentsAndWhitespace {
                    if path.hasSuffix(".swift") { bytes = Data(SwiftSource.withoutComments(String(decoding: bytes, as: UTF8.self)).utf8) }
                    bytes.removeAll { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
                }
                hash.add(bytes)
            }
        }
        return hash.hex
    }

    /// A fingerprint of a text.
    package static func fingerprint(ofText text: String) -> String {
        fingerprint(ofData: Data(text.utf8))
    }

    /// A fingerprint of bytes.
    package static func fingerprint(ofData data: Data) -> String {
        var hash = FNV1a()
        hash.add(data)
        return hash.hex
    }
}

/// The 64-bit FNV-1a hash, each added chunk followed by its length so that chunks cannot run into each other.
private struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data { mix(byte) }
        withUnsafeBytes(of: UInt64(data.count).littleEndian) { $0.forEach { mix($0) } }
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    var hex: String { String(value, radix: 16) }
}
