import Foundation
import Testing
@testable import KataRunning

@Suite("Asking the toolchain once")
struct ToolchainAnswersTests {
    @Test("An answer is kept and found by the next asker; one not had is not kept, and is asked again")
    func keeping() throws {
        let kind = "test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(at: GradingFolder.usersFolder.appending(path: "toolchain-\(kind).json")) }
        var asked = 0
        #expect(ToolchainAnswers.answer(kind, to: ["question"]) { asked += 1; return ["first"] } == ["first"])
        #expect(ToolchainAnswers.answer(kind, to: ["question"]) { asked += 1; return ["second"] } == ["first"])
        #expect(asked == 1)
        #expect(ToolchainAnswers.answer(kind, to: ["another"]) { () -> [String]? in nil } == nil)
        #expect(ToolchainAnswers.answer(kind, to: ["another"]) { ["now"] } == ["now"])
    }

    @Test("The toolchain is told by the compiler's files, or on a Mac by the Xcode xcrun's swiftc runs; swiftly's proxy is asked each time")
    func toolchainSelection() throws {
        let plain = try #require(ToolchainAnswers.selection(driver: "/opt/swift/usr/bin/swift-driver", environment: ["SDKROOT": "/sdk"], xcodeSelected: nil))
        #expect(plain.files == ["/opt/swift/usr/bin/swift-driver", "/opt/swift/usr/bin/swift-frontend"] && plain.settings == ["SDKROOT=/sdk"])

        let xcode = "/Applications/Xcode.app/Contents/Developer"
        let selected = try #require(ToolchainAnswers.selection(driver: "/usr/bin/swiftc", environment: [:], xcodeSelected: xcode))
        #expect(selected.files == ["/usr/bin/swiftc", xcode + "/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-frontend", xcode + "/usr/bin/swift-frontend"])
        #expect(selected.settings == ["SDKROOT=", "developer folder=\(xcode)", "TOOLCHAINS="])
        let other = try #require(ToolchainAnswers.selection(driver: "/usr/bin/swiftc", environment: ["DEVELOPER_DIR": "/Applications/Xcode-26.4.app/Contents/Developer",
                                                                                                      "TOOLCHAINS": "swift"], xcodeSelected: xcode))
        #expect(other.settings == ["SDKROOT=", "developer folder=/Applications/Xcode-26.4.app/Contents/Developer", "TOOLCHAINS=swift"],
                "another Xcode chosen for this shell, or another toolchain, is another key")

        #expect(ToolchainAnswers.selection(driver: "/home/me/.swiftly/bin/swiftly", environment: [:], xcodeSelected: nil) == nil)
        let distribution = try #require(ToolchainAnswers.selection(driver: "/usr/bin/swift-driver", environment: [:], xcodeSelected: nil))
        #expect(distribution.files == ["/usr/bin/swift-driver", "/usr/bin/swift-frontend"], "a Linux toolchain installed in /usr")
    }
}
