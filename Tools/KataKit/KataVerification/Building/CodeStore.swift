import Foundation
import KataModel

/// The compiled reference code of a workbook, kept by what it is compiled from rather than where.
///
/// A snapshot of `Solutions/`, or a mutant of one, compiles to the same module and object in every scratch package
/// that holds it: a kata's stage proof, the catalogs of its generated mutants, a verify's proof, and each copy of the
/// workbook the self-check makes. Kept here once compiled, it is copied into the next package that needs it rather
/// than compiled again. Grading keeps to its slot: the store of the workbook it grades with is the slot's (its scratch
/// folder), which no student's code can write, and the student's own code is never kept.
///
/// A module's source information (`.swiftsourceinfo`: where each declaration is) names the files it was compiled
/// from, so it is not kept: a compile against a module copied from here cannot point into the reference code, which
/// a learner is never shown anyway.
struct CodeStore: Sendable {
    /// The store's folder: one folder per compile, named by its fingerprint.
    let folder: URL

    /// The extensions of the outputs kept, after the module's name.
    private static let kept = ["swiftmodule", "o", "swiftdoc"]

    /// The store of `workbook`, outside any scratch package of it.
    init(of workbook: Workbook) {
        folder = workbook.scratchDirectory.appending(path: "code-store")
    }

    /// `arguments` of a compile of the Swift files of the folder `sources` into `output` as they are in every
    /// package: those two folders named alike and the module cache left out.
    static func placeless(_ arguments: [String], sources: URL, output: URL) -> [String] {
        var words: [String] = [], skipsNext = false
        for argument in arguments {
            defer { skipsNext = argument == "-module-cache-path" }
            guard !skipsNext, argument != "-module-cache-path" else { continue }
            words.append(argument.replacingOccurrences(of: output.path + "/", with: "OUTPUT/")
                .replacingOccurrences(of: sources.path + "/", with: "SOURCES/"))
        }
        return words
    }

    /// The fingerprint of a compile by `placeless` arguments (see `placeless(_:sources:output:)`) of files whose
    /// bytes have the fingerprints `bytes`.
    static func key(placeless: [String], bytes: [String]) -> String {
        SourceFiles.fingerprint(ofText: (["code-store-1"] + placeless + bytes).joined(separator: "\n"))
    }

    /// Puts the outputs kept under `key` for `module` in `output`, and removes its source information; false when
    /// none are kept.
    func restore(_ key: String, module: String, into output: URL) -> Bool {
        let entry = folder.appending(path: key)
        let files = Self.kept.map { "\(module).\($0)" }
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: entry.appending(path: $0).path) }) else { return false }
        for file in files + ["\(module).swiftsourceinfo"] { try? FileManager.default.removeItem(at: output.appending(path: file)) }
        for file in files {
            guard (try? FileManager.default.copyItem(at: entry.appending(path: file), to: output.appending(path: file))) != nil else { return false }
        }
        return true
    }

    /// Keeps the outputs for `module` in `output` under `key`, when not kept yet: copied into a folder of their own
    /// first, then moved into place whole, so that a store read at the same time never finds half of them.
    func keep(_ key: String, module: String, from output: URL) {
        let entry = folder.appending(path: key)
        guard !FileManager.default.fileExists(atPath: entry.path) else { return }
        let staging = folder.appending(path: ".\(key)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in Self.kept.map({ "\(module).\($0)" }) {
                try FileManager.default.copyItem(at: output.appending(path: file), to: staging.appending(path: file))
            }
            try FileManager.default.moveItem(at: staging, to: entry)
        } catch {
            // Not kept: the next package compiles it again.
        }
    }
}
