import Foundation
import KataModel
import KataRendering
import KataRunning
import KataVerification
import KataWorkspace

extension CommandRunner {
    /// `kata check`: one kata's files, lessons and places checked, then every stage built and proved; a line per fault.
    /// With `fix`, what the tool writes from the manifest (the README's row, the Xcode scheme) is written first.
    func check(_ kataID: String, timeout: Duration, fix: Bool) throws -> ExitStatus {
        let kata = try workbook.kata(named: kataID)
        if fix { try KataListFix.apply(to: kata, in: workbook).forEach(output) }
        let renderer = AuthoringRenderer(style: noteStyle)
        let faults = try KataCheck(workbook: workbook, kata: kata, limits: RunLimits(test: timeout)).run { step in
            let (lines, note) = renderer.lines(of: step, of: kata)
            lines.forEach(output)
            if let note { notes(note) }
        }
        output(renderer.verdict(faults, of: kata))
        return .of(done: faults.isEmpty)
    }

    /// `kata new`: a new kata with one example stage, listed everywhere a kata is; nothing touched when refused.
    func newKata(_ kataID: String, framework: TestFramework, title: String, source: String?) throws -> ExitStatus {
        let scaffold = KataScaffold(id: kataID, title: title, framework: framework, source: source ?? "your own material")
        if let refusal = scaffold.refusal(in: workbook) { throw UsageError(refusal) }
        try scaffold.write(into: workbook)
        output(AuthoringRenderer(style: style).made(kataID, framework: framework, module: scaffold.module))
        return .success
    }
}
