import Foundation
import KataModel
import KataToolOutput

extension CompilerDiagnostic {
    /// One error per match of `pattern` in the code (comments and strings blanked) of the `.swift` files under
    /// `folder`, at the match's line of `relativeFolder/path`, refusing it for `refusal` of the match's text.
    static func errors(matching pattern: SharedRegex<AnyRegexOutput>, in folder: URL, reportedAs relativeFolder: String,
                       refusal: (_ matched: String, _ match: Regex<AnyRegexOutput>.Match) -> SourceRefusal) -> [CompilerDiagnostic] {
        SwiftSource.files(under: folder).flatMap { file in
            let code = SwiftSource(file.text).code
            return pattern.matches(in: code[...]).map { match in
                CompilerDiagnostic(refusal: refusal(match.output[0].substring.map(String.init) ?? "", match),
                                   location: SourceLocation(path: "\(relativeFolder)/\(file.path)", line: code.line(at: match.range.lowerBound)))
            }
        }
    }
}
