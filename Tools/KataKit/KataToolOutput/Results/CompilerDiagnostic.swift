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
