import Foundation
import Testing

/// Compares `text` with the reference file `__Snapshots__/<name>.txt` next to the test file that calls it.
///
/// The first run, with no reference yet, records one and fails, so that a test is never green on a snapshot nobody
/// has looked at. A text that differs fails with the lines that differ.
func assertSnapshot(
    of text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let folder = URL(filePath: filePath).deletingLastPathComponent().appending(path: "__Snapshots__")
    let file = folder.appending(path: "\(name).txt")
    guard let reference = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("No reference snapshot '\(name)' yet: recorded it. Read it, then run the test again.", sourceLocation: sourceLocation)
        return
    }
    guard reference != text else { return }
    Issue.record("The snapshot '\(name)' differs from its reference (- reference, + now):\n\(lineDiff(reference, text))",
                 sourceLocation: sourceLocation)
}

/// The lines of two texts side by side where they differ, as `- old` and `+ new`; empty lines are left out.
private func lineDiff(_ old: String, _ new: String) -> String {
    let oldLines = old.split(separator: "\n")
    let newLines = new.split(separator: "\n")
    return (0..<max(oldLines.count, newLines.count)).flatMap { index -> [String] in
        let before = index < oldLines.count ? oldLines[index] : nil
        let after = index < newLines.count ? newLines[index] : nil
        guard before != after else { return [] }
        return [before.map { "- \($0)" }, after.map { "+ \($0)" }].compactMap { $0 }
    }.joined(separator: "\n")
}
