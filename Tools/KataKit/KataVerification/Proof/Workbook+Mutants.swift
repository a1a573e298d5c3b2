import KataModel
import KataRunning

extension Workbook {
    /// Whether `mutant`'s text stands in its file of `stage`'s reference, so that it can be made.
    func applies(_ mutant: Mutant, of kata: Kata, at stage: Stage) -> Bool {
        let file = reference(kata, at: .after(stage)).appending(path: mutant.file)
        return (try? String(contentsOf: file, encoding: .utf8)).flatMap(mutant.applied(to:)) != nil
    }

    /// The reference code of `stage` with `mutant`'s edit made.
    func mutated(_ kata: Kata, stage: Stage, by mutant: Mutant) throws -> ScratchPackage.Mirror {
        let reference = reference(kata, at: .after(stage))
        guard let text = try? String(contentsOf: reference.appending(path: mutant.file), encoding: .utf8),
              let mutated = mutant.applied(to: text) else {
            throw ProofError.mutantDoesNotApply(kata: kata.id, stage: stage.number, mutant: mutant.name)
        }
        return ScratchPackage.Mirror(folder: reference, replacing: [mutant.file: mutated])
    }
}
