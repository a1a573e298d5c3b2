import Foundation

/// A whole-module compile that writes an object for each of its files (the compiler's `-num-threads 1`), so that
/// the objects of the files the tool adds to a student's tests (the entry point, XCTest's recorder) are read apart
/// from the objects of theirs: what the student's files use is then theirs alone.
struct ObjectPerFile: Sendable {
    /// The compile's Swift files, in the order the compiler is given them, with the object of each.
    var files: [(file: String, object: URL)]

    /// The frontend job `words`, which writes one object (one `-o`), writing one per file instead; `nil` for a job
    /// of any other shape.
    func frontendJob(_ words: [String]) -> [String]? {
        guard words.count(where: { $0 == "-o" }) == 1, let index = words.firstIndex(of: "-o"), index + 1 < words.count else { return nil }
        return Array(words[..<index]) + ["-num-threads", "1"] + files.flatMap { ["-o", $0.object.path] } + words[(index + 2)...]
    }

    /// The driver's command line `arguments`, which name one object (one `-o`), writing one per file through a map
    /// of outputs written in `folder`.
    func driverCommand(_ arguments: [String], writingIn folder: URL) throws -> [String] {
        var arguments = arguments
        if let index = arguments.firstIndex(of: "-o"), index + 1 < arguments.count { arguments.removeSubrange(index...(index + 1)) }
        let map = folder.appending(path: "objects.json")
        let entries = Dictionary(files.map { ($0.file, ["object": $0.object.path]) }) { first, _ in first }
        try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]).write(to: map)
        return arguments + ["-num-threads", "1", "-output-file-map", map.path]
    }
}
