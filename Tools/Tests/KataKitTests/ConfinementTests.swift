import Foundation
import Testing
@testable import KataRunning

@Suite("Student code runs confined")
struct ConfinementTests {
    @Test("A confined test process sees only PATH, LANG, a HOME in its temporary folder and that TMPDIR, starts there, with its limits",
          arguments: Boundary.holdingHere + [.none])
    func confinedProcess(boundary: Boundary) throws {
        let slot = try TemporaryDirectory()
        let confinement = Confinement(slot: slot.url, hiding: [], boundary: boundary)
        setenv("KATA_TEACHER_ONLY", "secret", 1)
        defer { unsetenv("KATA_TEACHER_ONLY") }
        let outcome = try ProcessRunner(confinement: confinement).run(
            ["/bin/sh", "-c", "env; echo cwd=$(pwd); echo files=$(ulimit -f) open=$(ulimit -n)"],
            outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30), temporaryFolder: slot.url.appending(path: "tmp"),
            endingEscapes: true)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let variables: [String] = lines.compactMap { (line: String) -> String? in line.split(separator: "=", maxSplits: 1).first.map(String.init) }
        let names = Set<String>(variables.filter { (name: String) -> Bool in name.uppercased() == name && !["cwd", "files", "open"].contains(name) })
        #expect(!outcome.output.contains("KATA_TEACHER_ONLY"), "\(outcome.output)")
        #expect(names.isSubset(of: ["PATH", "LANG", "HOME", "TMPDIR", "PWD", "OLDPWD", "SHLVL", "_", "KATA_TOOL_MARK", "KATA_RUN_MARK"]),
                "\(names.sorted())")
        #expect(lines.contains("HOME=\(slot.url.appending(path: "tmp/home").path)"))
        #expect(lines.contains("TMPDIR=\(slot.url.appending(path: "tmp").path)"))
        #expect(lines.contains("cwd=\(slot.url.appending(path: "tmp").standardizedFileURL.path)"), "\(outcome.output)")
        #expect(lines.contains("files=\(64 * 1_024 * 2) open=256"), "a test's limits: \(outcome.output)")
    }

    @Test("Behind a boundary, a build writes the slot and nothing else, and hidden folders are empty", arguments: Boundary.holdingHere)
    func buildSeesTheSlot(boundary: Boundary) throws {
        let slot = try TemporaryDirectory(), hidden = try TemporaryDirectory()
        try "teacher".write(to: hidden.url.appending(path: "secret.txt"), atomically: true, encoding: .utf8)
        let outside = Self.outsideFile()
        let script = "echo in > \(slot.url.path)/written; echo out > \(outside.path) 2>/dev/null || echo refused; ls \(hidden.url.path) | wc -l"
        let outcome = try ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [hidden.url], boundary: boundary)).run(
            ["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30), temporaryFolder: slot.url.appending(path: "tmp"))
        #expect(FileManager.default.fileExists(atPath: slot.url.appending(path: "written").path), "\(outcome.output)")
        if case .separateUser = boundary {
            // A build is the compiler, trusted: root's fallback runs it as the tool, without a boundary.
        } else {
            #expect(!FileManager.default.fileExists(atPath: outside.path), "\(outcome.output)")
            #expect(outcome.output.contains("refused") && outcome.output.contains("0"), "\(outcome.output)")
        }
        try? FileManager.default.removeItem(at: outside)
    }

    @Test("Behind a boundary, a test process reads of the slot only what it is given, writes only its own folders and files, cannot read the teacher's environment, and nothing it starts outlives it",
          arguments: Boundary.holdingHere)
    func testSeesItsOwnFolders(boundary: Boundary) throws {
        let slot = try TemporaryDirectory()
        let results = slot.url.appending(path: "results"), given = slot.url.appending(path: "given.txt")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        // A file given to write, as a test framework's record is: that file alone, nothing beside it.
        let record = slot.url.appending(path: "record/events.jsonl")
        try FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: record.path, contents: nil)
        try "given\n".write(to: given, atomically: true, encoding: .utf8)
        try "object".write(to: slot.url.appending(path: "secret.o"), atomically: true, encoding: .utf8)
        let outside = Self.outsideFile()
        let mark = "kata-confinement-\(UInt64.random(in: 1 ... .max))"
        setenv("KATA_TEACHER_ONLY", mark, 1)
        defer { unsetenv("KATA_TEACHER_ONLY") }
        let script = """
            cat \(slot.url.path)/secret.o 2>/dev/null || echo no-object
            cat \(given.path)
            echo x > \(slot.url.path)/trace 2>/dev/null || echo refused-slot
            echo x > \(outside.path) 2>/dev/null || echo refused-outside
            echo x > "$HOME/h" && echo x > "$TMPDIR/t" && echo x > \(results.path)/r && echo written
            echo x > \(record.path) && echo written-record
            echo x > \(record.deletingLastPathComponent().path)/beside 2>/dev/null || echo refused-beside
            cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -c \(mark)
            setsid sleep 9876 > /dev/null 2>&1 &
            exit 0
            """
        let outcome = try ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [], boundary: boundary)).run(
            ["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
            temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true, readable: [given], writable: [results, record])
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("written-record") && lines.contains("refused-beside"), "\(outcome.output)")
        #expect(try String(contentsOf: record, encoding: .utf8) == "x\n")
        #expect(!FileManager.default.fileExists(atPath: record.deletingLastPathComponent().appending(path: "beside").path))
        #expect(lines.contains("no-object") && lines.contains("given"), "\(outcome.output)")
        // Bubblewrap's hidden folders are empty folders of the run's own, which it may write and which go with it.
        #expect(lines.contains("refused-slot") || boundary.name == "bubblewrap", "\(outcome.output)")
        #expect(lines.contains("refused-outside") && lines.contains("written"), "\(outcome.output)")
        #expect(lines.contains("0"), "the teacher's environment was read: \(outcome.output)")
        #expect(!FileManager.default.fileExists(atPath: slot.url.appending(path: "trace").path))
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(FileManager.default.fileExists(atPath: results.appending(path: "r").path))
        let left = try ProcessRunner().run(["sh", "-c", "ps -eo args | grep -c '^sleep 9876$' || true"], outputFile: slot.url.appending(path: "ps.log"),
                                           temporaryFolder: slot.url.appending(path: "ps")).output
        #expect(left.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "a process the test started outlived it")
        try? FileManager.default.removeItem(at: outside)
    }

    @Test("Behind a boundary with a mount namespace, a test process has a /dev of its own (no terminal, no disk), no /sys nor cgroups, and a temporary folder of its own, bounded in bytes and files",
          arguments: Boundary.holdingHere.filter { $0.name != "separate-user" })
    func devicesAndOwnSpace(boundary: Boundary) throws {
        let slot = try TemporaryDirectory()
        let script = """
            echo devices: $(ls -A /dev)
            echo sys: $(ls -A /sys | wc -l)
            echo x > /dev/null && head -c 4 /dev/urandom | wc -c
            touch /sys/kata 2>/dev/null && echo sys-written
            echo 1 > /sys/fs/cgroup/cgroup.procs 2>/dev/null && echo cgroup-written
            echo home: $(ls -d "$HOME")
            for n in 1 2 3 4 5; do head -c 60000000 /dev/zero > "$TMPDIR/big$n" 2>/dev/null; done
            echo kilobytes: $(du -sk "$TMPDIR" | cut -f1)
            rm -f "$TMPDIR"/big* && mkdir "$TMPDIR/many" && cd "$TMPDIR/many" && i=0
            while [ $i -lt 12000 ] && printf "" 2>/dev/null > f$i; do i=$((i + 1)); done
            echo files: $i
            """
        let outcome = try ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [], boundary: boundary)).run(
            ["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(60),
            temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("devices: fd null random shm urandom zero") && lines.contains("sys: 0"), "\(outcome.output)")
        #expect(lines.contains("4") && !lines.contains("sys-written") && !lines.contains("cgroup-written"), "\(outcome.output)")
        #expect(lines.contains("home: \(slot.url.appending(path: "tmp/home").path)"), "the home the tool made is there: \(outcome.output)")
        let kilobytes = try #require(lines.first { $0.hasPrefix("kilobytes: ") }.flatMap { Int($0.dropFirst(11)) }, "\(outcome.output)")
        #expect(kilobytes <= SandboxView.ownSpaceBytes / 1_024 && kilobytes > 200 * 1_024, "five files of 60 MB in a space of 256 MiB: \(outcome.output)")
        let files = try #require(lines.first { $0.hasPrefix("files: ") }.flatMap { Int($0.dropFirst(7)) }, "\(outcome.output)")
        #expect(files < SandboxView.ownSpaceFiles && files > SandboxView.ownSpaceFiles - 100, "\(outcome.output)")
    }

    @Test("Every process of a slot's grading is in the slot's share of the processor, one group per slot, the grading weighing as many processes, where control groups can be had",
          .enabled(if: CPUShares.groups != nil), arguments: Boundary.holdingHere)
    func shareOfTheProcessor(boundary: Boundary) throws {
        let slots = try [TemporaryDirectory(), TemporaryDirectory()]
        let groups = try slots.map { slot in
            let outcome = try ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [], boundary: boundary)).run(
                ["/bin/sh", "-c", "sh -c 'cat /proc/self/cgroup'"], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
                temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true)
            return try #require(outcome.output.split(separator: "\n").first { $0.contains("/kata-grading/") }, "\(outcome.output)")
        }
        for (slot, group) in zip(slots, groups) {
            let name = try #require(CPUShares.group(of: slot.url)).split(separator: "/").last.map(String.init) ?? ""
            #expect(group.hasSuffix("/kata-grading/\(name)"), "\(group)")
        }
        // The whole grading weighs as many processes against the machine's others, not one.
        let parent = try #require(CPUShares.groups)
        let weight = (try? String(contentsOf: parent.appending(path: "cpu.shares"), encoding: .utf8))
            ?? (try? String(contentsOf: parent.appending(path: "cpu.weight"), encoding: .utf8))
        #expect([CPUShares.weight.v1, CPUShares.weight.v2].map(String.init).contains(weight?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""),
                "\(weight ?? "no weight")")
        #expect(groups[0] != groups[1], "each slot has a share of its own")
    }

    @Test("A test run finds nothing an earlier one left in its home, its temporary folder or the system's, so it cannot count its runs",
          arguments: Boundary.holdingHere + [.none])
    func noTraceBetweenRuns(boundary: Boundary) throws {
        let slot = try TemporaryDirectory()
        let runner = ProcessRunner(confinement: Confinement(slot: slot.url, hiding: [], boundary: boundary))
        let shared = boundary == .none ? "/dev/null" : "/tmp/kata-run-counter /var/tmp/kata-run-counter /dev/shm/kata-run-counter"
        let script = "cat \"$HOME/runs\" \"$TMPDIR/runs\" \(shared) 2>/dev/null | wc -l; for f in \"$HOME/runs\" \"$TMPDIR/runs\" \(shared); do echo run >> $f; done 2>/dev/null; exit 0"
        let counts = try (1...2).map { _ in
            try runner.run(["/bin/sh", "-c", script], outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
                           temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(counts == ["0", "0"])
    }

    @Test("A teacher who is not root gets the namespaces in a user namespace of their own: hidden folders stay hidden, nothing else is written (of a results folder, its record alone), no capability is left to undo it, a /dev of its own, a bounded space",
          .enabled(if: geteuid() == 0 && Boundary.holdingHere.contains { $0.name == "namespaces" }))
    func namespacesForAnotherUser() throws {
        guard case .namespaces(let unshare, let setpriv)? = Boundary.holdingHere.first(where: { $0.name == "namespaces" }) else { return }
        let slot = try TemporaryDirectory(), hidden = try TemporaryDirectory()
        try "teacher".write(to: hidden.url.appending(path: "secret.txt"), atomically: true, encoding: .utf8)
        // nobody, the teacher here, owns the slot and can reach it and the hidden folder, as a teacher can their own.
        for folder in [slot.url, hidden.url] { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        _ = chown(slot.url.path, 65_534, 65_534)
        let outside = URL(filePath: "/var/tmp/kata-outside-\(UUID().uuidString)")
        let own = slot.url.appending(path: "own")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        _ = chown(own.path, 65_534, 65_534)
        // A results folder hidden but for its record, the one file a test may write there.
        let results = try TemporaryDirectory(), record = results.url.appending(path: "records")
        _ = FileManager.default.createFile(atPath: record.path, contents: nil)
        for path in [results.url.path, record.path] { _ = chown(path, 65_534, 65_534) }
        let view = SandboxView(hidden: [hidden.url.path, results.url.path],
                               binds: [.init(path: slot.url.path, writable: true), .init(path: own.path, writable: true, ownSpace: true),
                                       .init(path: record.path, writable: true)],
                               workingFolder: slot.url.path)
        let script = "echo in > written; echo out > \(outside.path) 2>/dev/null || echo refused; ls \(hidden.url.path) | wc -l; "
            + "umount \(hidden.url.path) 2>/dev/null && echo undone || echo held; echo $(ls -A /dev); "
            + "head -c 300000000 /dev/zero > own/big 2>/dev/null; du -sk own | cut -f1; "
            + "echo x > \(record.path) && echo recorded; echo y > \(results.url.path)/beside 2>/dev/null || echo refused-beside"
        let command = Boundary.namespaces(unshare: unshare, setpriv: setpriv).wrapping(["/bin/sh", "-c", script], in: view, user: nil, limits: "",
                                                                                       asRoot: false)
        let outcome = try ProcessRunner().run([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command,
                                              outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
                                              temporaryFolder: hidden.url.deletingLastPathComponent().appending(path: "kata-nobody-\(UUID().uuidString)"))
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(FileManager.default.fileExists(atPath: slot.url.appending(path: "written").path), "\(outcome.output)")
        let said = lines.filter { !$0.contains("Read-only file system") }
        #expect(said.prefix(4) == ["refused", "0", "held", "fd null random shm urandom zero"], "\(outcome.output)")
        #expect(said.count == 7 && (Int(said[4]) ?? .max) <= SandboxView.ownSpaceBytes / 1_024, "its own space is bounded: \(outcome.output)")
        #expect(said.suffix(2) == ["recorded", "refused-beside"], "\(outcome.output)")
        #expect(try String(contentsOf: record, encoding: .utf8) == "x\n")
        #expect(!FileManager.default.fileExists(atPath: results.url.appending(path: "beside").path))
        #expect(!FileManager.default.fileExists(atPath: own.appending(path: "big").path), "what it wrote there never reached the disk")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
    }

    /// A file beside the package, where the test runs: neither the slot nor a temporary folder.
    @Test("A path given to a grading user through a link in the slot (SwiftPM's .build/debug) is reachable where it is: its real folders get a search right, the file a read right, and nothing outside the slot changes")
    func grantThroughALink() throws {
        let slot = try TemporaryDirectory()
        let real = slot.url.appending(path: "build/x86_64/debug")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let product = real.appending(path: "PackageTests.xctest")
        _ = FileManager.default.createFile(atPath: product.path, contents: Data("test".utf8), attributes: [.posixPermissions: 0o700])
        for folder in [slot.url.appending(path: "build"), slot.url.appending(path: "build/x86_64"), real] {
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        }
        try FileManager.default.createSymbolicLink(atPath: slot.url.appending(path: "build/debug").path, withDestinationPath: "x86_64/debug")
        let outsideMode = try mode(of: slot.url.deletingLastPathComponent())

        GradingUsers.grant(readable: [slot.url.appending(path: "build/debug/PackageTests.xctest")], writable: [], to: GradingUsers.probeUser, within: slot.url)

        for folder in [slot.url.appending(path: "build"), slot.url.appending(path: "build/x86_64"), real] {
            #expect(try mode(of: folder) == 0o701, "\(folder.path)")
        }
        #expect(try mode(of: product) == 0o705)
        #expect(try mode(of: slot.url.deletingLastPathComponent()) == outsideMode)
    }

    /// The permission bits of `url`.
    private func mode(of url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    private static func outsideFile() -> URL {
        URL(filePath: FileManager.default.currentDirectoryPath).appending(path: ".build/kata-outside-\(UUID().uuidString)")
    }

    @Test("A build keeps what chooses the toolchain (its folder first on PATH, a Mac's Xcode and SDK); a test process keeps the Xcode and SDK alone")
    func buildEnvironment() throws {
        let confinement = Confinement(slot: URL(filePath: "/tmp/slot"), hiding: [], boundary: .none)
        let teacher = ["PATH": "/home/teacher/.swiftly/bin:/usr/bin", "DEVELOPER_DIR": "/Applications/Xcode-26.4.app/Contents/Developer",
                       "TOOLCHAINS": "swift", "SDKROOT": "/sdk", "AWS_SECRET_ACCESS_KEY": "secret"]
        let build = confinement.environment(as: .build, temporaryFolder: "/tmp/slot/tmp", adding: [:], tool: teacher)
        let toolchain = try #require(ProgramPaths.toolchainBin)
        #expect(build["PATH"] == toolchain.path + ":/home/teacher/.swiftly/bin:/usr/bin")
        #expect(FileManager.default.isExecutableFile(atPath: toolchain.appending(path: "swift").path), "the compiler's own folder")
        #expect(build["DEVELOPER_DIR"] == teacher["DEVELOPER_DIR"] && build["TOOLCHAINS"] == "swift" && build["SDKROOT"] == "/sdk")
        #expect(build["AWS_SECRET_ACCESS_KEY"] == nil)
        let test = confinement.environment(as: .test, temporaryFolder: "/tmp/slot/tmp", adding: [:], tool: teacher)
        #expect(Set(test.keys) == ["PATH", "LANG", "HOME", "TMPDIR", "DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"] && test["PATH"] == teacher["PATH"])
        #expect(test["DEVELOPER_DIR"] == teacher["DEVELOPER_DIR"] && test["TOOLCHAINS"] == "swift" && test["SDKROOT"] == "/sdk")
        let plain = confinement.environment(as: .test, temporaryFolder: "/tmp/slot/tmp", adding: [:], tool: ["PATH": "/usr/bin"])
        #expect(Set(plain.keys) == ["PATH", "LANG", "HOME", "TMPDIR"], "none where the tool has none")
    }

    @Test("The process limit is at most the hard one (a Mac's is lower than the count of processes plus the test's own), never a refusal to start")
    func processLimitUnderTheHardOne() throws {
        let directory = try TemporaryDirectory()
        let commands = Confinement.limitCommands([("u", 5_000)]).joined(separator: "; ")
        let outcome = try ProcessRunner().run(["/bin/sh", "-c", "ulimit -u 3000 2>/dev/null || ulimit -p 3000; \(commands); echo limit=$(ulimit -u 2>/dev/null || ulimit -p)"],
                                              outputFile: directory.url.appending(path: "log"), temporaryFolder: directory.url.appending(path: "tmp"))
        #expect(outcome.termination == .exited(0) && outcome.output.contains("limit=3000"), "\(outcome.output)")
        let lower = try ProcessRunner().run(["/bin/sh", "-c", "\(Confinement.limitCommands([("u", 500)]).joined()); echo limit=$(ulimit -u 2>/dev/null || ulimit -p)"],
                                            outputFile: directory.url.appending(path: "log"), temporaryFolder: directory.url.appending(path: "tmp"))
        #expect(lower.output.contains("limit=500"), "\(lower.output)")
    }

    @Test("A path with a space, a tab or a backslash is shown behind a boundary as it is: its mount table field is escaped", arguments: Boundary.holdingHere)
    func oddPaths(boundary: Boundary) throws {
        #expect(Boundary.fstabField("/a b\\c\td") == "/a\\040b\\134c\\011d")
        let slot = try TemporaryDirectory()
        let odd = slot.url.appending(path: "tests with a\\back slash")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        try "shown\n".write(to: odd.appending(path: "given.txt"), atomically: true, encoding: .utf8)
        let confinement = Confinement(slot: slot.url, hiding: [], boundary: boundary)
        let outcome = try ProcessRunner(confinement: confinement).run(["/bin/cat", odd.appending(path: "given.txt").path],
                                                                      outputFile: slot.url.appending(path: "out.log"), timeout: .seconds(30),
                                                                      temporaryFolder: slot.url.appending(path: "tmp"), endingEscapes: true, readable: [odd])
        #expect(outcome.termination == .exited(0) && outcome.output == "shown\n", "\(outcome.output)")
    }
}
