import KataToolOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colours and symbols on a terminal; plain text when piped or when `NO_COLOR` is set.
public struct TerminalStyle: Sendable {
    /// Whether ANSI colours are used.
    let colours: Bool
    /// Whether the output is a terminal, whose screen `kata watch` clears.
    package let isTerminal: Bool

    init(colours: Bool, isTerminal: Bool = false) {
        self.colours = colours
        self.isTerminal = isTerminal
    }

    /// Clears the terminal and puts the cursor at its top, for a watch's next verdict.
    package static let clearScreen = "\u{1B}[2J\u{1B}[H"

    /// The style for standard output in this environment.
    public static func forStandardOutput(environment: [String: String]) -> TerminalStyle {
        forDescriptor(STDOUT_FILENO, environment: environment)
    }

    /// The style for standard error, which may go to a file while standard output is a terminal.
    public static func forStandardError(environment: [String: String]) -> TerminalStyle {
        forDescriptor(STDERR_FILENO, environment: environment)
    }

    private static func forDescriptor(_ descriptor: Int32, environment: [String: String]) -> TerminalStyle {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let isTerminal = isatty(descriptor) == 1 && environment["TERM"] != "dumb"
        return TerminalStyle(colours: isTerminal && !noColour, isTerminal: isTerminal)
    }

    /// The verdict's word with its light: `● green`.
    func light(_ colour: VerdictColour) -> String {
        paint("● \(colour.word)", code: Self.code(colour))
    }

    /// Text in the verdict's colour.
    func tint(_ text: String, _ colour: VerdictColour) -> String {
        paint(text, code: Self.code(colour))
    }

    func bold(_ text: String) -> String { paint(text, code: "1") }

    package func dim(_ text: String) -> String { paint(text, code: "2") }

    private func paint(_ text: String, code: String) -> String {
        colours ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static func code(_ colour: VerdictColour) -> String {
        switch colour {
        case .green: "32"
        case .red: "31"
        case .amber: "33"
        case .crashed: "35"
        case .timedOut: "36"
        }
    }
}
