import Foundation
import KataModel

/// Where a student's work stands in what they handed in: a clone of the workbook (a folder holding `Katas/`), a
/// download of one (GitHub's Download ZIP puts a folder around it), or one kata's two folders alone (its code and its
/// tests, as `Giuseppes/` and `GiuseppesTests/`, or inside a folder named after the kata). Only real folders are
/// followed on the way, never a link.
package struct Submission: Sendable {
    /// The folder the work is read from: the clone's root, or the folder holding the one kata's two folders.
    package let root: URL
    /// The kata it holds alone, when it is one kata's folders; `nil` for a clone's `Katas/`.
    package let onlyKata: Kata?

    /// A clone of the workbook at `root`.
    package init(clone root: URL) {
        self.root = root
        onlyKata = nil
    }

    private init(root: URL, onlyKata: Kata) {
        self.root = root
        self.onlyKata = onlyKata
    }

    /// The folders of the learner's code and tests of `kata`, as the submission lays them out.
    func folders(of kata: Kata) -> [URL] {
        onlyKata == nil ? [root.appending(path: kata.paths.learnerCode), root.appending(path: kata.paths.learnerTests)]
            : [root.appending(path: kata.module), root.appending(path: kata.learnerTestModule)]
    }

    /// The work in `folder`, whose katas may be any of `katas`; throws, saying what was expected, when it holds none.
    package static func locate(in folder: URL, katas: [Kata]) throws(SubmissionError) -> Submission {
        var current = folder
        for _ in 0..<4 {
            if isRealFolder(current.appending(path: KataPaths.workspaces)) { return Submission(clone: current) }
            for kata in katas {
                for place in [current, current.appending(path: kata.id)] where isRealFolder(place)
                    && isRealFolder(place.appending(path: kata.module)) && isRealFolder(place.appending(path: kata.learnerTestModule)) {
                    return Submission(root: place, onlyKata: kata)
                }
            }
            let visible = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? [])
                .filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
            guard visible.count == 1, case let inner = current.appending(path: visible[0]), isRealFolder(inner) else { break }
            current = inner
        }
        throw SubmissionError(folder: folder.path, example: katas.first)
    }

    /// Whether a folder, not a link to one, is at `location`.
    private static func isRealFolder(_ location: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: location.path)[.type] as? FileAttributeType) == .typeDirectory
    }
}

/// A submission that holds no work of the workbook's, and what was expected instead.
package struct SubmissionError: KataFailure {
    let folder: String
    /// A kata whose folders name the one-kata shape in the sentence.
    let example: Kata?

    package var kind: FailureKind { .input }

    package var description: String {
        let oneKata = example.map { " or one kata's two folders (\($0.module)/ and \($0.learnerTestModule)/, alone or in \($0.id)/)" } ?? ""
        return "\(folder) holds no work of the workbook's: it takes a student's clone (a folder holding Katas/), a download of one "
            + "(one folder around it, as a ZIP from GitHub)\(oneKata)."
    }
}
