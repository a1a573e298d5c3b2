import Foundation

/// What the tool reads of a relocatable Mach-O object (64-bit, little-endian: what Swift builds on a Mac), in its own
/// process: its global symbols, by the names their source gave them, and its sections, with those whose code runs as
/// the process starts or ends.
struct MachOObject {
    /// Its global symbols (private external ones too: they are linked into the test process as well), in the order
    /// of its table, each without the `_` Mach-O puts before a C-level name (`_exit` is `exit`, `_$s…` is `$s…`).
    let symbols: [ObjectSymbol]
    /// The names of its sections, in order.
    let sections: [String]
    /// The sections whose code runs as the process starts or ends: by their type, which is what the linker reads
    /// (`@section("__DATA,__early,mod_init_funcs")` makes one of any name), or by their name.
    let startAndEndSections: [String]

    /// The object `data` holds; `nil` when it is not a 64-bit little-endian Mach-O file or a table runs past its end.
    init?(_ data: Data) {
        let object = ObjectBytes(bytes: [UInt8](data))
        guard object.integer(0, 4) == 0xFEED_FACF, let commands = object.integer(16, 4), commands < 1 << 16 else { return nil }
        var sections: [String] = [], startAndEnd: [String] = [], symbols: [ObjectSymbol] = []
        var command = 32
        for _ in 0 ..< commands {
            guard let kind = object.integer(command, 4), let size = object.integer(command + 4, 4), size >= 8 else { return nil }
            if kind == Self.segment {
                guard let count = object.integer(command + 64, 4), count < 1 << 16 else { return nil }
                for index in 0 ..< count {
                    let header = command + 72 + index * 80
                    guard let name = object.text(header, length: 16), let flags = object.integer(header + 64, 4) else { return nil }
                    sections.append(name)
                    if Self.startAndEndTypes.contains(flags & 0xFF) || Self.startAndEndNames.contains(name) { startAndEnd.append(name) }
                }
            } else if kind == Self.symbolTable {
                guard let table = object.integer(command + 8, 4), let count = object.integer(command + 12, 4),
                      let strings = object.integer(command + 16, 4), count < 1 << 24 else { return nil }
                for entry in stride(from: table, to: table + count * 16, by: 16) {
                    guard let nameAt = object.integer(entry, 4), let type = object.integer(entry + 4, 1), let description = object.integer(entry + 6, 2),
                          let value = object.integer(entry + 8, 8) else { return nil }
                    // External (N_EXT), not a debugger's entry (N_STAB): what `nm --extern-only` lists.
                    guard type & 0xE0 == 0, type & 0x01 != 0, let name = object.text(strings + nameAt), !name.isEmpty else { continue }
                    // Undefined (N_UNDF) with no size: a common symbol (a size as its value) is a definition.
                    let undefined = type & 0x0E == 0 && value == 0
                    // N_WEAK_REF for a symbol used, N_WEAK_DEF for one defined.
                    let weak = description & (undefined ? 0x40 : 0x80) != 0
                    symbols.append(ObjectSymbol(name: name.hasPrefix("_") ? String(name.dropFirst()) : name, isUndefined: undefined, isWeak: weak))
                }
            }
            command += size
        }
        self.symbols = symbols
        self.sections = sections
        self.startAndEndSections = startAndEnd
    }

    /// The load commands read: a 64-bit segment (LC_SEGMENT_64) and the symbol table (LC_SYMTAB).
    private static let segment = 0x19, symbolTable = 0x2
    /// The section types whose pointers the loader calls: S_MOD_INIT_FUNC_POINTERS, S_MOD_TERM_FUNC_POINTERS and
    /// S_INIT_FUNC_OFFSETS.
    private static let startAndEndTypes: Set<Int> = [0x09, 0x0A, 0x16]
    private static let startAndEndNames: Set<String> = ["__mod_init_func", "__mod_term_func", "__init_offsets"]
}
