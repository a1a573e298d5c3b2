import Foundation

/// What the tool reads of a relocatable ELF object (64-bit, little-endian: what Swift builds on Linux), in its own
/// process: its global and weak symbols and its sections (what `BinaryScan` holds to a kata, and the libraries the
/// object asks to be linked with). `llvm-nm` and `llvm-objdump` print the same, at the cost of two processes an object.
package struct ELFObject {
    /// Its global and weak symbols, in the order of its table.
    let symbols: [ObjectSymbol]
    /// The names of its sections, in order.
    let sections: [String]
    /// The sections whose code runs as the process starts or ends: by their type (SHT_INIT_ARRAY, SHT_FINI_ARRAY,
    /// SHT_PREINIT_ARRAY) or by the names the linkers gather into those (`.init_array.*`, `.ctors`, ...).
    let startAndEndSections: [String]
    /// Where each section's bytes are, in order.
    private let extents: [Range<Int>]
    private let bytes: [UInt8]

    /// The object `data` holds; `nil` when it is not a 64-bit little-endian ELF file or a table runs past its end.
    package init?(_ data: Data) {
        let object = ObjectBytes(bytes: [UInt8](data))
        let bytes = object.bytes
        guard bytes.count >= 64, bytes[0 ..< 4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else { return nil }
        guard let sectionTable = object.integer(0x28, 8), let headerSize = object.integer(0x3A, 2), let count = object.integer(0x3C, 2),
              let namesIndex = object.integer(0x3E, 2), headerSize >= 64, count < 1 << 16 else { return nil }
        /// A field of section header `index`: its type (at 4), its offset (at 24), its size (at 32), its link (at 40).
        func field(_ index: Int, _ at: Int, _ size: Int) -> Int? { object.integer(sectionTable + index * headerSize + at, size) }
        guard let namesOffset = field(namesIndex, 24, 8) else { return nil }
        var sections: [String] = [], startAndEnd: [String] = [], extents: [Range<Int>] = [], symbols: [ObjectSymbol] = []
        for index in 0 ..< count {
            guard let nameOffset = field(index, 0, 4), let name = object.text(namesOffset + nameOffset), let type = field(index, 4, 4),
                  let start = field(index, 24, 8), let length = field(index, 32, 8) else { return nil }
            sections.append(name)
            if Self.startAndEndTypes.contains(type) || Self.startAndEndNames.contains(where: { name.hasPrefix($0) }) { startAndEnd.append(name) }
            // A section with no bytes in the file (SHT_NOBITS: `.bss`) holds none here.
            extents.append(type == 8 || start > bytes.count || length > bytes.count - start ? 0 ..< 0 : start ..< start + length)
            // The symbol table (SHT_SYMTAB), whose strings are in the section its link names.
            guard type == 2 else { continue }
            guard let offset = field(index, 24, 8), let size = field(index, 32, 8), let link = field(index, 40, 4),
                  let strings = field(link, 24, 8), offset <= bytes.count, size <= bytes.count - offset else { return nil }
            for entry in stride(from: offset, to: offset + size - 23, by: 24) {
                guard let nameAt = object.integer(entry, 4), let info = object.integer(entry + 4, 1),
                      let sectionIndex = object.integer(entry + 6, 2) else { return nil }
                // Global (1), weak (2) or unique (10) binding: what `nm --extern-only` lists.
                let binding = info >> 4
                guard [1, 2, 10].contains(binding), let name = object.text(strings + nameAt), !name.isEmpty else { continue }
                symbols.append(ObjectSymbol(name: name, isUndefined: sectionIndex == 0, isWeak: binding == 2))
            }
        }
        self.symbols = symbols
        self.sections = sections
        self.startAndEndSections = startAndEnd
        self.extents = extents
        self.bytes = bytes
    }

    /// The bytes of the first section named `name`, if the object has one.
    package func contents(of name: String) -> ArraySlice<UInt8>? {
        sections.firstIndex(of: name).map { bytes[extents[$0]] }
    }

    private static let startAndEndTypes: Set<Int> = [14, 15, 16]
    private static let startAndEndNames = [".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors", ".init", ".fini"]
}
