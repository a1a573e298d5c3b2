import Foundation
import KataModel
import KataRunning
import KataVerification
import KataWorkspace

extension CommandRunner {
    /// `kata check`: one kata's files, lessons and places checked, then every stage built and proved; a line per fault.
    /// With `fix`, what the tool writes from the manifest (the README's row, the Xcode scheme) is written first.
    func check(_ kataID: String, timeout: Duration, fix: Bool) throws -> ExitStatus {
        let kata = try workbook.kata(named: kataID)
        if fix { try KataListFix.apply(to: kata, in: workbook).forEach(output) }
        let check = KataCheck(workbook: workbook, kata: kata, limits: RunLimits(test: timeout))
        var problems = check.problemsInTheFiles()
        output("\(kata.id): files, lessons and places: " + (problems.isEmpty ? "no fault" : "\(problems.count) fault\(problems.count == 1 ? "" : "s")"))
        problems.forEach { output("  ✗ \($0)") }
        notes(noteStyle.dim("Building every stage's reference, suite and mutants of \(kata.id) ..."))
        let (contract, kept) = try check.problemsInTheContract()
        let mutants = kata.stages.reduce(0) { $0 + $1.mutants.count }
        output("\(kata.id): \(kata.stages.count) stage\(kata.stages.count == 1 ? "" : "s"), \(mutants) mutant\(mutants == 1 ? "" : "s") built and run: "
            + (contract.isEmpty ? "no fault" : "\(contract.count) fault\(contract.count == 1 ? "" : "s")")
            + (kept ? " (kept from an earlier check of the same files by this build of the tool)" : ""))
        contract.forEach { output("  ✗ \($0)") }
        problems += contract
        notes(noteStyle.dim("Generating mutants of every stage's reference and running its suite against them ..."))
        for catalog in try check.generatedMutants() {
            let compiled = catalog.counted.count + catalog.survivors.count
            output("\(kata.id) stage \(catalog.stage): generated mutants: the suite kills \(catalog.counted.count) of the \(compiled) that compile "
                + "(\(catalog.made) made)" + (catalog.survivors.isEmpty ? "" : "; let through:"))
            catalog.survivors.forEach { output("  · \($0.file):\($0.line): \($0.change)") }
            if let problem = catalog.problem, catalog.made > 0 {
                output("  ✗ \(problem)")
                problems.append(problem)
            }
        }
        output(problems.isEmpty ? "\(kata.id) passes its check." : "\(kata.id) has \(problems.count) fault\(problems.count == 1 ? "" : "s") to mend.")
        return .of(done: problems.isEmpty)
    }

    /// `kata new`: a new kata with one example stage, listed everywhere a kata is; nothing touched when refused.
    func newKata(_ kataID: String, framework: TestFramework, title: String, source: String?) throws -> ExitStatus {
        let scaffold = KataScaffold(id: kataID, title: title, framework: framework, source: source ?? "your own material")
        if let refusal = scaffold.refusal(in: workbook) { throw UsageError(refusal) }
        try scaffold.write(into: workbook)
        output("""
            Made \(kataID) (\(framework.displayName), module \(scaffold.module)) with one example stage, and listed it in \
            \(KataPaths.catalogList), Package.swift, the README's katas table and LESSONS.md.
            Next: write the chapter's introduction in LESSONS.md (`swift run kata check \(kataID)` names it as the one fault until you do), \
            then replace the example stage with yours (README: "Write your own kata").
            """)
        return .success
    }
}
