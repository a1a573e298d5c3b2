import Foundation
import Testing
@testable import KataModel
@testable import KataRunning

/// The workbook's own CI (`.github/workflows/ci.yml`, which cannot run here) and `.ci/run` do what the README says a new
/// user does, on Linux and on macOS.
@Suite("The workbook's CI runs the README's commands", .toolWide)
struct WorkbookCITests {
    private let root: URL

    init() throws {
        root = try theWorkbook().root
    }

    /// The commands of the README's "The two commands" block, their comments left out.
    private func readmeCommands() throws -> [String] {
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## The two commands").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map { ($0.components(separatedBy: "#").first ?? "").trimmingCharacters(in: .whitespaces) }
    }

    @Test("The README gives the main job then the test command, and .ci/run runs that test command and nothing else")
    func ciRun() throws {
        #expect(try readmeCommands() == ["swift run kata", "swift test"])
        let script = try String(contentsOf: root.appending(path: ".ci/run"), encoding: .utf8)
        let commands = script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ") }
        #expect(commands == [Substring(try readmeCommands()[1])])
    }

    @Test("Each job, on Linux in the swift container of the floor and on macOS, runs the README's two commands, kata check of every kata and a reference stage verified to green")
    func workflow() throws {
        let workflow = try BlockYAML.mapping(try String(contentsOf: root.appending(path: ".github/workflows/ci.yml"), encoding: .utf8))
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        #expect(jobs.keys.sorted() == ["linux", "macos"])
        let linux = try #require(jobs["linux"] as? [String: Any]), macOS = try #require(jobs["macos"] as? [String: Any])
        #expect(linux["container"] as? String == "swift:\(ToolchainFloor.minimum)")
        #expect((macOS["runs-on"] as? String)?.hasPrefix("macos-") == true && macOS["container"] == nil)

        let readme = try readmeCommands()
        let kata = try #require(try theWorkbook().katas.first)
        for (name, job) in [("linux", linux), ("macos", macOS)] {
            #expect((job["env"] as? [String: Any])?["CI"] as? String == "true", "\(name) runs as CI runs .ci/run")
            let runs = try #require(job["steps"] as? [[String: Any]]).compactMap { $0["run"] as? String }
            let commands = runs.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
            #expect(runs.filter { readme.contains($0) } == readme, "\(name): the README's commands, each a step of its own, in its order")
            let check = try #require(runs.first { $0.contains("swift run kata check") }, "\(name) checks the katas")
            #expect(check.contains("for manifest in Tools/Catalog/*.json") && check.contains(#"[ "$kata" = catalog ] || swift run kata check "$kata""#),
                    "\(name): every kata of the catalog, listed nowhere else")
            #expect(commands.contains("swift run kata start \(kata.id) 2") && commands.contains("swift run kata verify \(kata.id) --stage 1"),
                    "\(name): the reference of stage 1 verified to green")
        }
        // The Linux job's limit on the self-check is the README's budget's.
        let everyTest = try #require((linux["steps"] as? [[String: Any]])?.first { $0["run"] as? String == readme[1] })
        let limit = try #require(everyTest["timeout-minutes"].map { "\($0)" }, "the Linux job's \(readme[1]) has a time limit")
        #expect(try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8).contains("stops its self-check at \(limit) minutes"),
                "the README says the workflow's limit of \(limit) minutes, from its budget")
        let macOSRuns = try #require(macOS["steps"] as? [[String: Any]]).compactMap { $0["run"] as? String }
        #expect(macOSRuns.contains(".ci/typecheck-views"))
        let scheme = URL(filePath: KatasScheme.path).deletingPathExtension().lastPathComponent
        #expect(macOSRuns.contains("xcodebuild test -scheme \(scheme) -destination platform=macOS -only-testing:\(KatasScheme.testTarget(of: kata))"),
                "the tests verified above, run by Xcode's build system through the workbook's scheme")
        #expect(FileManager.default.isExecutableFile(atPath: root.appending(path: ".ci/typecheck-views").path))
    }
}
