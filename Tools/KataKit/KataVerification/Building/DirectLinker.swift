import Foundation
import KataRunning
import Synchronization

/// Links Swift objects into an executable as `swiftc` does on Linux, without its driver: the linker command the driver
/// would run (`swiftc -###`, asked once and kept by `ToolchainAnswers`), given the libraries the objects ask for (their
/// autolink entries, put in order by `swift-autolink-extract` once for each list of them).
///
/// The driver starts `swift-autolink-extract` to read those entries, then `clang`, which starts the linker: three
/// processes around the one that does the work, 0.18 s a link against 0.07 s for `clang` alone (measured on the
/// 2-core machine), and a kata's proof links about sixty test executables. `clang` is asked once too (`clang -###`)
/// for the linker's own command, which then runs alone: a self-check links about eight hundred times, and `clang`
/// took a twentieth of its processor time.
package enum DirectLinker {
    /// The names the driver's command is asked for with, replaced in each link.
    private static let output = "/KATA_LINK_OUTPUT", inputs = ["/KATA_LINK_INPUT_1.o", "/KATA_LINK_INPUT_2.o"]
    /// Where the libraries go in the linker's own command, as asked of `clang`.
    private static let librariesPlaceholder = "-lKATA_LINK_LIBRARIES"

    /// The commands that link two objects, with the placeholders above.
    private struct Template: Codable, Sendable {
        /// The driver's `clang` command, with a response file (`@...`) where the libraries go.
        var clang: [String]
        /// The linker command `clang` runs, with `librariesPlaceholder` where the libraries go; `nil` when it is not
        /// of the shape this knows.
        var linker: [String]?
    }

    /// The commands, once asked; `nil` inside when the driver's is not of the shape this knows (then `swiftc` links).
    private static let template = Mutex<Template??>(nil)

    /// The commands, asked with their temporary folders in `folder` (removed after) the first time.
    private static func template(askingIn folder: URL) -> Template? {
        if let known = template.withLock({ $0 }) { return known }
        let asked = ToolchainAnswers.answer("linker", to: ["link"]) { ask(in: folder) }
        template.withLock { $0 = .some(asked) }
        return asked
    }

    /// The commands, asked of the driver and of `clang`.
    private static func ask(in folder: URL) -> Template? {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = SwiftDriver.plan(["-use-ld=lld", "-o", output] + inputs, temporaryFolder: folder) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.split(separator: " ").first?.hasSuffix("/clang") == true }),
              !line.contains("\""), !line.contains("'") else { return nil }
        let split = line.split(separator: " ").map(String.init)
        guard split.filter({ $0.hasPrefix("@") }).count == 1, inputs.allSatisfy(split.contains), split.contains(output) else { return nil }
        return Template(clang: split, linker: linkerCommand(of: split, askingIn: folder))
    }

    /// The linker command the `clang` command `clang` runs, from `clang -###` (whose inputs must be files: empty ones
    /// stand in for them in `folder`), with the placeholders put back; `nil` when it is not one plain `ld.lld` command.
    private static func linkerCommand(of clang: [String], askingIn folder: URL) -> [String]? {
        let standIns = inputs.map { folder.appending(path: URL(filePath: $0).lastPathComponent).path }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              standIns.allSatisfy({ FileManager.default.createFile(atPath: $0, contents: nil) }) else { return nil }
        let asked = clang.dropFirst().map { word in
            word.hasPrefix("@") ? librariesPlaceholder : inputs.firstIndex(of: word).map { standIns[$0] } ?? word
        }
        let text = SwiftDriver.output(of: URL(filePath: clang[0]), ["-###"] + asked, writingIn: folder, errorsToo: true) ?? ""
        // The job's line: each word in double quotes, none with a quote or an escape inside.
        guard let line = text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
                .first(where: { $0.hasPrefix("\"") && $0.split(separator: " ").first?.hasSuffix("/ld.lld\"") == true }),
              line.hasSuffix("\""), !line.contains("\\") else { return nil }
        let words = line.dropFirst().dropLast().components(separatedBy: "\" \"")
        guard words.allSatisfy({ !$0.contains("\"") }) else { return nil }
        let command = words.map { word in standIns.firstIndex(of: word).map { inputs[$0] } ?? word }
        guard inputs.allSatisfy(command.contains), command.contains(output),
              command.filter({ $0 == librariesPlaceholder }).count == 1 else { return nil }
        return command
    }

    /// The command that links `objects` into `executable`, or `nil` when `swiftc` must (the driver's command is not
    /// known, or an object's entries cannot be read). The objects go where the driver put the first of its two.
    package static func arguments(linking objects: [URL], into executable: URL) -> [String]? {
        let folder = executable.deletingLastPathComponent().appending(path: "driver-plan")
        guard let template = template(askingIn: folder), !objects.isEmpty,
              let libraries = libraries(of: objects, linker: template.clang) else { return nil }
        // The linker alone, when each library is one the linker takes as `clang` passes it on.
        let linker = template.linker.flatMap { libraries.allSatisfy { $0.hasPrefix("-l") } ? $0 : nil }
        return (linker ?? template.clang).flatMap { word -> [String] in
            if word == output { return [executable.path] }
            if word == inputs[0] { return objects.map(\.path) }
            if word == inputs[1] { return [] }
            return word.hasPrefix("@") || word == librariesPlaceholder ? libraries : [word]
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
        let asked = ToolchainAnswers.answer("libraries", to: key) {
            SwiftDriver.output(of: extractor, objects.map(\.path) + ["-o", "/dev/stdout"], writingIn: objects[0].deletingLastPathComponent())
                .map { $0.split(whereSeparator: \.isNewline).map(String.init) }
        }
        guard let libraries = asked else { return nil }
        extracted.withLock { $0[key] = libraries }
        return libraries
    }

    /// The libraries an ELF object asks to be linked with: its `.swift1_autolink_entries` section, entries apart by
    /// NUL; none when it has no such section, `nil` when it is not a 64-bit little-endian ELF file.
    static func autolinkEntries(of object: URL) -> [String]? {
        guard let data = try? Data(contentsOf: object), let elf = ELFObject(data) else { return nil }
        return elf.contents(of: ".swift1_autolink_entries").map { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } } ?? []
    }
}
