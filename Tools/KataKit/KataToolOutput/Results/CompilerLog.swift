import Foundation

/// Reads `path:line:column: error: message` lines from a build log.
package enum CompilerLog {
    /// The diagnostics in `log`, each once, in the order first seen.
    ///
    /// The compiler reports an error once while emitting the module and again while compiling, so repeats are dropped.
    package static func parse(_ log: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = diagnostic(in: line), !diagnostics.contains(diagnostic) else { continue }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The first `error:` lines a build log has that are not tied to a file (a linker or package error).
    static func looseErrors(_ log: String) -> [String] {
        log.split(separator: "\n")
            .map { $0.trimmingTrailingWhitespace() }
            .filter { $0.hasPrefix("error: ") && !$0.contains("command failed with exit code") }
    }

    private static func diagnostic(in line: Substring) -> CompilerDiagnostic? {
        for severity in [CompilerDiagnostic.Severity.error, .warning] {
            guard let marker = line.range(of: ": \(severity.rawValue): "), line.first == "/" else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                continue
            }
            let path = place.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(
                severity: severity,
                message: line[marker.upperBound...].trimmingTrailingWhitespace(),
                location: SourceLocation(path: path, line: lineNumber, column: column)
            )
        }
        return nil
    }
}
