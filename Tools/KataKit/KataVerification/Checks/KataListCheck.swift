import Foundation
import KataModel

/// The hand-kept lists of katas agree with the catalog: the manifests beside `catalog.json`, the kata folders,
/// `Package.swift`, the README's katas table and the Xcode scheme `Katas`, so that a kata left out of one of them is
/// caught.
enum KataListCheck {
    /// One sentence per disagreement, naming the file and the kata.
    static func problems(in workbook: Workbook) -> [String] {
        let ids = workbook.katas.map(\.id)
        return manifestProblems(workbook, ids) + folderProblems(workbook, ids) + packageProblems(workbook)
            + readmeProblems(workbook) + schemeProblems(workbook)
    }

    /// The Xcode scheme is the one made from the catalog: it tests each kata's learner tests, and nothing else.
    private static func schemeProblems(_ workbook: Workbook) -> [String] {
        let text = (try? workbook.text(of: KatasScheme.path)) ?? ""
        guard text != KatasScheme.text(testTargets: workbook.katas.map(KatasScheme.testTarget)) else { return [] }
        let tested = KatasScheme.testTargets(in: text)
        let missing = workbook.katas.filter { !tested.contains(KatasScheme.testTarget(of: $0)) }
            .map { "\(KatasScheme.path) does not test \($0.id)'s learner tests (\(KatasScheme.testTarget(of: $0))), so ⌘U in Xcode leaves them out: "
                + "`kata new` adds each kata it makes; `git checkout -- \(KatasScheme.path)` restores the workbook's." }
        return missing.isEmpty ? ["\(KatasScheme.path) is not the scheme made from the catalog's katas: `git checkout -- \(KatasScheme.path)` restores it."] : missing
    }

    /// A manifest in `Tools/Catalog/` that `catalog.json` does not list is never loaded.
    private static func manifestProblems(_ workbook: Workbook, _ ids: [String]) -> [String] {
        let catalog = workbook.root.appending(path: KataPaths.catalog)
        let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "catalog.json" }.map { String($0.dropLast(".json".count)) }
        return manifests.filter { !ids.contains($0) }.sorted()
            .map { "\(KataPaths.catalog)/\($0).json is not listed in \(KataPaths.catalogList)." }
    }

    /// A kata's folder (its id, in kebab case) under `Tests/`, `Solutions/` or `Katas/` with no kata in the catalog.
    private static func folderProblems(_ workbook: Workbook, _ ids: [String]) -> [String] {
        [KataPaths.suitesTree, KataPaths.referencesTree, KataPaths.workspaces].flatMap { parent in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: workbook.root.appending(path: parent).path)) ?? []
            return names.filter { $0.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil && !ids.contains($0) }.sorted()
                .map { "\(parent)/\($0) matches no kata of \(KataPaths.catalogList)." }
        }
    }

    /// Each kata's learner targets are declared in `Package.swift`, and no others.
    private static func packageProblems(_ workbook: Workbook) -> [String] {
        let manifest: String
        do { manifest = try workbook.text(of: "Package.swift") } catch { return ["\(error)"] }
        let declared = LearnerKataLine.declared(in: manifest)
        let missing = workbook.katas.filter { kata in !declared.contains { $0 == (kata.id, kata.module) } }
            .map { "Package.swift does not declare \($0.id)'s learner targets: \(LearnerKataLine.text(id: $0.id, module: $0.module))." }
        let extra = declared.filter { entry in !workbook.katas.contains { $0.id == entry.id } }
            .map { "Package.swift declares learner targets for \($0.id), which is not in \(KataPaths.catalogList)." }
        return missing + extra
    }

    /// Each kata has a row in the README's katas table with its framework and number of stages; a row for a kata
    /// not in the catalog says it is in preparation.
    private static func readmeProblems(_ workbook: Workbook) -> [String] {
        let readme: String
        do { readme = try workbook.text(of: "README.md") } catch { return ["\(error)"] }
        let rows = readme.split(separator: "\n").compactMap { line -> (id: String, cells: [String])? in
            guard let match = line.firstMatch(of: KatasTable.rowStart) else { return nil }
            let cells = KatasTable.cells(of: String(line))?.map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            return (String(match.output.id), cells)
        }
        let missing = workbook.katas.compactMap { kata -> String? in
            guard let row = rows.first(where: { $0.id == kata.id }) else {
                return "README.md's katas table has no row for \(kata.id): `swift run kata check \(kata.id) --fix` adds one."
            }
            guard !row.cells.isEmpty, row.cells[KatasTable.Column.framework] == kata.framework.displayName,
                  row.cells[KatasTable.Column.stages] == "\(kata.stages.count)" else {
                let stages = "\(kata.stages.count) stage\(kata.stages.count == 1 ? "" : "s")"
                return "README.md's katas table should give \(kata.id) as \(kata.framework.displayName) with \(stages): "
                    + "`swift run kata check \(kata.id) --fix` writes it."
            }
            return nil
        }
        let unlisted = rows.filter { row in !workbook.katas.contains { $0.id == row.id } && !row.cells.contains("in preparation") }
            .map { "README.md's katas table lists \($0.id), which is not in \(KataPaths.catalogList), without saying it is in preparation." }
        return missing + unlisted
    }
}
