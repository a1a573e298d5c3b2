import KataModel

/// What disagrees between a kata's manifest and its folders and files (see `CatalogCheck` and `KataCheck`), said by
/// KataRendering.
package enum FileFault: Sendable, Equatable, Codable {
    /// The tree (`Tests`, `Solutions`) has no folder `parent/folder` for a stage of the manifest.
    case noStageFolder(tree: String, parent: String, folder: String)
    /// The folder `parent/folder` matches no stage of the manifest.
    case folderOfNoStage(parent: String, folder: String)
    /// The learner's folder at the path is missing.
    case learnerFolderMissing(String)
    /// The learner's folder at `learner` is not the clean start at `start`.
    case notTheCleanStart(learner: String, start: String)
    /// The mutant's file, at the path, is not there.
    case noMutantFile(String)
    /// The mutant's or weaker test's text stands `count` times in the file at `path`, not once.
    case textNotOnce(count: Int, path: String)
    /// The weaker test names no mutant of its stage.
    case noSuchMutant
    /// The stage's lesson does not say what the weaker test says.
    case lessonDoesNotSay(String)
    /// The refactor evidence does not hold on the stage's own reference: what it misses.
    case evidenceFailsItsReference(missing: [String])
    /// The refactor evidence holds on the reference of the snapshot named already.
    case evidenceHoldsBefore(Snapshot)
    /// The refactor evidence holds on the reference of the snapshot named with the stage's reference pasted as
    /// comments or strings.
    case evidenceHoldsOnPastedCode(before: Snapshot)
}
