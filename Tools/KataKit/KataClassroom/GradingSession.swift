import Foundation
import KataModel
import KataRunning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One grading's place and walls, which `kata grade` and `kata report` share: a slot held for it outside the workbook,
/// the boundary, and what a student's code may not see.
package struct GradingSession: Sendable {
    /// The teacher's workbook, hidden from every student's code.
    let workbook: Workbook
    /// The slot's folder, which this grading alone works in while the session lasts.
    let slot: URL
    /// What holds the students' code in.
    let boundary: Boundary
    /// Folders hidden besides the workbook: the class's folder, for a report.
    let alsoHidden: [URL]

    /// The boundary a grading runs behind: the strongest here, or none when the teacher says `unsandboxed` and there is
    /// none to have; otherwise grading refuses.
    package static func boundary(unsandboxed: Bool) throws -> Boundary {
        let boundary = Boundary.strongestHere
        guard boundary.holds || unsandboxed else { throw ClassroomError.noBoundary }
        return boundary
    }

    /// Runs `body` in a session on the first slot of `workbook` no other grading holds, held until `body` returns.
    /// Behind a separate user, the grading users must be able to reach the slot.
    package static func with<Value>(_ workbook: Workbook, boundary: Boundary, alsoHiding alsoHidden: [URL] = [],
                                    _ body: (GradingSession) throws -> Value) throws -> Value {
        let slot = try GradingSlot.take(for: workbook)
        if boundary.usersReachTheSlots, geteuid() == 0, let blocked = Confinement.unreachableByGradingUsers(GradingSlot.slots(of: workbook)) {
            throw ClassroomError.unreachableSlots(blocked)
        }
        return try withExtendedLifetime(slot) {
            try body(GradingSession(workbook: workbook, slot: slot.folder, boundary: boundary, alsoHidden: alsoHidden))
        }
    }

    /// What holds in the builds and test runs of the work of the student whose folder is `student`: the workbook,
    /// that folder, the grading state and the folders `alsoHidden` out of sight.
    func confinement(ofWorkFrom student: URL) -> Confinement {
        Confinement(slot: slot, hiding: [workbook.root, student, GradingFolder.url] + alsoHidden, boundary: boundary)
    }

    /// The commit and last verify of the student's clone in `student`, read behind the session's boundary.
    func activity(of student: URL) -> StudentActivity {
        StudentActivity(of: student, behind: Confinement(slot: slot, hiding: [workbook.root] + alsoHidden, boundary: boundary))
    }
}
