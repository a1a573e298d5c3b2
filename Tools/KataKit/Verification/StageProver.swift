import Foundation

/// Runs a set of tests against a stage's reference code, its mutants and the stage before, in one build.
///
/// Every version of the code is a target of one scratch package and the tests are built once per version,
/// each copy importing its version under the kata's module name. A version the tests do not compile against
/// is dropped and the package built again without it.
struct StageProver: Sendable {
    let workbook: Workbook
    let kata: Kata
    let stage: Stage
    let limits: RunLimits

    /// A version of the code under test in the proof package.
    private struct Version {
        var code: ScratchPackage.CodeTarget
        var tests: ScratchPackage.TestTarget
        var mutant: Mutant?
    }

    /// The proof that the tests in `tests` (the learner's, or the workbook's suite) give about the stage.
    func prove(tests: URL, side: TestSide, scratchName: String) throws -> StageProof {
        var versions = try self.versions(tests: tests, side: side)
        var dropped: [Version] = []
        while true {
            let package = ScratchPackage(directory: workbook.scratchDirectory.appending(path: "\(kata.id)/\(scratchName)"),
                                         module: kata.module, codeTargets: versions.map(\.code), testTargets: versions.map(\.tests))
            let run = try SuiteRunner(framework: kata.framework, limits: limits).run(package)
            let reference = versions[0]
            if case .buildFailed(let termination, let log) = run, termination != .timedOut {
                let failing = Set(CompilerLog.parse(log).filter { $0.severity == .error }.compactMap { package.target(holding: $0.location.path) })
                let failingVersions = versions.dropFirst().filter { failing.contains($0.code.name) || failing.contains($0.tests.name) }
                let referenceFails = failing.contains(reference.code.name) || failing.contains(reference.tests.name) || failing.isEmpty
                if !referenceFails, !failingVersions.isEmpty {
                    dropped += failingVersions
                    versions.removeAll { version in failingVersions.contains { $0.code.name == version.code.name } }
                    continue
                }
                var verdict = run.verdict(of: package, in: workbook, limits: limits)
                verdict.diagnostics = verdict.diagnostics.uniqued()
                return StageProof(againstReference: verdict)
            }
            let verdicts = run.verdictsByTarget(of: package, in: workbook, limits: limits)
            let againstReference = verdicts[reference.tests.name] ?? run.verdict(of: package, in: workbook, limits: limits)
            var proof = StageProof(againstReference: againstReference)
            guard proof.passReference else { return proof }
            for version in versions.dropFirst() + dropped {
                let colour = verdicts[version.tests.name]?.colour ?? .amber
                if let mutant = version.mutant {
                    proof.mutants.append(.init(name: mutant.name, wrong: mutant.wrong, colour: colour))
                } else if colour != .amber {
                    proof.againstPreviousStage = colour
                }
            }
            return proof
        }
    }

    /// The reference first, then each mutant, then the stage before where it can compile with the tests.
    private func versions(tests: URL, side: TestSide) throws -> [Version] {
        let reference = workbook.reference(kata, at: .after(stage))
        let testModule = kata.learnerTestModule
        func version(_ suffix: String, code: ScratchPackage.Mirror, mutant: Mutant? = nil) -> Version {
            let codeName = kata.module + suffix
            return Version(code: .init(name: codeName, source: code),
                           tests: .init(name: testModule + suffix, side: side, folder: tests, code: codeName), mutant: mutant)
        }
        var versions = [version("", code: .init(folder: reference))]
        for (index, mutant) in stage.mutants.enumerated() {
            let file = reference.appending(path: mutant.file)
            guard let text = try? String(contentsOf: file, encoding: .utf8), let mutated = mutant.applied(to: text) else {
                throw ProofError.mutantDoesNotApply(kata: kata.id, stage: stage.number, mutant: mutant.name)
            }
            versions.append(version("Mutant\(index + 1)", code: .init(folder: reference, replacing: [mutant.file: mutated]), mutant: mutant))
        }
        // The stage before cannot hold the API of a compile-error stage; its fake-it mutant stands in for it.
        if stage.kind == .redAssert || stage.kind == .redCrash {
            versions.append(version("Previous", code: .init(folder: workbook.reference(kata, at: .before(stage, of: kata)))))
        }
        return versions
    }
}

/// Why a stage's proof could not be made.
enum ProofError: Error, CustomStringConvertible {
    case mutantDoesNotApply(kata: String, stage: Int, mutant: String)

    var description: String {
        switch self {
        case .mutantDoesNotApply(let kata, let stage, let mutant):
            "\(kata) stage \(stage): the mutant '\(mutant)' does not apply: its text does not stand exactly once in its file."
        }
    }
}

extension Array where Element: Equatable {
    /// The elements, each once, in the order first seen.
    func uniqued() -> [Element] {
        reduce(into: []) { kept, element in if !kept.contains(element) { kept.append(element) } }
    }
}
