/// The line of the workbook's `Package.swift` that declares a kata's learner targets,
/// `LearnerKata(id: "pizza-menu", module: "Giuseppes"),`: the one model of how it is written, read and added.
package enum LearnerKataLine {
    /// The declaration of `id`'s targets, without the comma that ends its line.
    package static func text(id: String, module: String) -> String {
        "LearnerKata(id: \"\(id)\", module: \"\(module)\")"
    }

    /// The katas `manifest` declares learner targets for, in order.
    package static func declared(in manifest: String) -> [(id: String, module: String)] {
        manifest.matches(of: /LearnerKata\(id: "(?<id>[^"]+)", module: "(?<module>[^"]+)"[,)]/).map { (String($0.output.id), String($0.output.module)) }
    }

    /// `manifest` with `id`'s line added after the last kata's, as indented; `nil` when it declares no kata to add after.
    package static func adding(id: String, module: String, to manifest: String) -> String? {
        guard let last = manifest.ranges(of: /\n[ \t]*LearnerKata\(id:[^\n]*/).last else { return nil }
        let indent = manifest[last].dropFirst().prefix { $0 == " " || $0 == "\t" }
        return manifest.replacingCharacters(in: last.upperBound..<last.upperBound, with: "\n\(indent)\(text(id: id, module: module)),")
    }
}
