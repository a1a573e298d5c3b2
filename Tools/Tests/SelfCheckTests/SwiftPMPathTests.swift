import Foundation
import Testing
@testable import KataModel
@testable import KataVerification

/// The Mac's build path (SwiftPM's) taken in the README's test command on Linux, beside the comparisons of both paths
/// in `LearnerJourneyTests`: a suite of its own, so that it runs beside that serialized one rather than after it.
@Suite("Along SwiftPM's path, a Swift Testing kata goes green and grades the same")
struct SwiftPMPathTests {
    @Test("Along SwiftPM's path (a Mac's), a Swift Testing stage's reference and suite verify to green, and a grade of the same work passes that stage",
          .enabled(if: isUnderCheck("invoice-editor")))
    func swiftTestingGreenIsGradeOnSwiftPM() async throws {
        let kata = try theWorkbook().kata(named: "invoice-editor")
        let first = kata.stages[0]
        let copy = try WorkbookCopy(of: kata, folder: "kata-journey-swiftpm", along: .swiftpm)
        copy.replaceLearnerCode(with: .after(first))
        copy.replaceLearnerTests(with: .after(first))
        let green = try await copy.verify()
        #expect(green.status == 0 && green.text.contains("Stage 1 done."), "\(green.text)")
        let standing = try await offThePool { try Grader(workbook: copy.workbook, timeout: .seconds(60)).standing(kata) }
        #expect(standing.reached == 1 && standing.cells.first == .passed, "\(standing.cells) \(standing.notes)")
    }
}
