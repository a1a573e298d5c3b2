import KataModel

/// What disagrees between the catalog and a hand-kept list of katas (see `KataListCheck`), said by KataRendering.
package enum ListFault: Sendable, Equatable, Codable {
    /// The Xcode scheme does not test the kata's learner tests, the test target named.
    case schemeLacks(kata: String, testTarget: String)
    /// The Xcode scheme is not the one made from the catalog, though it tests every kata.
    case schemeNotMade
    /// The manifest of the name, beside the catalog, is not listed in it.
    case manifestNotListed(String)
    /// The folder `parent/folder` matches no kata of the catalog.
    case folderOfNoKata(parent: String, folder: String)
    /// A file of the workbook cannot be read: the error's description.
    case unreadable(String)
    /// `Package.swift` does not declare the kata's learner targets.
    case packageLacks(kata: String, module: String)
    /// `Package.swift` declares learner targets for a kata not in the catalog.
    case packageDeclaresOther(String)
    /// The README's katas table has no row for the kata.
    case noReadmeRow(String)
    /// The README's katas table does not give the kata's framework and number of stages.
    case readmeRowDisagrees(kata: String, framework: TestFramework, stages: Int)
    /// The README's katas table lists a kata not in the catalog, without saying it is in preparation.
    case readmeListsOther(String)

    /// The kata ids, files and folders it names, and an unread file's error: where a check of one kata looks for it.
    package var names: [String] {
        switch self {
        case .schemeLacks(let kata, let target): [kata, target]
        case .schemeNotMade: []
        case .folderOfNoKata(let parent, let folder): [parent, folder]
        case .packageLacks(let kata, let module): [kata, module]
        case .readmeRowDisagrees(let kata, let framework, _): [kata, framework.displayName]
        case .manifestNotListed(let named), .unreadable(let named), .packageDeclaresOther(let named), .noReadmeRow(let named), .readmeListsOther(let named):
            [named]
        }
    }
}
