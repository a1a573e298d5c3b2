import Foundation
import KataModel
import KataToolOutput

/// The checks of a workbook suite (its assertion statements) and where a run's failures fall among its lines: what
/// tells which checks a mutant needs.
struct SuiteChecks {
    /// One assertion statement of the suite.
    struct Check {
        /// The file's path in the suite's folder.
        var file: String
        /// The line the statement starts on, from 1.
        var line: Int
        /// The statement, its spaces collapsed: how a manifest's mark names it.
        var text: String
        /// The function it is in: the last declared above it in its file.
        var function: String?

        /// Where it is, as `caughtAt` names a line: `File.swift:12`.
        var place: String { "\(file):\(line)" }

        /// Whether it reports its failures at its caller's place (`file:`, `line:`, `sourceLocation:`): a helper's,
        /// whose failures fall on the lines that call the helper.
        var reportsAtItsCaller: Bool { Self.callersPlace.firstMatch(in: text[...]) != nil }

        private static let callersPlace = SharedRegex(/\b(file|line|sourceLocation):/)
    }

    /// Every check of the suite, file by file, in order.
    let checks: [Check]
    /// Each line of the suite by its place (`File.swift:12`), spaces collapsed.
    private let lines: [String: String]

    /// The text of the suite's line at `place` (`File.swift:12`), spaces collapsed: a failure that falls on a line
    /// that is no assertion statement (a helper's call) is known by it.
    func text(at place: String) -> String? { lines[place] }

    /// The checks of the suite in `folder`.
    init(suite folder: URL) {
        let files = SwiftSource.files(under: folder)
        lines = Dictionary(files.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ("\(file.path):\($0 + 1)", String($1).collapsingSpaces) }
        }) { first, _ in first }
        checks = files.flatMap { file in
            let functions = file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                Self.functionDeclaration.firstMatch(in: line).map { (line: index + 1, name: String($0.output.1)) }
            }
            return HollowSuite.assertions(in: file.text).map { assertion in
                Check(file: file.path, line: assertion.line, text: assertion.text.collapsingSpaces,
                      function: functions.last { $0.line < assertion.line }?.name)
            }
        }
    }

    private static let functionDeclaration = SharedRegex(/\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)/)

    /// How `caughtAt` names a test that crashed or hung: any of its checks may be what the mutant needs, since the
    /// run does not say on which line it stopped.
    static func stopped(inTest function: String) -> String { "test " + function }

    /// The test function a `caughtAt` entry names as stopped (see `stopped(inTest:)`), if it names one.
    static func stoppedTest(_ entry: String) -> String? {
        entry.hasPrefix("test ") ? String(entry.dropFirst(5)) : nil
    }

    /// The lines of the suite (its files' paths `paths`) where the failures of the workbook's tests in `verdict`
    /// fall, as `File.swift:12`, and the test that crashed or hung, if one did (see `stopped(inTest:)`), sorted; `nil`
    /// when something else catches a mutant too: a failure on no line of the suite, a crash or hang in no known test.
    /// Deleting one check leaves a mutant caught when its run failed on another line, so a mutant needs a check only
    /// when its run failed on that check's line alone.
    static func caughtAt(_ verdict: Verdict, suiteFiles paths: [String]) -> [String]? {
        var lines: Set<String> = []
        switch verdict.colour {
        case .red: break
        case .crashed, .timedOut:
            guard let test = verdict.crash?.test ?? verdict.hang?.test else { return nil }
            lines.insert(stopped(inTest: String(test.function.prefix { $0 != "(" })))
        default: return nil
        }
        for issue in verdict.failures.filter({ $0.side == .workbook }).flatMap(\.test.issues) {
            guard let location = issue.location, let path = paths.first(where: { location.path == $0 || location.path.hasSuffix("/" + $0) }) else { return nil }
            lines.insert("\(path):\(location.line)")
        }
        return lines.isEmpty ? nil : lines.sorted()
    }
}
