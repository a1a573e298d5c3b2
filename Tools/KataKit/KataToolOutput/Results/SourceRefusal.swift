/// Why the tool refuses a line of a learner's sources before building them, in the place of a compiler's error:
/// KataRendering says it in words.
package enum SourceRefusal: Sendable, Equatable, Codable {
    /// A declaration in the learner's code of a name the workbook's tests take from a test framework: the name, and
    /// the framework (`XCTest`, `Swift Testing`).
    case frameworkName(String, framework: String)
    /// A mark that lets unsafe code past strict memory safety, as written (`unsafe`, `@safe`).
    case unsafeMark(String)
    /// An attribute that defines a symbol or a section by hand: its name (`_cdecl`, `section`).
    case linkageAttribute(String)
}
