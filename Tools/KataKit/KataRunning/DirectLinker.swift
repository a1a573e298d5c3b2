import Foundation
import Synchronization

/// Links Swift objects into an executable as `swiftc` does on Linux, without its driver: the linker command the driver
/// would run (`swiftc -###`, asked once), given the libraries the objects ask for (their autolink entries, put in
/// order by `swift-autolink-extract` once for each list of them).
///
/// The driver starts `swift-autolink-extract` to read those entries, then `clang`, which starts the linker: three
/// processes around the one that does the work, 0.18 s a link against 0.07 s for `clang` alone (measured on the
/// 2-core machine), and a kata's proof links about sixty test executables.
package enum DirectLinker {
    /// The names the driver's command is asked for with, replaced in each link.
    private static let output = "/KATA_LINK_OUTPUT", inputs = ["/KATA_LINK_INPUT_1.o", "/KATA_LINK_INPUT_2.o"]

    /// The driver's linker command for two objects, with the placeholders above, once asked; `nil` inside when it is
    /// not of the shape this knows (then `swiftc` links).
    private static let template = Mutex<[String]??>(nil)

    /// The driver's linker command, asked with its temporary folders in `folder` (removed after) the first time.
    private static func template(askingIn folder: URL) -> [String]? {
        if let known = template.withLock({ $0 }) { return known }
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = SwiftDriver.plan(["-use-ld=lld", "-o", output] + inputs, temporaryFolder: folder) ?? ""
        var words: [String]?
        if let line = text.split(separator: "\n").first(where: { $0.split(separator: " ").first?.hasSuffix("/clang") == true }),
           !line.contains("\""), !line.contains("'") {
            let split = line.split(separator: " ").map(String.init)
            if split.filter({ $0.hasPrefix("@") }).count == 1, inputs.allSatisfy(split.contains), split.contains(output) { words = split }
        }
        template.withLock { $0 = .some(words) }
        return words
    }

    /// The command that links `objects` into `executable`, or `nil` when `swiftc` must (the driver's command is not
    /// known, or an object's entries cannot be read).
    package static func arguments(linking objects: [URL], into executable: URL) -> [String]? {
        let folder = executable.deletingLastPathComponent().appending(path: "driver-plan")
        guard let template = template(askingIn: folder), objects.count == inputs.count,
              let libraries = libraries(of: objects, linker: template) else { return nil }
        return template.flatMap { word -> [String] in
            if word == output { return [executable.path] }
            if let index = inputs.firstIndex(of: word) { return [objects[index].path] }
            return word.hasPrefix("@") ? libraries : [word]
        }
    }

    /// The libraries `swift-autolink-extract` gives for objects with these autolink entries, by the entries.
    private static let extracted = Mutex<[[String]: [String]]>([:])

    /// The libraries to link `objects` with, as `swift-autolink-extract` orders them (the loader finds a library
    /// that another needs only in some orders): asked once for each list of entries the objects hold, which is the
    /// same for every version of a kata's code.
    private static func libraries(of objects: [URL], linker: [String]) -> [String]? {
        let entries = objects.compactMap(autolinkEntries(of:))
        guard entries.count == objects.count else { return nil }
        let key = entries.map { $0.joined(separator: "\u{0}") }
        if let known = extracted.withLock({ $0[key] }) { return known }
        let extractor = URL(filePath: linker[0]).deletingLastPathComponent().appending(path: "swift-autolink-extract")
        guard let text = SwiftDriver.output(of: extractor, objects.map(\.path) + ["-o", "/dev/stdout"],
                                            writingIn: objects[0].deletingLastPathComponent()) else { return nil }
        let libraries = text.split(whereSeparator: \.isNewline).map(String.init)
        extracted.withLock { $0[key] = libraries }
        return libraries
    }

    /// The libraries an ELF object asks to be linked with: its `.swift1_autolink_entries` section, entries apart by
    /// NUL; none when it has no such section, `nil` when it is not a 64-bit little-endian ELF file.
    static func autolinkEntries(of object: URL) -> [String]? {
        guard let data = try? Data(contentsOf: object), data.count > 64, data.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
        let bytes = [UInt8](data)
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard let sections = integer(0x28, 8), let size = integer(0x3A, 2), let count = integer(0x3C, 2), let names = integer(0x3E, 2),
              let namesOffset = integer(sections + names * size + 0x18, 8) else { return nil }
        for index in 0..<count {
            let header = sections + index * size
            guard let nameOffset = integer(header, 4), let offset = integer(header + 0x18, 8), let length = integer(header + 0x20, 8) else { return nil }
            let start = namesOffset + nameOffset
            guard start < bytes.count else { return nil }
            let name = bytes[start...].prefix { $0 != 0 }
            guard String(decoding: name, as: UTF8.self) == ".swift1_autolink_entries" else { continue }
            guard offset + length <= bytes.count else { return nil }
            return bytes[offset..<offset + length].split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        return []
    }
}
