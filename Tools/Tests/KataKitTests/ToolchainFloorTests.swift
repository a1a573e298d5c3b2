import Testing
@testable import KataRunning

@Suite("The Swift the workbook needs")
struct ToolchainFloorTests {
    @Test("A version is read from what swift.org's and Xcode's compilers print, and compared part by part")
    func versions() {
        #expect(SwiftVersion(versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu")
            == SwiftVersion(major: 6, minor: 3, patch: 1))
        #expect(SwiftVersion(versionOutput: "swift-driver version: 1.127.14.1 Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)")
            == SwiftVersion(major: 6, minor: 2))
        #expect(SwiftVersion(versionOutput: "Swift version 6.4-dev (LLVM 1a2b3c, Swift 4d5e6f)") == SwiftVersion(major: 6, minor: 4))
        #expect(SwiftVersion(versionOutput: "clang version 21.0.0") == nil)
        #expect(SwiftVersion(major: 6, minor: 2, patch: 4) < ToolchainFloor.minimum)
        #expect(SwiftVersion(major: 6, minor: 3) >= ToolchainFloor.minimum && SwiftVersion(major: 7, minor: 0) > ToolchainFloor.minimum)
        #expect(SwiftVersion(major: 6, minor: 3, patch: 2).description == "6.3.2" && ToolchainFloor.minimum.description == "6.3")
    }

    @Test("The Swift an autograder installs is a release of the floor, so that raising the floor raises it")
    func installedIsTheFloor() {
        #expect(ToolchainFloor.installed.major == ToolchainFloor.minimum.major && ToolchainFloor.installed.minor == ToolchainFloor.minimum.minor)
        #expect(ToolchainFloor.installed >= ToolchainFloor.minimum)
    }
}
