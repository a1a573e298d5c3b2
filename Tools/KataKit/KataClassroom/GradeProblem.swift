/// Why a student's work on a kata has no grade, decided once where it is found (the grader, the reading of results);
/// a report, the grade's documents and the terminal say it in words (KataRendering).
///
/// The text a case carries is what it names (a path, a kata) or what a lower layer said of it (a compile check's
/// message, the system's reason).
package enum GradeProblem: Sendable, Equatable {
    /// The submission holds another kata alone: that kata.
    case notInSubmission(holds: String)
    /// The submission has neither of the kata's folders: their names.
    case notAClone(codeFolder: String, testsFolder: String)
    /// A folder of the kata is reached through a link out of the student's folder: the link, and where it leads.
    case notTheStudentsOwnFolder(link: String, target: String)
    /// The kata's folders hold more than any work does: what.
    case tooLarge(FolderExcess)
    /// A file of the work could not be copied: which, and the system's reason.
    case copyFailed(file: String?, reason: String)
    /// The code declares a name the workbook's tests take from a test framework: the check's message, and where.
    case shadowsAName(message: String, at: String)
    /// The code or tests reach outside what a kata allows: the check's message, and where.
    case unsafeCode(message: String, at: String)
    /// The work links something it may not: the check's message, and where.
    case refusedLinkage(message: String, at: String)
    /// The compiled work is refused before it runs: the reasons.
    case objectsRefused([String])
    /// Grading failed: the error, in its words.
    case notGradable(String)
    /// The student's folder could not be read as a submission: the error, in its words.
    case unreadableSubmission(String)
    /// The student's result file could not be read.
    case resultUnreadable
    /// The result is `kata grade --json` of another version than this tool reads: the file and its version.
    case resultOfAnotherVersion(file: String, version: Int)
    /// The result is `kata grade --json` that cannot be decoded: the file, and why.
    case gradeUndecodable(file: String, reason: String)
    /// The result is a Classroom 50 result that cannot be decoded: the file, and why.
    case classroom50Undecodable(file: String, reason: String)
    /// The result is neither document: the file.
    case unknownDocument(file: String)
    /// The result does not grade the kata.
    case notGraded
    /// The result grades another version of the kata (another count of stages).
    case gradedWithAnotherVersion
    /// A problem a graded result read back holds, in its words.
    case read(String)
}

/// How a kata's folders are past what any work holds (see `StudentTree`).
package enum FolderExcess: Sendable, Equatable {
    /// A file, by its path in the folders, of `kilobytes`, past the `limit` a file may hold.
    case fileTooLarge(String, kilobytes: Int, limit: Int)
    /// More files than `limit`.
    case tooManyFiles(limit: Int)
    /// `kilobytes` in all, past `limit`.
    case tooLarge(kilobytes: Int, limit: Int)
    /// `lines` of Swift, past `limit`.
    case tooManyLines(Int, limit: Int)
}
