import Foundation
import KataModel
import KataRunning
import Synchronization

/// The one compiler job a `swiftc` command line stands for, run without the driver: the driver starts, plans, and
/// starts `swift-frontend`, which does the work (0.18 s of a code module's 0.11 s compile is the driver's, measured
/// on the 2-core machine), and a kata's proof compiles about a hundred times.
///
/// The driver is asked once (`swiftc -###`, kept by `ToolchainAnswers`) for each shape of command line, with the
/// module's name and each absolute path replaced by a placeholder that keeps its extension (so that the driver sees the
/// same kinds of files), and the paths are put back in the job it prints, those it derives from them (`X.swiftdoc`
/// beside `X.swiftmodule`) too.
package enum FrontendJob {
    /// What the driver planned for a command line with its paths replaced: its one frontend job, and the text of the
    /// file of supplementary outputs it gave that job, if any.
    private struct Plan: Codable, Sendable {
        var words: [String]
        var outputMap: String?
    }

    /// The plan for each command line with its paths replaced, `nil` when the driver plans something else than one
    /// frontend job.
    private static let planned = Mutex<[[String]: Plan?]>([:])

    /// The option that names the file of supplementary outputs (a module's interface, documentation, ...).
    private static let outputMapOption = "-supplementary-output-file-map"

    /// The frontend command `arguments` (a `swiftc` command line) runs, writing in `folder` the file of outputs it
    /// may need; `nil` when the driver must run it.
    package static func command(for arguments: [String], writingIn folder: URL) -> [String]? {
        guard arguments.first == "swiftc", !arguments.contains(where: { $0.contains("\"") || $0.contains("\\") }) else { return nil }
        var placeholders: [(placeholder: String, path: String)] = []
        let shape = arguments.enumerated().map { index, argument -> String in
            if index > 0, arguments[index - 1] == "-module-name" {
                placeholders.append(("KATA_MODULE_NAME", argument))
                return "KATA_MODULE_NAME"
            }
            guard argument.hasPrefix("/") else { return argument }
            let url = URL(filePath: argument), stem = "/KATA_PATH_\(index)"
            placeholders.append((stem, url.pathExtension.isEmpty ? argument : url.deletingPathExtension().path))
            return url.pathExtension.isEmpty ? stem : "\(stem).\(url.pathExtension)"
        }
        let plan: Plan?
        if let known = planned.withLock({ $0[shape] }) {
            plan = known
        } else {
            plan = ToolchainAnswers.answer("plans", to: shape) { Self.plan(shape, in: folder.appending(path: "driver-plan")) }
            planned.withLock { $0[shape] = plan }
        }
        guard let plan else { return nil }
        // The longest placeholders first, so that `/KATA_PATH_1` does not take a part of `/KATA_PATH_12`.
        let order = placeholders.sorted { $0.placeholder.count > $1.placeholder.count }
        let real = { (text: String) in order.reduce(text) { text, pair in text.replacingOccurrences(of: pair.placeholder, with: pair.path) } }
        var words = plan.words.map(real)
        if let map = plan.outputMap, let index = words.firstIndex(of: outputMapOption), index + 1 < words.count {
            let file = folder.appending(path: "supplementary-outputs.json")
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                  (try? real(map).write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
            words[index + 1] = file.path
        }
        return words
    }

    /// The one frontend job `swiftc -###` prints for `shape`, split into words, with its file of supplementary
    /// outputs read; `nil` for anything else. The driver's temporary folders go in `folder`, removed after.
    private static func plan(_ shape: [String], in folder: URL) -> Plan? {
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = (SwiftDriver.plan(Array(shape.dropFirst()), temporaryFolder: folder) ?? "").split(whereSeparator: \.isNewline)
        guard lines.count == 1, let line = lines.first, !line.contains("\""), !line.contains("'"), !line.contains("@"),
              line.split(separator: " ").first?.hasSuffix("/swift-frontend") == true else { return nil }
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: outputMapOption) else { return Plan(words: words) }
        // The driver leaves the file in its temporary folder: read, with JSON's escaped slashes plain.
        guard index + 1 < words.count, let map = try? String(contentsOfFile: words[index + 1], encoding: .utf8) else { return nil }
        return Plan(words: words, outputMap: map.replacingOccurrences(of: "\\/", with: "/"))
    }
}
