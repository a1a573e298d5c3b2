import KataModel
import KataVerification

/// Renders what an author's commands say: `kata check` step by step, and what `kata new` made.
package struct AuthoringRenderer: Sendable {
    let style: TerminalStyle

    package init(style: TerminalStyle) {
        self.style = style
    }

    /// The lines of one step of `kata check` on `kata`: for the standard output, or (`note`) a note of what runs.
    package func lines(of step: KataCheck.Step, of kata: Kata) -> (output: [String], note: String?) {
        switch step {
        case .files(let faults):
            return (["\(kata.id): files, lessons and places: " + count(faults)] + faults.map(fault), nil)
        case .building:
            return ([], style.dim("Building every stage's reference, suite and mutants of \(kata.id) ..."))
        case .contract(let faults, let kept):
            let mutants = kata.stages.reduce(0) { $0 + $1.mutants.count }
            let heading = "\(kata.id): \(plural(kata.stages.count, "stage")), \(plural(mutants, "mutant")) built and run: " + count(faults)
                + (kept ? " (kept from an earlier check of the same files by this build of the tool)" : "")
            return ([heading] + faults.map(fault), nil)
        case .generating:
            return ([], style.dim("Generating mutants of every stage's reference and running its suite against them ..."))
        case .catalog(let catalog, let catalogFault):
            let compiled = catalog.counted.count + catalog.survivors.count
            let heading = "\(kata.id) stage \(catalog.stage): generated mutants: the suite kills \(catalog.counted.count) of the \(compiled) that compile "
                + "(\(catalog.made) made)" + (catalog.survivors.isEmpty ? "" : "; let through:")
            return ([heading] + catalog.survivors.map { "  · \($0.file):\($0.line): \($0.change)" } + (catalogFault.map { [fault($0)] } ?? []), nil)
        case .committedCatalogs(let faults, let file):
            return (["\(kata.id): the committed catalogs of generated mutants (\(file)): " + count(faults)] + faults.map(fault), nil)
        case .redundantChecks(let faults):
            return (["\(kata.id): every check of the suites needed by a mutant or marked redundant: " + count(faults)] + faults.map(fault), nil)
        }
    }

    /// The check's last line, from all its faults.
    package func verdict(_ faults: [CheckFault], of kata: Kata) -> String {
        faults.isEmpty ? "\(kata.id) passes its check." : "\(kata.id) has \(plural(faults.count, "fault")) to mend."
    }

    /// What `kata new` made, and the next step.
    package func made(_ kataID: String, framework: TestFramework, module: String) -> String {
        """
        Made \(kataID) (\(framework.displayName), module \(module)) with one example stage, and listed it in \
        \(KataPaths.catalogList), Package.swift, the README's katas table and LESSONS.md.
        Next: write the chapter's introduction in LESSONS.md (`swift run kata check \(kataID)` names it as the one fault until you do), \
        then replace the example stage with yours (README: "Write your own kata").
        """
    }

    private func fault(_ fault: CheckFault) -> String { "  ✗ " + CheckFaultText.sentence(fault) }

    private func count(_ faults: [CheckFault]) -> String { faults.isEmpty ? "no fault" : plural(faults.count, "fault") }

}
