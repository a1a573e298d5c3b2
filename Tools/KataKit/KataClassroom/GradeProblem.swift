import KataToolOutput

/// Why a student's work on a kata has no grade, decided once where it is found (the grader, the reading of results);
/// a report, the grade's documents and the terminal say it in words (KataRendering).
///
/// The text a case carries is what it names (a path, a kata) or what a lower layer said of it (the system's reason).
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
    /// The sources are refused before they are built (a name the frameworks own, unsafe code, linkage by hand): why,
    /// and where.
    case refusedSource(SourceRefusal, at: String)
    /// The compiled work is refused before it runs: what it holds or uses that no kata needs.
    case objectsRefused(Set<ObjectFinding>)
    /// Grading failed: the error, in its words.
    case notGradable(String)
    /// The student's folder could not be read as a submission: the error, in its words.
    case unreadableSubmission(String)
    /// The student's result file could not be read.
    case resultUnreadable
    /// The result is `kata grade --json` of another version than this tool reads: the file and its version.
    case resultOfAnotherVersion(file: String, version: Int)
    /// The result is `kata grade --json` that cannot be decoded: the file, and why.
    case gradeUndecodable(file: String, reason: DecodeFailure)
    /// The result is a Classroom 50 result that cannot be decoded: the file, and why.
    case classroom50Undecodable(file: String, reason: DecodeFailure)
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

/// Why a document could not be decoded: where in it (a coding path such as `katas[0].cells`), and what.
package enum DecodeFailure: Sendable, Equatable {
    /// A field the document must have is missing: its path.
    case missing(String)
    /// A field holds what it may not: its path, and the decoder's own words.
    case invalid(String, decoder: String)
    /// Another error of the decoder's: its description.
    case other(String)
}
