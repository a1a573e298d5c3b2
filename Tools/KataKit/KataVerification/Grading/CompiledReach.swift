import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// What a student's code and tests reach once compiled, whatever their source spelled: a function called through a
/// variable, a path built from bytes. A flag, like the source's, for a teacher to look at.
///
/// The symbols come from the objects a grading reads before they run (see `BinaryScan`), kept by the fingerprint of
/// the folder they were built from, so that a grading again, which builds nothing, flags the same.
enum CompiledReach {
    /// Where the symbols are kept.
    private static func kept(in workbook: Workbook) -> KeptResults<Set<String>> {
        KeptResults(file: workbook.scratchDirectory.appending(path: "reach.json"), capacity: 64)
    }

    /// Keeps what the objects built from each folder of `reach` use.
    static func keep(_ reach: [URL: Set<String>], in workbook: Workbook) {
        guard !reach.isEmpty else { return }
        kept(in: workbook).save(Dictionary(uniqueKeysWithValues: reach.map { (SourceFiles.fingerprint(of: [$0.key]), $0.value) }))
    }

    /// The flags of `kata`'s code and tests in `workbook`, as their objects were read, of the kinds `besides` (the
    /// source's flags) does not hold for that folder.
    static func flags(_ kata: Kata, in workbook: Workbook, besides: [IntegrityFlag]) -> [IntegrityFlag] {
        let kept = kept(in: workbook)
        return [workbook.learnerCode(kata), workbook.learnerTests(kata)].flatMap { folder -> [IntegrityFlag] in
            guard let symbols = kept.value(for: SourceFiles.fingerprint(of: [folder.standardizedFileURL])) else { return [] }
            let reported = workbook.relativePath(folder)
            let flagged = Set(besides.filter { $0.location.path.hasPrefix(reported + "/") }.map(\.kind))
            return IntegrityScan.flags(forSymbols: symbols, reportedAs: reported).filter { !flagged.contains($0.kind) }
        }
    }
}

extension Workbook {
    /// The flags of what the learner's work on `kata` reaches once compiled, of the kinds `besides` does not hold.
    package func compiledFlags(_ kata: Kata, besides: [IntegrityFlag]) -> [IntegrityFlag] {
        CompiledReach.flags(kata, in: self, besides: besides)
    }
}
