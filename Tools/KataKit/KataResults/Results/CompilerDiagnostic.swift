import KataModel

/// One error or warning from the compiler.
package struct CompilerDiagnostic: Sendable, Equatable, Codable {
    /// Whether it stops the build.
    package enum Severity: String, Sendable, Codable {
        case error, warning
    }

    package var severity: Severity
    package var message: String
    package var location: SourceLocation

    package init(severity: Severity, message: String, location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }
}

extension CompilerDiagnostic {
    /// The names the message quotes, as identifiers: `add` in "value of type 'Model' has no member 'add'", `x` in
    /// "extra argument 'x' in call".
    package var quotedNames: Set<String> {
        Set(Self.quotedName.matches(in: message[...]).map { String($0.output.1) })
    }

    /// A name in single quotes, to the end of the name.
    private static let quotedName = SharedRegex(/'([A-Za-z_][A-Za-z0-9_]*)/)
}

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
