import KataModel

/// One error or warning from the compiler, or a refusal of the tool's own that stands where the compiler's errors do.
package struct CompilerDiagnostic: Sendable, Equatable, Codable {
    /// Whether it stops the build.
    package enum Severity: String, Sendable, Codable {
        case error, warning
    }

    package var severity: Severity
    /// The compiler's words; empty for a refusal of the tool's own, which KataRendering says.
    package var message: String
    package var location: SourceLocation
    /// Why the tool refuses the line, when it is the tool's error and not the compiler's.
    package var refusal: SourceRefusal?

    package init(severity: Severity, message: String, location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// The tool's error refusing the line at `location`, for `refusal`.
    package init(refusal: SourceRefusal, location: SourceLocation) {
        self.init(severity: .error, message: "", location: location)
        self.refusal = refusal
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
