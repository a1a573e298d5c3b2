import Foundation
import Testing
@testable import KataCommandLine
@testable import KataModel

@Suite("The layers of the tool", .toolWide)
struct ArchitectureTests {
    @Test("The README's Architecture table names the layers of Package.swift, lowest first, and each has its folder")
    func layers() throws {
        let root = try theWorkbook().root
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let declared = manifest.matches(of: /ToolLayer\(name: "(\w+)"/).map { String($0.output.1) }
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "## Architecture")[1].components(separatedBy: "\n## ")[0]
        let documented = section.matches(of: /\n\| `(\w+)` \|/).map { String($0.output.1) }
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Tools/KataKit").path).sorted()
        #expect(declared.count == 8)
        #expect(documented == declared)
        #expect(folders == declared.sorted())
    }

    @Test("A layer imports only the layers below it, as Package.swift declares them")
    func layersImportDownward() throws {
        let manifest = try String(contentsOf: try theWorkbook().root.appending(path: "Package.swift"), encoding: .utf8)
        let below = Dictionary(uniqueKeysWithValues: manifest.matches(of: /ToolLayer\(name: "(\w+)", below: \[([^\]]*)\]/).map { match in
            (String(match.output.1), Set(match.output.2.matches(of: /"(\w+)"/).map { String($0.output.1) }))
        })
        #expect(below.count == 8)
        for file in try Self.library.get() {
            let layer = String(file.path.prefix { $0 != "/" })
            for imported in file.code.matches(of: /(?m)^\s*(?:@testable\s+)?import\s+(Kata\w+)/).map({ String($0.output.1) }) {
                #expect(below[layer]?.contains(imported) == true, "\(file.path) imports \(imported), which is not below \(layer)")
            }
        }
    }

    /// The code (comments and string contents aside) of every Swift file of the layer `layer`, by path.
    private func code(of layer: String) throws -> [(path: String, code: String)] {
        try Self.library.get().filter { $0.path.hasPrefix(layer + "/") }.map { ($0.path, $0.code) }
    }

    @Test("Only KataCommandLine writes to the terminal; the layers below hand it what to say")
    func onlyTheCommandLinePrints() throws {
        let layers = ["KataModel", "KataToolOutput", "KataRunning", "KataVerification", "KataWorkspace", "KataClassroom", "KataRendering"]
        for (path, code) in try layers.flatMap(code(of:)) {
            for call in ["print", "FileHandle.standardOutput", "FileHandle.standardError", "fputs", "putchar"] {
                // The call itself, not a name that ends with it (`fingerprint(`).
                #expect(code.firstMatch(of: try Regex("(?:^|[^A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: call))\\b")) == nil,
                        "\(path) writes to the terminal (\(call))")
            }
        }
    }

    @Test("KataToolOutput and KataRendering never touch the disk: they read and make text")
    func pureLayers() throws {
        for (path, code) in try ["KataToolOutput", "KataRendering"].flatMap(code(of:)) {
            for call in ["FileManager", "contentsOf:", ".write(to", "FileHandle(", "fopen("] {
                #expect(!code.contains(call), "\(path) touches the disk (\(call))")
            }
        }
    }

    @Test("KataCommandLine says nothing of its own: every line it prints is made in KataRendering (its help and usage errors aside)")
    func linesAreRendered() throws {
        for (path, code) in try code(of: "KataCommandLine") {
            #expect(code.firstMatch(of: /\b(output|notes|say)\(\s*"/) == nil, "\(path) prints a line it makes itself")
        }
    }

    /// The code of every Swift file of the library, by path (`Layer/Folder/File.swift`), read once for every test.
    private static let library = Result {
        try ["KataModel", "KataToolOutput", "KataRunning", "KataVerification", "KataWorkspace", "KataClassroom", "KataRendering",
             "KataCommandLine"].flatMap { layer in
            let folder = try theWorkbook().root.appending(path: "Tools/KataKit/\(layer)")
            return SwiftSource.files(under: folder).map { file in
                let source = SwiftSource(file.text)
                // A string's words, with each interpolation as one word, so that `"\(a) is not \(b)"` is a sentence.
                let interpolation = /\\\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/
                let words = SwiftSource(file.text.replacing(interpolation, with: "X")).stringContents
                return (path: "\(layer)/\(file.path)", code: source.code, strings: source.stringContents, words: words)
            }
        }
    }

    /// The files of the library whose code matches the regular expression `pattern`, by path, sorted.
    private func files(matching pattern: String) throws -> [String] {
        let regex = try Regex(pattern)
        return try Self.library.get().filter { $0.code.firstMatch(of: regex) != nil }.map(\.path).sorted()
    }

    @Test("Every process is started one way: ChildProcess alone spawns, for ProcessRunner and the watchdog (which ProcessRunner tells)")
    func oneDoorForProcesses() throws {
        #expect(try files(matching: #"posix_spawnp?\("#) == ["KataRunning/ChildProcess.swift"])
        #expect(try files(matching: #"ChildProcess\.start\("#) == ["KataRunning/ProcessRunner.swift", "KataRunning/Watchdog.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])(?:Process|fork|vfork|popen|system|execv|execve|execvp)\(|Foundation\.Process\b"#) == [])
    }

    @Test("One folder copier, in the lowest layer: no other file walks a folder to copy it, nor copies a file but a compiler's output by name")
    func oneFolderCopier() throws {
        let walks = Set(try files(matching: #"\.enumerator\("#)), copies = Set(try files(matching: #"\.copyItem\(|\.createSymbolicLink\("#))
        #expect(walks.intersection(copies) == ["KataModel/Files/FolderCopy.swift"])
        // The code store copies a module's outputs, which it names one by one.
        #expect(copies == ["KataModel/Files/FolderCopy.swift", "KataVerification/Building/CodeStore.swift"])
    }

    @Test("The build's backend is chosen in one place, and every other file asks the builder it gives")
    func backendChosenOnce() throws {
        #expect(try files(matching: #"buildPath\s*[=!]="#) == ["KataVerification/Building/PackageBuilder.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])(?:DirectBuild|SwiftPMBuild)\("#)
                == ["KataVerification/Building/DirectBuild.swift", "KataVerification/Building/PackageBuilder.swift"])
    }

    @Test("A boundary's differences are in its own file (its promise in KataRendering's words), and a grading's walls are built in one place")
    func boundariesAndSessions() throws {
        #expect(try files(matching: #"\.(?:bubblewrap|namespaces|separateUser)\b"#) == ["KataRendering/IsolationText.swift", "KataRunning/Confinement/Boundary.swift"])
        #expect(try files(matching: #"(?:^|[^\w.])Confinement\("#).filter { $0.hasPrefix("KataClassroom/") } == ["KataClassroom/GradingSession.swift"])
        #expect(try files(matching: #"GradingSession\.with\("#) == ["KataClassroom/ClassGrader.swift", "KataClassroom/StudentGrader.swift"],
                "kata grade and kata report share one kind of session")
    }

    @Test("A decision is a value in the layer that makes it, and KataRendering alone says it: the decisions' files hold no words")
    func decisionsAreValues() throws {
        let decisions = ["KataVerification/Proof/NotDoneReason.swift", "KataVerification/Proof/RedDiagnosis.swift",
                         "KataVerification/Grading/StageNote.swift", "KataClassroom/RowWarning.swift", "KataClassroom/GradeProblem.swift",
                         "KataClassroom/Isolation.swift", "KataToolOutput/Results/SourceRefusal.swift", "KataToolOutput/Verdict/ObjectFinding.swift",
                         "KataClassroom/DocumentFault.swift",
                         "KataVerification/Checks/CheckFault.swift", "KataVerification/Checks/ManifestFault.swift",
                         "KataVerification/Checks/FileFault.swift", "KataVerification/Checks/LessonFault.swift", "KataVerification/Checks/ListFault.swift",
                         "KataVerification/Checks/ContractFault.swift", "KataVerification/Checks/CommittedCatalogFault.swift",
                         "KataVerification/Checks/RedundancyFault.swift", "KataVerification/Mutation/CatalogProblem.swift"]
        let library = try Self.library.get()
        for decision in decisions {
            let file = try #require(library.first { $0.path == decision }, "\(decision) is missing")
            #expect(!file.strings.contains { $0.isLetter }, "\(decision) holds words: they belong in KataRendering")
        }
        // Each is said by a function of KataRendering's.
        for said in [#"NotDoneText\.sentence"#, #"VerificationRenderer"#, #"GradeText\.note"#, #"RowWarning\.words"#, #"GradeProblem\.words"#,
                     #"IsolationText\.words"#, #"ObjectFinding\.clause"#, #"refusal\?\.words"#, #"extension Verdict\.Crash"#,
                     #"byTheTool"#, #"CheckFaultText\.sentence"#] {
            #expect(try files(matching: said).contains { $0.hasPrefix("KataRendering/") }, "\(said)")
        }
    }

    /// The files below KataRendering that make sentences (four words or more in a string), by why. A file that makes
    /// its first is a fault, as is one listed that makes none: every other sentence is KataRendering's.
    private static let wordsBelowRendering: [String: [String]] = [
        // An error describes itself (`KataFailure`), at times with words its thrower gives: the command line says
        // "error: " and its description.
        "errors": ["KataClassroom/ClassroomError.swift", "KataRunning/RunningError.swift", "KataRunning/ObjectRefusal.swift", "KataVerification/ProofError.swift",
                   "KataWorkspace/WorkspaceError.swift", "KataModel/Workbook/Workbook.swift", "KataModel/Workbook/CatalogLoader.swift",
                   "KataClassroom/Submission.swift", "KataWorkspace/Authoring/KataListFix.swift"],
        // Files the tool writes for others to read or run: a new kata's scaffold, the autograders' configurations, the
        // code it compiles into a suite or a schemata, the watchdog's shell, a scratch package's manifest, the commits
        // of a replay, a catalog (its note, its mutants' changes, the check that catches each), a red step's commit
        // message (whose phrase of the red a lesson and a verify repeat), a sandbox's mount table and script, and the
        // author of the commits the tool makes.
        "files written": ["KataWorkspace/Authoring/KataScaffold.swift", "KataClassroom/Autograder.swift", "KataModel/Mutation/MutantSchemata.swift",
                          "KataRunning/TestEntryPoint.swift", "KataRunning/TestInstrumentation.swift", "KataRunning/Watchdog.swift",
                          "KataVerification/Proof/HollowSuite.swift", "KataRunning/ScratchPackage.swift", "KataWorkspace/Replay/ReferenceReplay.swift",
                          "KataVerification/Mutation/CommittedCatalogs.swift", "KataModel/Mutation/MutationCandidates.swift",
                          "KataModel/Mutation/HandWrittenSites.swift",
                          "KataVerification/Mutation/GeneratedMutants+Stages.swift", "KataWorkspace/Commit/RedCommitMessage.swift",
                          "KataRunning/Confinement/SandboxView.swift", "KataRunning/Git.swift"],
        // Words read, not said: what a compiler's, a linker's or XCTest's log is matched against, and a lesson's parts.
        "matched": ["KataToolOutput/Results/CompilerLog.swift", "KataRunning/SuiteRunner.swift", "KataToolOutput/Results/XCTestConsoleLog.swift",
                    "KataModel/Lessons/LessonBook.swift"],
        // A programmer's assertion, which no user reads: a precondition's message.
        "assertions": ["KataVerification/Proof/StageProver.swift", "KataVerification/Proof/Verifier.swift"],
    ]

    @Test("Below KataRendering, sentences are made only by errors, by the files the tool writes, by what is matched, and by assertions")
    func wordsBelowRendering() throws {
        // Four words or more in a row, three of them words and not interpolations (`X`).
        let sentence = try Regex(#"[A-Za-z']+(?: [A-Za-z',;:()`]+){3,}"#)
        let isSentence = { (words: Substring) in words.split(separator: " ").filter { $0.trimmingCharacters(in: .punctuationCharacters) != "X" }.count >= 3 }
        let below = try Self.library.get().filter { !$0.path.hasPrefix("KataRendering/") && !$0.path.hasPrefix("KataCommandLine/") }
        let found = Set(below.filter { $0.words.matches(of: sentence).contains { isSentence($0.output[0].substring ?? "") } }.map(\.path))
        let listed = Set(Self.wordsBelowRendering.values.flatMap { $0 })
        #expect(found.subtracting(listed).sorted() == [], "files below KataRendering that make sentences: say them in KataRendering")
        #expect(listed.subtracting(found).sorted() == [], "listed files that make no sentence any more: take them off the list")
        // A file listed for its errors declares or throws one.
        for path in Self.wordsBelowRendering["errors", default: []] {
            let code = try #require(Self.library.get().first { $0.path == path }?.code, "\(path)")
            #expect(code.contains(": KataFailure") || code.contains("throw "), "\(path) is listed for its errors, and has none")
        }
    }

    @Test("A new kata is data: no layer names one, but the command line's help in its examples")
    func katasAreData() throws {
        let ids = try theWorkbook().katas.flatMap { [$0.id, $0.module] }
        for file in try Self.library.get() {
            for id in ids {
                #expect(!file.code.contains(id), "\(file.path) names \(id) in its code")
                #expect(file.path.hasPrefix("KataCommandLine/") || !file.strings.contains(id), "\(file.path) names \(id)")
            }
        }
    }

    @Test("An exit status becomes a number in two places: a command's run, and the program before a workbook is found")
    func exitStatusesFromOnePlace() throws {
        #expect(try files(matching: #"->\s*Int32\b"#).filter { $0.hasPrefix("KataCommandLine/") }
                == ["KataCommandLine/CommandContext.swift", "KataCommandLine/KataProgram.swift"])
        #expect(try files(matching: #"(?m)return\s+-?[0-9]+\s*$|exit\(\s*[0-9]"#).filter { $0.hasPrefix("KataCommandLine/") } == [])
    }

    @Test("A verb reads its flags and options by their declarations, never by a string")
    func optionsReadTyped() throws {
        #expect(try files(matching: #"\.flags\.contains\(|\.values\["#).filter { $0.hasPrefix("KataCommandLine/Verbs/") } == [])
    }

    @Test("A new output format is one file in KataRendering: each the README names is there")
    func formatsAreRenderings() throws {
        let folder = try theWorkbook().root.appending(path: "Tools/KataKit/KataRendering")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for format in ["VerificationJSON", "JUnitReport", "GradeJUnit", "GradescopeResults", "GradeMarkdown", "ReportCSV", "ReportHTML"] {
            #expect(files.contains("\(format).swift"), "\(format)")
        }
    }

    @Test("Each verb is one type in a file of its own in KataCommandLine/Verbs, and every one is listed")
    func verbsAreTypes() throws {
        let folder = try theWorkbook().root.appending(path: "Tools/KataKit/KataCommandLine/Verbs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Commands.all.map { "\($0).swift" }.sorted())
        #expect(Set(Commands.all.map { $0.verb }).count == Commands.all.count)
    }

    /// The files of the library with a string literal that is `text` and nothing else, by path, sorted: comments aside,
    /// each file's code with its strings' contents put back, searched for `text` between quotes.
    private func files(spelling text: String) throws -> [String] {
        try Self.library.get().filter { file in
            let scalars = zip(file.code.unicodeScalars, file.strings.unicodeScalars).map { code, string in string == " " ? code : string }
            return String(String.UnicodeScalarView(scalars)).contains("\"\(text)\"")
        }.map(\.path).sorted()
    }

    @Test("The workbook's files and folders have one home, KataPaths: no other file spells one as a literal, nor builds the learner's test target's name")
    func pathsHaveOneHome() throws {
        let home = "KataModel/Workbook/KataPaths.swift"
        for name in ["README.md", "LESSONS.md", "catalog.json", "Package.swift", "Tools", "Solutions", ".kata", ".build/kata"] {
            #expect(try files(spelling: name) == [home], "\(name)")
        }
        let testTargetNamed = try Regex(#"\\\([^)]*\)Tests\b"#)
        #expect(try Self.library.get().filter { $0.strings.firstMatch(of: testTargetNamed) != nil }.map(\.path) == [home])
    }

    @Test("A usage error names a flag or an option by its declaration, never by a string")
    func usageErrorsNameDeclarations() throws {
        let flag = try Regex(#"--(?!help\b)[a-z]"#)
        for file in try Self.library.get() where file.path.hasPrefix("KataCommandLine/") {
            for (code, strings) in zip(file.code.split(separator: "\n", omittingEmptySubsequences: false),
                                       file.strings.split(separator: "\n", omittingEmptySubsequences: false)) where code.contains("UsageError(") {
                #expect(strings.firstMatch(of: flag) == nil, "\(file.path): \(strings.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
