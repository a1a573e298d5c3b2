/// Where one kata's files live, relative to the workbook's root (or, for the learner's, to their clone).
///
/// A kata is spread over five trees: its manifest in `Tools/Catalog`, the learner's workspace in `Katas`, the
/// workbook's suites in `Tests`, the reference code in `Solutions`, and a chapter of `LESSONS.md`.
package struct KataPaths: Sendable {
    /// The kata's id, which names its folder in each tree.
    let id: String
    /// The module of the learner's code; their tests are `learnerTestModule`.
    let module: String

    package init(id: String, module: String) {
        self.id = id
        self.module = module
    }

    /// The workbook's README, whose katas table lists every kata (a replay has one of its own, at its root too).
    package static let readme = "README.md"
    /// The lessons, a chapter per kata.
    package static let lessons = "LESSONS.md"
    /// The workbook's package manifest, which declares each kata's learner targets (a replay's and a scratch package's
    /// are at their roots too).
    package static let packageManifest = "Package.swift"
    /// The folder of the tool: its code, its tests and the catalog.
    package static let tools = "Tools"
    /// The folder of the manifests and the list of katas.
    package static let catalog = "\(tools)/Catalog"
    /// The name of the list of katas, beside the manifests.
    package static let catalogListName = "catalog.json"
    /// The list of katas, in order.
    package static let catalogList = "\(catalog)/\(catalogListName)"
    /// The folder of the learners' workspaces, one per kata.
    package static let workspaces = "Katas"
    /// The folder of the workbook's suites, one folder per kata.
    package static let suitesTree = "Tests"
    /// The folder of the reference code, one folder per kata.
    package static let referencesTree = "Solutions"
    /// The tool's scratch packages and kept results, inside a build folder git ignores.
    package static let scratch = ".build/kata"
    /// The learner's state: progress, run history, backups.
    package static let state = ".kata"
    /// The learner's run history, which their repository may hold.
    package static let history = "\(state)/history.jsonl"

    /// The kata's manifest.
    package var manifest: String { "\(Self.catalog)/\(id).json" }
    /// The kata's catalogs of generated mutants, which `kata check --fix` writes.
    package var generatedMutants: String { "\(Self.catalog)/GeneratedMutants/\(id).json" }
    /// The learner's workspace: their code and their tests.
    package var workspace: String { "\(Self.workspaces)/\(id)" }
    /// The learner's code.
    package var learnerCode: String { "\(workspace)/\(module)" }
    /// The name of the learner's own test target: `<module>Tests`.
    package var learnerTestModule: String { "\(module)Tests" }
    /// The learner's own tests.
    package var learnerTests: String { "\(workspace)/\(learnerTestModule)" }
    /// The workbook's suites, one folder per stage.
    package var suites: String { "\(Self.suitesTree)/\(id)" }
    /// The reference code, one folder per stage.
    package var references: String { "\(Self.referencesTree)/\(id)" }

    /// The workbook's suite as it stands at `snapshot`.
    package func suite(at snapshot: Snapshot) -> String { "\(suites)/\(snapshot.folderName)" }

    /// The reference code as it stands at `snapshot`.
    package func reference(at snapshot: Snapshot) -> String { "\(references)/\(snapshot.folderName)" }
}

extension Kata {
    /// Where this kata's files live.
    package var paths: KataPaths { KataPaths(id: id, module: module) }
}
