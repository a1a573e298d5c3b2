import KataModel

/// Why a command on the learner's workspace or the workbook's files stopped, changing nothing.
enum WorkspaceError: KataFailure {
    /// The backup of a folder does not match the original: the disk's fault.
    case backupDiffers(String, in: String)
    /// `kata start --no-backup` found the learner's folder holding work the workbook does not keep.
    case workNotKept(String)
    /// `kata new` found no place for the kata in a file that lists the katas: the file and what it lacks.
    case noPlace(String, String)
    /// `kata replay` was given a folder that is not empty.
    case replayFolderNotEmpty(String)
    /// `kata verify --commit` in a workbook outside any git repository: its root.
    case notARepository(String)
    /// `kata verify --commit` with paths outside the kata's folder staged: the folder, the first path and how many more.
    case stagedOutside(String, first: String, more: Int)

    var kind: FailureKind {
        switch self {
        case .backupDiffers: .environment
        case .noPlace, .replayFolderNotEmpty, .notARepository, .stagedOutside, .workNotKept: .input
        }
    }

    var description: String {
        switch self {
        case .backupDiffers(let original, let folder):
            "The backup of \(original) in \(folder) does not match the original, so nothing was changed. Copy your work somewhere safe and try again."
        case .workNotKept(let folder):
            "\(folder) holds work of yours that no stage of the workbook holds, and --no-backup would lose it: nothing was changed. Start without --no-backup."
        case .noPlace(let file, let what): "\(file) has no \(what): add the kata there by hand."
        case .replayFolderNotEmpty(let folder): "\(folder) is not empty: replay makes a fresh repository, so give it a new folder."
        case .notARepository(let root):
            "--commit needs a git repository, and \(root) is not in one: run `git init` there, or verify without --commit."
        case .stagedOutside(let folder, let first, let more):
            "--commit commits \(folder) alone, and \(first)\(more > 0 ? " and \(more) more" : "") is staged as well: commit or unstage it first."
        }
    }
}
