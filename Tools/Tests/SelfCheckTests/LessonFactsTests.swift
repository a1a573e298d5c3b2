import Foundation
import Testing
@testable import KataModel

/// What a lesson states as a fact of Swift's numbers, worked out here: a learner who tries a value the lesson names
/// sees what it says.
@Suite("A lesson's facts about numbers hold", .enabled(if: isUnderCheck("invoice-editor")))
struct LessonFactsTests {
    @Test("invoice-editor stage 3: ten cents three times is inexact in Double and stays so turned back into a Decimal; 0.7 + 0.2 comes back exact on Linux, so the test keeps to ten cents")
    func decimalThroughDouble() throws {
        let lesson = try #require(try theWorkbook().lessonBook().section(ofKata: "invoice-editor", stage: 3)?.body).collapsingSpaces
        let threeTimes = 0.1 + 0.1 + 0.1
        #expect(lesson.contains("0.1 + 0.1 + 0.1 is \(threeTimes)"), "\(lesson)")
        #expect(lesson.contains("it stays wrong in the seventeenth decimal place (\(Decimal(threeTimes)))"), "\(lesson)")
        #expect(Decimal(threeTimes) != Decimal(string: "0.30"), "the stage's mutant, which adds up through Double, is caught by ten cents three times")
        #expect(lesson.contains("on Linux, 0.7 + 0.2 comes back as exactly 0.9"), "\(lesson)")
        if BuildPath.platformDefault == .direct {
            // Linux's: the one platform the lesson says it of.
            #expect(Decimal(0.7 + 0.2) == Decimal(string: "0.9"), "a test with these values would let the mutant through")
        }
    }
}
