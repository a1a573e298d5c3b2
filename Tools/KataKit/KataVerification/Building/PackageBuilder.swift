import KataModel
import KataToolOutput
import KataRunning

/// A way to build a scratch package and run its tests: the compiler's jobs run directly (`DirectBuild`) or SwiftPM
/// (`SwiftPMBuild`), chosen once for a package by `PackageBuilders.chosen`.
protocol PackageBuilder: Sendable {
    /// Whether the build runs the compiler's jobs itself: then every target whose code compiled is compiled, and the
    /// log of a failed build holds all their errors (SwiftPM's stops at the first target that fails).
    var isDirect: Bool { get }

    /// Builds every target of `package` and, when all of them built, runs each test target, as `swift build
    /// --build-tests` and `swift test` would.
    func packageRun(_ package: ScratchPackage) throws -> PackageRun

    /// Builds `package`, some of whose test targets may not compile, and runs those that do: those that do not (and
    /// those built on code that does not) get an amber verdict holding their errors; a failure of a test target in
    /// `required` ends it.
    func tolerantRun(_ package: ScratchPackage, required: Set<String>) throws -> BuildOutcome

    /// Builds every target of `package` once, and readies what built to run as often as wanted (a mutant schemata's
    /// tests, once for each switch).
    func readied(_ package: ScratchPackage) throws -> any BuiltPackage

    /// The test target `target` of `package` built alone, whether it compiled and the verdict of its build, where a
    /// failed build stops at the first target that fails (SwiftPM's); `nil` where it compiles every target it can.
    func builtAlone(_ target: String, of package: ScratchPackage) throws -> (compiled: Bool, verdict: Verdict)?
}

/// A package built once, whose test targets run as often as wanted: once for each switch of a mutant schemata.
protocol BuiltPackage: Sendable {
    /// The compiler's log of the target `name`, when it did not build.
    func failureLog(of name: String) -> String?

    /// Runs each test target (those named in `targets` alone, when given) once for each of `switches` under `limits`,
    /// a switch given as the run's input (`nil`: the target's own, see `ScratchPackage.TestTarget.input`): the
    /// verdicts by target name, then by switch; amber with the compiler's errors for a target that did not build.
    func run(switches: [Int?], targets: Set<String>?, limits: RunLimits) throws -> [String: [Int?: Verdict]]
}

extension PackageBuilder {
    /// `tolerantRun(_:required:)` with no test target required.
    func tolerantRun(_ package: ScratchPackage) throws -> BuildOutcome {
        try tolerantRun(package, required: [])
    }
}

/// What a tolerant build gave.
enum BuildOutcome: Sendable {
    /// The build failed in a way that setting targets aside cannot help: a required target failed, the errors name
    /// no target (a link error), or it ran past its limit.
    case failed(Verdict)
    /// Each test target's verdict, by name: a run's, or amber for one that did not compile.
    case ran([String: Verdict])
}

/// The one place the backend is chosen: everything else asks the builder it gives.
enum PackageBuilders {
    /// The builder of a package: the one of the workbook's build path (see `BuildPath`).
    static func chosen(workbook: Workbook, framework: TestFramework, limits: RunLimits) -> any PackageBuilder {
        if buildsDirectly(workbook) {
            return DirectBuild(workbook: workbook, framework: framework, limits: limits)
        }
        return SwiftPMBuild(workbook: workbook, framework: framework, limits: limits)
    }

    /// Whether `workbook`'s packages are built directly, the compiler's jobs run by the tool (see `BuildPath`): then
    /// a stage's mutants can be one mutant schemata, every version's targets built in one package.
    static func buildsDirectly(_ workbook: Workbook) -> Bool {
        workbook.buildPath == .direct
    }
}
