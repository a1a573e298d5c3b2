import Foundation
import Testing

/// `KATA_SELF_CHECK=KATA` runs that kata's parts of the self-check and nothing else: every suite is either the tool's
/// (`.toolWide`, skipped then) or walks only the katas under check.
@Suite("The self-check of one kata is that kata's", .toolWide)
struct SelfCheckScopeTests {
    @Test("Each suite of the self-check is the tool's or chooses its katas by KATA_SELF_CHECK")
    func everySuiteIsScoped() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var suites = 0
        for name in files {
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            let choosesKatas = ["katasUnderCheck()", "isUnderCheck("].contains(where: text.contains)
            for line in text.split(separator: "\n") where line.hasPrefix("@Suite(") {
                suites += 1
                #expect(line.contains(".toolWide") || choosesKatas, "\(name): \(line)")
            }
        }
        #expect(suites > 20)
    }
}
