import Foundation
import KataModel
import KataToolOutput
import KataRunning

extension PackageRun {
    /// The verdict of the whole run, every path as the learner knows it (relative to the workbook).
    func verdict(of package: ScratchPackage, in workbook: Workbook, limits: RunLimits) -> Verdict {
        let verdict: Verdict = switch self {
        case .buildFailed(let termination, let log): .buildFailed(termination, log: log, limit: limits.build)
        case .ran(let runs): .combining(runs, limit: limits.test)
        }
        return verdict.mappingPaths { workbook.learnerPath(of: $0, in: package) }
    }

    /// The verdict of each test target's run, by target name; empty when the build failed.
    func verdictsByTarget(of package: ScratchPackage, in workbook: Workbook, limits: RunLimits) -> [String: Verdict] {
        guard case .ran(let runs) = self else { return [:] }
        return Dictionary(uniqueKeysWithValues: runs.map { ($0.target, $0.verdict(of: package, in: workbook, limits: limits)) })
    }
}

extension SuiteRun {
    /// The verdict of this run of a test target of `package`, every path as the learner knows it.
    func verdict(of package: ScratchPackage, in workbook: Workbook, limits: RunLimits) -> Verdict {
        Verdict.combining([self], limit: limits.test).mappingPaths { workbook.learnerPath(of: $0, in: package) }
    }
}

extension Workbook {
    /// A path reported inside a scratch package, as the learner knows it: relative to the workbook.
    func learnerPath(of reported: String, in package: ScratchPackage) -> String {
        reported.hasPrefix("/") ? relativePath(URL(filePath: package.originalPath(of: reported))) : reported
    }
}
