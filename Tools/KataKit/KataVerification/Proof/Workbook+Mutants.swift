import KataModel
import KataRunning

extension Workbook {
    /// Whether `mutant`'s text stands in its file of `stage`'s reference, so that it can be made.
    func applies(_ mutant: Mutant, of kata: Kata, at stage: Stage) -> Bool {
        mutatedText(of: mutant, kata, at: stage) != nil
    }

    /// The reference code of `stage` with `mutant`'s edit made.
    func mutated(_ kata: Kata, stage: Stage, by mutant: Mutant) throws -> ScratchPackage.Mirror {
        guard let mutated = mutatedText(of: mutant, kata, at: stage) else {
            throw ProofError.mutantDoesNotApply(kata: kata.id, stage: stage.number, mutant: mutant.name)
        }
        return ScratchPackage.Mirror(folder: reference(kata, at: .after(stage)), replacing: [mutant.file: mutated])
    }

    /// `mutant`'s file of `stage`'s reference with its edit made; `nil` when the file or its text is not there.
    private func mutatedText(of mutant: Mutant, _ kata: Kata, at stage: Stage) -> String? {
        let file = reference(kata, at: .after(stage)).appending(path: mutant.file)
        return (try? String(contentsOf: file, encoding: .utf8)).flatMap(mutant.applied(to:))
    }
}
