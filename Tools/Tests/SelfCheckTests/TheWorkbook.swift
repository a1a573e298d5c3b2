import Foundation
import Testing
@testable import KataModel
@testable import KataRunning
@testable import KataVerification

/// The workbook this test file belongs to, found from the file's own path.
func theWorkbook() throws -> Workbook {
    try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent())
}

/// A folder of the system's temporary folder for the fixtures of one test, `name`, then one per workbook checkout:
/// kept between runs, so that its builds stay warm, and never shared by the test runs of two checkouts at once.
func testFolder(_ name: String) throws -> URL {
    let checkout = try theWorkbook().root.path.replacingOccurrences(of: "/", with: "_")
    return FileManager.default.temporaryDirectory.appending(path: "\(name)/\(checkout)")
}

/// Points the module cache, the catalogs of generated mutants and the store of compiled reference code of the workbook
/// made at `root` for a test to this checkout's, so that every copy the self-check makes shares them: else each
/// copy's first build makes its own module cache (about 12 s), and each makes the catalogs of the stages it proves and
/// compiles their reference code again. A catalog is kept under the fingerprint of what it is made from and made under
/// a lock, and a compile is kept by its content, so copies whose katas differ share the folders safely.
func shareCaches(withCopyAt root: URL) throws {
    let original = try theWorkbook(), copy = try Workbook(root: root)
    for (shared, link) in [(original.moduleCache, copy.scratchDirectory.appending(path: "module-cache")),
                           (original.scratchDirectory.appending(path: "mutants"), copy.scratchDirectory.appending(path: "mutants")),
                           (CodeStore(of: original).folder, CodeStore(of: copy).folder)] {
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != shared.path else { continue }
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
    }
}

/// The katas the self-check walks: every kata, or only those named in `KATA_SELF_CHECK` (comma-separated ids), for a
/// contributor working on one kata. CI sets nothing and checks them all.
func katasUnderCheck() throws -> [Kata] {
    let katas = try theWorkbook().katas
    guard let only = ProcessInfo.processInfo.environment["KATA_SELF_CHECK"], !only.isEmpty else { return katas }
    let ids = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    return katas.filter { ids.contains($0.id) }
}

/// Whether the self-check walks every kata: `KATA_SELF_CHECK` names none.
let checksEveryKata = (ProcessInfo.processInfo.environment["KATA_SELF_CHECK"] ?? "").isEmpty

extension Trait where Self == ConditionTrait {
    /// A part of the self-check that is the tool's, not one kata's: it runs when every kata is checked, and not when
    /// `KATA_SELF_CHECK` asks for the parts of some katas only.
    static var toolWide: Self {
        .enabled(if: checksEveryKata, "KATA_SELF_CHECK names the katas to check: this part checks the tool, not a kata")
    }
}

/// Whether the self-check walks `kataID` in this run.
func isUnderCheck(_ kataID: String) -> Bool {
    ((try? katasUnderCheck()) ?? []).contains { $0.id == kataID }
}

/// One stage of one kata, as a test argument that names itself.
struct KataStage: Sendable, CustomTestStringConvertible {
    let kata: Kata
    let stage: Stage

    var testDescription: String { "\(kata.id) stage \(stage.number) (\(stage.slug), \(stage.kind.rawValue))" }

    /// Every stage of every kata, in order.
    static func all() throws -> [KataStage] {
        try katasUnderCheck().flatMap { kata in kata.stages.map { KataStage(kata: kata, stage: $0) } }
    }
}

/// Runs blocking work (a build, a test process) on a Dispatch thread, so that Swift Testing's few cooperative
/// threads stay free for the other tests while it waits.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    // Ctrl-C on the test run (or `swift test` ending it) stops the builds, test processes and `kata` programs the
    // self-check started (`StartedProcesses`): they run in process groups of their own, which the terminal's signal
    // does not reach.
    StopSignals.install { _ in StartedProcesses.stopAll() }
    return try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result(catching: work)) }
    }
}
