import Foundation
import KataModel
import KataToolOutput
import KataRunning

/// Builds a scratch package with SwiftPM (`swift build --build-tests`, then its tests run, see `SuiteRunner`): where
/// the compiler's jobs are not run directly (see `BuildPath`).
///
/// A SwiftPM build stops at the targets that fail, whose errors name them. In a tolerant run those test targets (and
/// those built on a code target that fails) are set aside with an amber verdict holding their errors, and the package
/// is built again without them, until it builds or none is left.
struct SwiftPMBuild: PackageBuilder {
    let workbook: Workbook
    let framework: TestFramework
    let limits: RunLimits

    var isDirect: Bool { false }

    func packageRun(_ package: ScratchPackage) throws -> PackageRun {
        try SuiteRunner(framework: framework, limits: limits).run(package)
    }

    /// The test target `target` of `package` built alone, whether it compiled and the verdict of its build: when one
    /// target failed first, whether another compiles, and with which errors, is not known until it is built alone.
    func builtAlone(_ target: String, of package: ScratchPackage) throws -> (compiled: Bool, verdict: Verdict)? {
        let build = try SuiteRunner(framework: framework, limits: limits).build(target, of: package)
        guard case .buildFailed = build else { return (true, Verdict(colour: .amber)) }
        return (false, build.verdict(of: package, in: workbook, limits: limits))
    }

    func readied(_ package: ScratchPackage) throws -> any BuiltPackage {
        Built(builder: self, package: package, readied: try SuiteRunner(framework: framework, limits: limits).readied(package))
    }

    /// A package SwiftPM built, or failed to build: its test targets run as often as wanted.
    struct Built: BuiltPackage {
        fileprivate var builder: SwiftPMBuild
        fileprivate var package: ScratchPackage
        fileprivate var readied: SuiteRunner.Readied

        /// The build's whole log, when it failed: SwiftPM's stops at the first target that fails, whichever it is.
        func failureLog(of name: String) -> String? {
            guard case .failed(_, let log) = readied else { return nil }
            return log
        }

        func run(switches: [Int?], targets: Set<String>?, limits: RunLimits) throws -> [String: [Int?: Verdict]] {
            let workbook = builder.workbook
            let chosen = package.testTargets.filter { targets?.contains($0.name) ?? true }
            switch readied {
            case .failed(let termination, let log):
                let amber = PackageRun.buildFailed(termination, log: log).verdict(of: package, in: workbook, limits: limits)
                return Dictionary(uniqueKeysWithValues: chosen.map { ($0.name, Dictionary(uniqueKeysWithValues: switches.map { ($0, amber) })) })
            case .built(let built):
                let runs = try SuiteRunner(framework: builder.framework, limits: limits).runs(of: built, switches: switches, targets: targets)
                return runs.mapValues { bySwitch in bySwitch.mapValues { $0.verdict(of: package, in: workbook, limits: limits) } }
            }
        }
    }

    func tolerantRun(_ package: ScratchPackage, required: Set<String>) throws -> BuildOutcome {
        var package = package
        var setAside: [String: Verdict] = [:]
        while true {
            let run = try packageRun(package)
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
}
