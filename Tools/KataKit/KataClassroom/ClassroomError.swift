import KataModel

/// Why grading or a class report stopped.
enum ClassroomError: KataFailure {
    /// The workbook's suites, reference code or tool changed while a student's work was graded.
    case workbookChanged(student: String)
    /// No grading slot could be made in the folder.
    case noSlot(String)
    /// The folder given to `kata report` (`ofResults`: with `--results`) is not a folder: its path.
    case notAFolder(String, ofResults: Bool)
    /// The folder given for `kata report` holds no student's folder.
    case noStudents(String)
    /// The folder given for `kata report --results` holds no graded results.
    case noGradedResults(String)
    /// No boundary can hold student code here, and the teacher did not say `--unsandboxed`.
    case noBoundary
    /// The grading folder is under a folder the grading users cannot reach.
    case unreachableSlots(String)
    /// A recipe `kata autograder` was asked for that would fail on its platform, and why.
    case unworkableRecipe(String)

    /// A student's code that changes the workbook is the input at fault; a slot that cannot be made is the machine.
    var kind: FailureKind {
        switch self {
        case .noSlot, .noBoundary, .unreachableSlots: .environment
        case .workbookChanged, .notAFolder, .noStudents, .noGradedResults, .unworkableRecipe: .input
        }
    }

    var description: String {
        switch self {
        case .workbookChanged(let student):
            "the workbook's Tests/, Solutions/ or Tools/ changed while \(student) was graded: grading stopped. Check the workbook (git status) before grading again."
        case .noSlot(let folder):
            "no grading slot can be made in \(folder) (is it yours to write? KATA_GRADING_DIR moves it)."
        case .notAFolder(let folder, let ofResults):
            "\(folder) is not a folder: " + (ofResults ? "`kata report --results` takes a folder of graded results."
                : "`kata report` takes a folder holding one clone per student.")
        case .noStudents(let folder):
            "\(folder) holds no student folders: put one clone per student in it."
        case .noGradedResults(let folder):
            "\(folder) holds no graded results: a folder per student with grade.json or result.json, or STUDENT.json files."
        case .noBoundary:
            "no boundary can hold student code here: install bubblewrap (apt-get install bubblewrap), allow user namespaces "
                + "(util-linux unshare), or grade as root; or pass --unsandboxed to grade with none, which every grade then shows."
        case .unreachableSlots(let folder):
            "the grading users cannot reach the grading slots under \(folder), which others cannot search: set KATA_GRADING_DIR to a folder they can."
        case .unworkableRecipe(let reason):
            reason
        }
    }
}
