import Foundation
import KataModel
import KataRunning
import KataWorkspace

/// What a teacher sees of a student's work beside the grade: the commit graded, its date, the last verify, and the
/// run history. None of it changes the grade.
///
/// One rule for the run history, in `kata grade`, `kata report` and `kata report --results` alike: it counts as the
/// student's repository holds it, `.kata/history.jsonl` at the commit graded in a git clone (a history changed since,
/// or never committed, does not count), the file as it is in a folder without git.
package struct StudentActivity: Sendable, Equatable, Codable {
    /// The commit of the student's clone, abbreviated; `nil` outside git.
    package var commit: String?
    package var commitDate: Date?
    /// The last verify in the run history.
    package var lastVerify: Date?
    /// The run history, every kata's; `nil` when the student's repository holds none.
    package var history: [RunRecord]?

    /// The most a history is read: a class's longest is a few hundred lines, well under this.
    static let largestHistory = 1_024 * 1_024

    /// The commit and history of the clone in `folder`. Git runs behind `confinement` as a student's code does, with
    /// none of the clone's own configuration that starts a program (hooks, file monitor, signature checks) and none of
    /// the teacher's: a clone's `.git/config` is the student's input.
    package init(of folder: URL, behind confinement: Confinement) {
        guard FileManager.default.fileExists(atPath: folder.appending(path: ".git").path) else {
            // A regular file alone: a link (to `/dev/zero`, to a file of the teacher's) is never followed.
            let file = folder.appending(path: KataPaths.history)
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular, let size = attributes?[.size] as? Int, size <= Self.largestHistory,
                  let data = try? Data(contentsOf: file) else { return }
            setHistory(data)
            return
        }
        // One git for both: the commit checked out and the history it holds, as `git cat-file --batch` prints them.
        let scratch = confinement.slot.appending(path: "activity")
        let command = ["git", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "safe.directory=*", "-C", folder.path,
                       "cat-file", "--batch"]
        let run = try? ProcessRunner(confinement: confinement).run(command, environment: Self.gitEnvironment, outputFile: scratch.appending(path: "git.log"),
                                                                   timeout: Defaults.gitTimeout, temporaryFolder: scratch.appending(path: "tmp"),
                                                                   endingEscapes: true, readable: [folder], input: "HEAD\nHEAD:\(KataPaths.history)\n")
        // A git stopped on the way (a history past the output's size limit) has printed the commit, whole, before it.
        guard let run else { return }
        let objects = Self.objects(in: Data(run.output.utf8))
        if let head = objects.first, head.type == "commit" {
            commit = String(head.name.prefix(7))
            let committer = String(decoding: head.content, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("committer ") }
            if let seconds = committer?.split(separator: " ").dropLast().last.flatMap({ TimeInterval($0) }) {
                commitDate = DocumentBounds.plausible(Date(timeIntervalSince1970: seconds))
            }
        }
        if objects.count > 1, objects[1].type == "blob", objects[1].content.count <= Self.largestHistory { setHistory(objects[1].content) }
    }

    /// The objects `git cat-file --batch` printed in `output`, each a line `NAME TYPE SIZE` then SIZE bytes; an object
    /// it did not find (`NAME missing`) has the type `missing` and nothing else. An object cut short (git stopped as it
    /// printed it) ends the reading: what follows its header is its content, never another object.
    static func objects(in output: Data) -> [(name: String, type: String, content: Data)] {
        var objects: [(name: String, type: String, content: Data)] = []
        var index = output.startIndex
        while index < output.endIndex, let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ").map(String.init)
            index = newline + 1
            guard header.count == 3, let size = Int(header[2]), size >= 0 else {
                if header.count == 2, header[1] == "missing" { objects.append((header[0], "missing", Data())) }
                continue
            }
            guard size <= output.endIndex - index else { break }
            objects.append((header[0], header[1], Data(output[index..<(index + size)])))
            index += size + 1
        }
        return objects
    }

    /// Takes the history in `data`, and its last verify.
    private mutating func setHistory(_ data: Data) {
        let records = RunHistory.records(in: data)
        history = records
        lastVerify = records.map(\.date).filter(DocumentBounds.dates.contains).max()
    }

    /// Git's environment: no system or user configuration, no prompt, no lock taken.
    private static let gitEnvironment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0",
                                         "GIT_OPTIONAL_LOCKS": "0", "GIT_PAGER": "cat"]

    package init(commit: String? = nil, commitDate: Date? = nil, lastVerify: Date? = nil, history: [RunRecord]? = nil) {
        self.commit = commit
        self.commitDate = commitDate
        self.lastVerify = lastVerify
        self.history = history
    }
}

/// What a student's run history of a kata says against their grade, in words; empty when nothing stands out.
enum HistoryReading {
    /// The verifies without a stage done, at the last stage worked on, that make a student stuck.
    static let stuckVerifies = 8
    /// The time those verifies must span.
    static let stuckTime: Duration = .seconds(20 * 60)

    /// That the student is stuck, when the last stage worked on has had at least `stuckVerifies` verifies, none done,
    /// over at least `stuckTime`.
    static func stuck(_ records: [RunRecord]) -> RowWarning? {
        guard let stage = records.last?.stage else { return nil }
        let trying = records.reversed().prefix { $0.stage == stage && !$0.done }
        guard trying.count >= stuckVerifies, let first = trying.last?.date, let last = trying.first?.date,
              last.timeIntervalSince(first) >= Double(stuckTime.components.seconds) else { return nil }
        return .stuck(stage: stage, verifies: trying.count, minutes: Int(last.timeIntervalSince(first) / 60))
    }

    /// That the history claims a stage done beyond what the graded code reaches, when it does.
    static func contradiction(_ records: [RunRecord], reached: Int) -> RowWarning? {
        guard let claimed = records.filter(\.done).map(\.stage).max(), claimed > reached else { return nil }
        return .claimsDone(claimed: claimed, reached: reached)
    }
}
