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
        #expect(jobs.keys.sorted() == ["linux", "linux-swiftpm", "macos"])
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
        let macOSSteps = try #require(macOS["steps"] as? [[String: Any]])
        let xcodebuild = try #require(macOSSteps.first { ($0["run"] as? String)?.contains("xcodebuild") == true })
        let xcodebuildLines = (xcodebuild["run"] as? String ?? "").split(separator: "\n").map(String.init)
        #expect(xcodebuildLines.contains("xcodebuild test -scheme \(scheme) -destination platform=macOS -only-testing:\(KatasScheme.testTarget(of: kata)) | tee xcodebuild.log"),
                "the tests verified above, run by Xcode's build system through the workbook's scheme")
        let firstStage = try #require(kata.stages.first)
        #expect(xcodebuildLines.first == "cp Tests/\(kata.id)/\(firstStage.folderName)/*.swift \(kata.paths.learnerTests)/",
                "stage 1's suite beside the learner's empty tests, so that Xcode has tests to run")
        #expect(xcodebuildLines.last == #"grep -E "Executed [1-9][0-9]* tests?, with 0 failures" xcodebuild.log"# && xcodebuild["shell"] as? String == "bash",
                "a run of no test, or a failed one behind the pipe, fails the step")
        #expect(FileManager.default.isExecutableFile(atPath: root.appending(path: ".ci/typecheck-views").path))
    }

    @Test("A Linux job runs the whole self-check along the Mac's build path, SwiftPM's, in the container of the floor")
    func swiftPMPathJob() throws {
        let workflow = try BlockYAML.mapping(try String(contentsOf: root.appending(path: ".github/workflows/ci.yml"), encoding: .utf8))
        let job = try #require((workflow["jobs"] as? [String: Any])?["linux-swiftpm"] as? [String: Any])
        #expect(job["container"] as? String == "swift:\(ToolchainFloor.minimum)")
        let environment = try #require(job["env"] as? [String: Any])
        #expect(environment["KATA_BUILD"] as? String == BuildPath.swiftpm.rawValue && environment["CI"] as? String == "true")
        let runs = try #require(job["steps"] as? [[String: Any]]).compactMap { $0["run"] as? String }
        #expect(runs.last == (try readmeCommands()[1]), "the README's test command, whole")
    }

    @Test("Actions of their current major version, one run per branch at a time, git allowed in the container, and the Mac's Xcode held to the Swift floor before anything runs")
    func workflowHousekeeping() throws {
        let text = try String(contentsOf: root.appending(path: ".github/workflows/ci.yml"), encoding: .utf8)
        let workflow = try BlockYAML.mapping(text)
        let concurrency = try #require(workflow["concurrency"] as? [String: Any])
        #expect(concurrency["group"] as? String == "ci-${{ github.ref }}" && concurrency["cancel-in-progress"] as? Bool == true)
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        for name in ["linux", "linux-swiftpm", "macos"] {
            let steps = try #require((jobs[name] as? [String: Any])?["steps"] as? [[String: Any]])
            #expect(steps.compactMap { $0["uses"] as? String } == ["actions/checkout@v6"], "\(name)")
            let runs = steps.compactMap { $0["run"] as? String }
            let firstSwift = try #require(runs.firstIndex { $0.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("swift ") } })
            let guardLine = name.hasPrefix("linux") ? #"git config --global --add safe.directory "$GITHUB_WORKSPACE""# : ".ci/swift-floor"
            let guarded = try #require(runs.firstIndex { $0.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == guardLine } }, "\(name): \(guardLine)")
            #expect(guarded < firstSwift, "\(name): \(guardLine) before the first swift command")
        }
    }

    @Test(".ci/swift-floor passes the floor and newer, and stops an older Swift with one error line", arguments: [("6.3", true), ("7.0", true), ("6.2.1", false)])
    func swiftFloor(version: String, passes: Bool) throws {
        let folder = try testFolder("kata-swift-floor").appending(path: version)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = folder.appending(path: "swift")
        try "#!/bin/sh\necho \"Apple Swift version \(version) (swiftlang-\(version))\"\n".write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        #expect(ToolchainFloor.minimum.description == "6.3", "the cases above are written about the floor of 6.3")
        let run = try ProcessRunner().run([root.appending(path: ".ci/swift-floor").path], environment: ["PATH": folder.path + ":/usr/bin:/bin"],
                                          outputFile: folder.appending(path: "out"), timeout: .seconds(30), temporaryFolder: folder.appending(path: "tmp"))
        #expect((run.termination == .exited(0)) == passes, "\(version): \(run.output)")
        #expect(passes || run.output == "::error::Swift 6.2 is older than the workbook's floor, Swift 6.3: choose a toolchain that has it\n", "\(run.output)")
    }
}
