import Foundation
import Testing
@testable import KataRunning

@Suite("Reading the environments of other processes")
struct ProcessEnvironmentsTests {
    @Test("macOS's process arguments give the environment alone: not the arguments, which may hold the same mark, nor what follows")
    func macOSProcessArguments() {
        let argumentCount: [UInt8] = [2, 0, 0, 0]
        let buffer = argumentCount + Array("/bin/sh\0\0\0\0sh\0KATA_TOOL_MARK=m\0A=1\0KATA_TOOL_MARK=m\0\0executable_path=/bin/sh\0".utf8)
        #expect(ProcessEnvironments.environment(fromProcessArguments: buffer) == Array("A=1\0KATA_TOOL_MARK=m\0".utf8))
        #expect(ProcessEnvironments.environment(fromProcessArguments: [9, 0, 0, 0] + Array("/bin/sh\0sh\0".utf8)) == nil,
                "more arguments counted than given")
        #expect(ProcessEnvironments.environment(fromProcessArguments: [1, 0]) == nil)
    }

    #if os(Linux) || os(macOS)
    @Test("A child's environment is read, and the tool is not among the processes listed")
    func child() throws {
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        // It lives until the test ends it: one that ended first (a busy machine kept this test waiting 85 s once) has
        // an empty environment. The shell itself waits, on an input nobody writes: one that `exec`s another program
        // after its line has no environment to read while the exec replaces it (the reading came back empty twice
        // on a busy machine).
        process.arguments = ["-c", "echo started; read forever"]
        process.environment = ["KATA_PROBE": "here"]
        let output = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        // Killed, not asked to end: a terminate's SIGTERM is ignored where the test process ignores it, and the child
        // then held the test run's output open as long as it lived (`swift test` waited 4 minutes for it).
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // Its line comes once the shell runs, with the environment it was given.
        #expect(output.fileHandleForReading.availableData == Data("started\n".utf8))
        #expect(ProcessEnvironments.processIDs().contains(process.processIdentifier))
        #expect(!ProcessEnvironments.processIDs().contains(getpid()))
        let environment = try #require(ProcessEnvironments.environment(of: process.processIdentifier))
        #expect(String(decoding: environment, as: UTF8.self).split(separator: "\0").contains("KATA_PROBE=here"))
    }
    #endif
}
