import Foundation

/// A package under `.build/kata` whose targets are mirrors of folders of the workbook.
///
/// It stays in place between runs, so SwiftPM builds it incrementally. The folders are copied, not linked:
/// a file is rewritten only when its content differs, which gives it a new modification time. Behind a
/// re-pointed symbolic link, another stage's file of the same name can be older than the last build, and
/// the build then keeps the stale object.
struct ScratchPackage: Sendable {
    /// A test target of the scratch package and the folder it mirrors.
    struct TestTarget: Sendable {
        var name: String
        var side: TestSide
        var folder: URL
    }

    /// The package's name, which also names its test product.
    static let name = "KataScratch"

    let directory: URL
    let module: String
    let code: URL
    let testTargets: [TestTarget]

    private var mirrors: [(copy: URL, original: URL)] {
        [(directory.appending(path: "Sources/\(module)"), code)]
            + testTargets.map { (directory.appending(path: "Tests/\($0.name)"), $0.folder) }
    }

    /// Writes the manifest and mirrors each folder, touching only what changed (a changed manifest costs a re-plan).
    func prepare() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.write(Data(manifestText.utf8), to: directory.appending(path: "Package.swift"))
        for (copy, original) in mirrors {
            try Self.mirror(original, into: copy)
        }
    }

    /// The path the learner knows for a path reported inside one of the mirrors.
    func originalPath(of reported: String) -> String {
        for (copy, original) in mirrors where reported.hasPrefix(copy.path + "/") {
            return original.path + reported.dropFirst(copy.path.count)
        }
        return reported
    }

    private static func mirror(_ original: URL, into copy: URL) throws {
        let fileManager = FileManager.default
        if (try? fileManager.destinationOfSymbolicLink(atPath: copy.path)) != nil { try fileManager.removeItem(at: copy) }
        try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
        let wanted = Set(files(under: original))
        for stale in Set(files(under: copy)).subtracting(wanted) {
            try fileManager.removeItem(at: copy.appending(path: stale))
        }
        for file in wanted {
            let target = copy.appending(path: file)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try write(Data(contentsOf: original.appending(path: file)), to: target)
        }
    }

    /// Writes `data` unless the file already holds exactly that.
    private static func write(_ data: Data, to file: URL) throws {
        if (try? Data(contentsOf: file)) != data { try data.write(to: file, options: .atomic) }
    }

    /// The regular files below `folder`, as paths relative to it, hidden ones left out.
    private static func files(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden, (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(path) }
        }
        return files
    }

    private var manifestText: String {
        let tests = testTargets.map {
            "        .testTarget(name: \"\($0.name)\", dependencies: [\"\(module)\"], path: \"Tests/\($0.name)\"),"
        }
        return """
            // swift-tools-version: 6.0
            // Written by the kata tool: a scratch package whose targets mirror the workbook's folders.
            import PackageDescription

            let package = Package(
                name: "\(Self.name)",
                platforms: [.macOS(.v15)],
                targets: [
                    .target(name: "\(module)", path: "Sources/\(module)"),
            \(tests.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
