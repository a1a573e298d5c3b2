import Foundation
import KataModel
import KataResults
import KataRunning

/// Builds a scratch package some of whose test targets may not compile, and runs those that do.
///
/// On Linux the package is built target by target with `swiftc` (see `DirectBuild`): a test target that does not
/// compile, or whose code does not, holds its errors and stops nothing. Elsewhere, and for tests whose methods the
/// direct build cannot list, SwiftPM builds it; a build stops at the targets that fail, whose errors name them.
/// Those test targets (and those built on a code target that fails) are set aside with an amber verdict holding
/// their errors, and the package is built again without them, until it builds or none is left.
struct TolerantBuild: Sendable {
    let workbook: Workbook
    let framework: TestFramework
    let limits: RunLimits

    /// What a tolerant build gave.
    enum Outcome: Sendable {
        /// The build failed in a way that setting targets aside cannot help: a required target failed, the errors
        /// name no target (a link error), or it ran past its limit.
        case failed(Verdict)
        /// Each test target's verdict, by name: a run's, or amber for one that did not compile.
        case ran([String: Verdict])
    }

    /// Builds and runs `package`; a failure of a test target in `required` ends it.
    func run(_ package: ScratchPackage, required: Set<String> = []) throws -> Outcome {
        if DirectBuild.isAvailable, let verdicts = try builtDirectly(package) {
            let failed = required.compactMap { verdicts[$0] }.first { $0.colour == .amber }
            return failed.map(Outcome.failed) ?? .ran(verdicts)
        }
        guard !package.testTargets.contains(where: { $0.input != nil }) else {
            return .failed(Verdict(colour: .amber, looseErrors: ["a mutant schemata's switch is read only where the package is built directly"]))
        }
        var package = package
        var setAside: [String: Verdict] = [:]
        while true {
            let run = try SuiteRunner(framework: framework, limits: limits).run(package)
            guard case .buildFailed(let termination, let log) = run else {
                return .ran(run.verdictsByTarget(of: package, in: workbook, limits: limits).merging(setAside) { run, _ in run })
            }
            let errors = CompilerLog.parse(log).filter { $0.severity == .error }
            let failing = Set(errors.compactMap { package.target(holding: $0.location.path) })
            let dropped = package.testTargets.filter { failing.contains($0.name) || failing.contains($0.code ?? package.module) }
            guard termination != .timedOut, !dropped.isEmpty, !dropped.contains(where: { required.contains($0.name) }) else {
                var verdict = run.verdict(of: package, in: workbook, limits: limits)
                verdict.diagnostics = verdict.diagnostics.uniqued()
                return .failed(verdict)
            }
            for target in dropped {
                let own = errors.filter { [target.name, target.code ?? package.module].contains(package.target(holding: $0.location.path)) }
                setAside[target.name] = Verdict(colour: .amber, diagnostics: own.uniqued())
                    .mappingPaths { workbook.learnerPath(of: $0, in: package) }
            }
            package = package.without(testTargets: Set(dropped.map(\.name)))
            if package.testTargets.isEmpty { return .ran(setAside) }
        }
    }

    /// Each test target's verdict from a direct build, or `nil` when a test file has a method it cannot list.
    private func builtDirectly(_ package: ScratchPackage) throws -> [String: Verdict]? {
        do {
            return try DirectBuild(workbook: workbook, framework: framework, limits: limits).run(package)
        } catch is DirectBuild.Failure {
            return nil
        }
    }
}
