import Foundation
import KataModel

/// The hand-kept lists of katas agree with the catalog: the manifests beside `catalog.json`, the kata folders,
/// `Package.swift`, the README's katas table and the Xcode scheme `Katas`, so that a kata left out of one of them is
/// caught.
enum KataListCheck {
    /// One fault per disagreement, naming the file and the kata.
    static func problems(in workbook: Workbook) -> [ListFault] {
        let ids = workbook.katas.map(\.id)
        return manifestProblems(workbook, ids) + folderProblems(workbook, ids) + packageProblems(workbook)
            + readmeProblems(workbook) + schemeProblems(workbook)
    }

    /// The Xcode scheme is the one made from the catalog: it tests each kata's learner tests, and nothing else.
    private static func schemeProblems(_ workbook: Workbook) -> [ListFault] {
        let text = (try? workbook.text(of: KatasScheme.path)) ?? ""
        guard text != KatasScheme.text(testTargets: workbook.katas.map(KatasScheme.testTarget)) else { return [] }
        let tested = KatasScheme.testTargets(in: text)
        let missing = workbook.katas.filter { !tested.contains(KatasScheme.testTarget(of: $0)) }
            .map { ListFault.schemeLacks(kata: $0.id, testTarget: KatasScheme.testTarget(of: $0)) }
        return missing.isEmpty ? [.schemeNotMade] : missing
    }

    /// A manifest in `Tools/Catalog/` that `catalog.json` does not list is never loaded.
    private static func manifestProblems(_ workbook: Workbook, _ ids: [String]) -> [ListFault] {
        let catalog = workbook.root.appending(path: KataPaths.catalog)
        let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != KataPaths.catalogListName }.map { String($0.dropLast(".json".count)) }
        return manifests.filter { !ids.contains($0) }.sorted().map(ListFault.manifestNotListed)
    }

    /// A kata's folder (its id, in kebab case) under `Tests/`, `Solutions/` or `Katas/` with no kata in the catalog.
    private static func folderProblems(_ workbook: Workbook, _ ids: [String]) -> [ListFault] {
        [KataPaths.suitesTree, KataPaths.referencesTree, KataPaths.workspaces].flatMap { parent in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: workbook.root.appending(path: parent).path)) ?? []
            return names.filter { $0.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil && !ids.contains($0) }.sorted()
                .map { ListFault.folderOfNoKata(parent: parent, folder: $0) }
        }
    }

    /// Each kata's learner targets are declared in `Package.swift`, and no others.
    private static func packageProblems(_ workbook: Workbook) -> [ListFault] {
        let manifest: String
        do { manifest = try workbook.text(of: KataPaths.packageManifest) } catch { return [.unreadable("\(error)")] }
        let declared = LearnerKataLine.declared(in: manifest)
        let missing = workbook.katas.filter { kata in !declared.contains { $0 == (kata.id, kata.module) } }
            .map { ListFault.packageLacks(kata: $0.id, module: $0.module) }
        let extra = declared.filter { entry in !workbook.katas.contains { $0.id == entry.id } }.map { ListFault.packageDeclaresOther($0.id) }
        return missing + extra
    }

    /// Each kata has a row in the README's katas table with its framework and number of stages; a row for a kata
    /// not in the catalog says it is in preparation.
    private static func readmeProblems(_ workbook: Workbook) -> [ListFault] {
        let readme: String
        do { readme = try workbook.text(of: KataPaths.readme) } catch { return [.unreadable("\(error)")] }
        let rows = readme.split(separator: "\n").compactMap { line -> (id: String, cells: [String])? in
            guard let match = line.firstMatch(of: KatasTable.rowStart) else { return nil }
            let cells = KatasTable.cells(of: String(line))?.map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            return (String(match.output.id), cells)
        }
        let missing = workbook.katas.compactMap { kata -> ListFault? in
            guard let row = rows.first(where: { $0.id == kata.id }) else { return .noReadmeRow(kata.id) }
            guard !row.cells.isEmpty, row.cells[KatasTable.Column.framework] == kata.framework.displayName,
                  row.cells[KatasTable.Column.stages] == "\(kata.stages.count)" else {
                return .readmeRowDisagrees(kata: kata.id, framework: kata.framework, stages: kata.stages.count)
            }
            return nil
        }
        let unlisted = rows.filter { row in !workbook.katas.contains { $0.id == row.id } && !row.cells.contains("in preparation") }
            .map { ListFault.readmeListsOther($0.id) }
        return missing + unlisted
    }
}
