import Foundation
import KataModel
import KataRunning
import KataVerification

/// A student's standing on a kata and the flags their compiled work raised, kept so that grading the same work again
/// with the same workbook builds nothing: a class graded again (`kata report` after a few students pushed) costs
/// only the students whose work changed.
///
/// One file per student and kata in the grading folder's `kept` folder (the tool's alone: no student's code can reach
/// it), each signed (see `KeptResults`) and holding the grade under a key of everything it was made from: the
/// student's code and tests as copied for grading, to the byte, the workbook's suites, reference code, tool and
/// catalog, the time limit, and the boundary.
struct KeptKataGrade: Codable, Sendable {
    var standing: KataStanding
    var compiledFlags: [IntegrityFlag]

    /// Whether the kept standing fits `kata`: a cell per stage and a stage reached that it has. One that does not is
    /// graded again.
    func fits(_ kata: Kata) -> Bool {
        standing.cells.count == kata.stages.count && (0...kata.stages.count).contains(standing.reached)
    }

    /// The kept grade of `student`'s work on `kata`, in the grading slots' folder `slots`.
    static func kept(of student: URL, _ kata: Kata, in slots: URL) -> KeptResults<KeptKataGrade> {
        let name = SourceFiles.fingerprint(ofText: student.standardizedFileURL.path + String.keyPartSeparator + kata.id)
        return KeptResults(file: slots.appending(path: "kept/\(name).json"), capacity: 1)
    }

    /// The key of a grade of `kata` made from `work` (the student's folders in the slot) with the workbook whose
    /// fingerprint is `workbook`, built along `path`, under `limits`, behind `boundary`.
    static func key(_ kata: Kata, work: [URL], workbook: String, path: BuildPath, limits: RunLimits, boundary: Boundary) -> String {
        [kata.id, SourceFiles.fingerprint(of: work), workbook, path.rawValue, "\(limits.test)", boundary.name].joined(separator: .keyPartSeparator)
    }
}
