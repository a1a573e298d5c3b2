import Foundation
import Synchronization
import Testing
@testable import KataModel
@testable import KataRendering
@testable import KataCommandLine

/// The README's samples of the tool's output are real runs: each block headed `<!-- transcript: NAME -->` is what the
/// tool prints for that step of a learner's first ten minutes, made here on a copy of the workbook and compared.
/// `KATA_UPDATE_TRANSCRIPTS=1 swift test --filter ReadmeTranscriptTests` writes the runs into the README instead.
@Suite("The README's transcripts are real runs", .serialized)
struct ReadmeTranscriptTests {
    @Test("Your first ten minutes: the list, the lesson, and the verifies from the clean start to stage 1 done",
          .enabled(if: isUnderCheck("pizza-menu")))
    func firstTenMinutes() async throws {
        let workbook = try theWorkbook()
        let copy = try WorkbookCopy(of: try workbook.kata(named: "pizza-menu"), folder: "kata-readme")
        let stage = copy.kata.stages[0]
        var runs: [String: String] = [:]
        runs["list"] = try await transcript(ListCommand(), "swift run kata", in: copy)
        // The lesson's first lines, as far as the end of the introduction's first paragraph.
        let show = try await transcript(ShowCommand(kata: nil, stage: nil), "swift run kata show", in: copy).components(separatedBy: "\n\n")
        runs["show"] = show.prefix(2).joined(separator: "\n\n") + "\n..."
        runs["verify-clean-start"] = try await transcript(VerifyCommand(kata: nil, options: VerifyOptions()), "swift run kata verify", in: copy)
        copy.replaceLearnerTests(with: .after(stage))
        runs["verify-stage-red"] = try await transcript(VerifyCommand(kata: nil, options: VerifyOptions()), "swift run kata verify", in: copy)
        copy.replaceLearnerCode(with: .after(stage))
        try copy.replaceInLearnerCode("MenuDataSource.swift", "numberOfSections = 1", with: "numberOfSections = 2")
        runs["verify-wrong-value"] = try await transcript(VerifyCommand(kata: nil, options: VerifyOptions()), "swift run kata verify", in: copy)
        copy.replaceLearnerCode(with: .after(stage))
        runs["verify-green"] = try await transcript(VerifyCommand(kata: nil, options: VerifyOptions()), "swift run kata verify", in: copy)

        let file = workbook.root.appending(path: "README.md")
        let readme = try String(contentsOf: file, encoding: .utf8)
        let (written, unknown) = Self.replacingTranscripts(in: readme, with: runs)
        #expect(unknown.isEmpty, "README.md names transcripts this test does not make: \(unknown)")
        #expect(Set(runs.keys).isSubset(of: Self.names(in: readme)), "README.md lacks transcripts: \(Set(runs.keys).subtracting(Self.names(in: readme)).sorted())")
        if ProcessInfo.processInfo.environment["KATA_UPDATE_TRANSCRIPTS"] == "1" {
            try written.write(to: file, atomically: true, encoding: .utf8)
        } else {
            for name in runs.keys.sorted() {
                #expect(Self.transcript(name, in: readme) == runs[name],
                        "README.md's transcript \(name) is not what the tool prints (KATA_UPDATE_TRANSCRIPTS=1 swift test --filter ReadmeTranscriptTests writes it):\n\(runs[name] ?? "")")
            }
        }
    }

    /// What `kata` prints for `command` on the copy, both streams in the order printed, under the line that types it.
    private func transcript(_ command: any Runnable, _ typed: String, in copy: WorkbookCopy) async throws -> String {
        let printed = Mutex<[String]>([])
        let context = CommandContext(workbook: copy.workbook, style: TerminalStyle(colours: false),
                                   output: { line in printed.withLock { $0.append(line) } }, notes: { line in printed.withLock { $0.append(line) } })
        _ = try await offThePool { context.run(command) }
        return (["$ \(typed)"] + printed.withLock { $0 }).joined(separator: "\n")
    }

    /// The marker that heads a transcript's block.
    private static func marker(_ name: String) -> String { "<!-- transcript: \(name) -->\n```text\n" }

    /// The names of the transcripts a README holds.
    static func names(in readme: String) -> Set<String> {
        Set(readme.matches(of: /<!-- transcript: ([a-z0-9-]+) -->/).map { String($0.output.1) })
    }

    /// Where the body of the transcript `name` stands in a README, or `nil`.
    private static func body(_ name: String, in readme: String) -> Range<String.Index>? {
        guard let start = readme.range(of: marker(name)), let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex) else { return nil }
        return start.upperBound..<end.lowerBound
    }

    /// The body of the transcript `name` in a README, or `nil`.
    static func transcript(_ name: String, in readme: String) -> String? {
        body(name, in: readme).map { String(readme[$0]) }
    }

    /// The README with each transcript's body replaced by its run, and the names it holds that no run made.
    static func replacingTranscripts(in readme: String, with runs: [String: String]) -> (String, [String]) {
        var text = readme
        for (name, run) in runs {
            if let body = body(name, in: text) { text.replaceSubrange(body, with: run) }
        }
        return (text, names(in: readme).subtracting(runs.keys).sorted())
    }
}
